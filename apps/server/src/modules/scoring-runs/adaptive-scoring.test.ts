import { numberFormatter, roundFor } from '@asesa/contracts';
import { compileIrtItem, eapScore, type ItemResponse, sten, wleScore } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { publishAdaptiveInstrument } from '../../../test/support/adaptive.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { registeredParticipant } from '../../../test/support/registered-participant';
import { fieldOfRow } from '../../../test/support/row-ids';
import { downloadedWorkbook, headersOf } from '../../../test/support/workbooks';
import { scoreParticipantJob } from './scoring-runs.service';

// An adaptive section scored end to end: the server serves 5 of 10 calibrated items, the blueprint
// (made through the API with the default 'sum' raw score method and a parametric N(0, 1) norm)
// scores the indicator as the section's final estimate of θ (EAP, WLE) over the items given, and the back office shows θ ± SE.

let t: TestApp;
let admin: string;
let consultant: string;

/** Ten 2PL items, difficulties −2..2.5; key A. */
const BANK = Array.from({ length: 10 }, (_, i) => ({ a: 0.9 + (i % 3) * 0.3, b: -2 + 0.5 * i }));
const settings = (final_estimator: 'EAP' | 'WLE') => ({
  start_theta: 0,
  exposure: 'none',
  max_exposure: 1,
  content_balance: false,
  se_target: null,
  min_items: 5,
  max_items: 5,
  final_estimator,
});

beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  await t.callOk(
    'test-dimensions/new',
    { code: 'D-CAT', name: 'Adaptive reasoning', indicators: [{ code: 'CAT-R', name: 'Reasoning θ' }] },
    admin,
  );
});
afterAll(() => t.close());

/** Per estimator, the scored participant, their project and the θ they should have. */
const scored = new Map<string, { participantId: number; projectId: number; theta: number; se: number }>();

/** Publishes an instrument whose one section is the adaptive bank (simulated first, as publishing asks). */
async function adaptiveInstrument(estimator: 'EAP' | 'WLE'): Promise<number> {
  return publishAdaptiveInstrument(t, admin, `CAT-${estimator}`, {
    settings: settings(estimator),
    title: 'Reasoning',
    items: BANK.map((p, i) => ({
      type: 'single' as const,
      stem: `Question ${i + 1}`,
      options: ['A', 'B', 'C'].map((o) => ({ id: o, text: `Option ${o}` })),
      key: 'A',
      indicator: 'CAT-R',
      irt: { model: '2PL' as const, a: p.a, b: p.b },
    })),
  });
}

/** A blueprint scoring D-CAT from CAT-R with a parametric N(0, 1) norm. */
async function blueprintWithNorm(instrumentId: number) {
  const bp = await t.callOk(
    'quiz-scorings/blueprints/new',
    { instrument_id: instrumentId, name: 'CAT' },
    admin,
  );
  await t.callOk('quiz-scorings/blueprint-settings/new', { blueprint_id: bp.id } as never, admin);
  await t.callOk(
    'quiz-scorings/blueprint-dimensions/new',
    { blueprint_id: bp.id, dimension_code: 'D-CAT', indicators: [{ code: 'CAT-R', weight: 1 }] },
    admin,
  );
  await t.callOk(
    'quiz-scorings/final-scores/new',
    {
      blueprint_id: bp.id,
      dimension_code: 'D-CAT',
      method: 'parametric',
      scale_kind: 'sten',
      mean: 0,
      sd: 1,
      rows: [],
      n: 400,
      norm_date: '2026-01-01',
      norm_version: 'v1',
    },
    admin,
  );
}

describe('an adaptive section scored as θ', () => {
  it.each([
    'EAP',
    'WLE',
  ] as const)('gives the %s θ and SE over the 5 items served, normed, to the results', async (estimator) => {
    const instrumentId = await adaptiveInstrument(estimator);
    await blueprintWithNorm(instrumentId);
    const project = await t.callOk(
      'projects/new',
      { account_corporate_id: 1, name: `Adaptive scoring ${estimator}`, instrument_ids: [instrumentId] },
      consultant,
    );
    const p = await registeredParticipant(t, project.id, 'Ada');
    let attempt = await t.callOk('test-activities/mark-as-started', {
      participant_code: p.code,
      submission_id: p.submissionId,
    });
    // Right, right, wrong, right, wrong: a mixed pattern with a finite θ under every estimator.
    const script = ['A', 'A', 'B', 'A', 'C'];
    const served: string[] = [];
    while (attempt.resume_item_id) {
      const itemId = attempt.resume_item_id as string;
      const saved = await t.call('test-activities/submission', {
        participant_code: p.code,
        submission_id: p.submissionId,
        submission: { [itemId]: { value: script[served.length], seq: served.length + 1 } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      served.push(itemId);
      attempt = await t.callOk('test-activities/instrument', {
        participant_code: p.code,
        attempt_id: p.submissionId,
      });
    }
    expect(served).toHaveLength(5);
    const done = await t.call('test-activities/submission', {
      participant_code: p.code,
      submission_id: p.submissionId,
      submission: {},
      is_final: true,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await scoreParticipantJob(t.deps, { participantId: p.id });

    // The engine's estimate over the bank with the 5 given items answered and the others left out.
    const detail = await t.callOk('instruments/detail', { id: instrumentId }, admin);
    const bankIds: string[] = detail.sections[0].items.map((i: { id: string }) => i.id);
    const pattern: ItemResponse[] = bankIds.map((id) => {
      const k = served.indexOf(id);
      return k < 0 ? null : script[k] === 'A' ? 1 : 0;
    });
    const irtItems = BANK.map((q, i) => compileIrtItem({ model: '2PL', a: q.a, b: q.b }, bankIds[i]));
    const expected = estimator === 'EAP' ? eapScore(irtItems, pattern) : wleScore(irtItems, pattern);

    const back = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    const instrument = back.instruments[0];
    // An adaptive result counts the items given (5 of the 10-item bank), correct among those.
    expect(instrument).toMatchObject({ adaptive: true, answered: 5, item_count: 5, max_score: 5 });
    const dimension = instrument.dimensions.find((d: { code: string }) => d.code === 'D-CAT');
    expect(dimension.theta.answered).toBe(5);
    expect(dimension.theta.value).toBeCloseTo(expected.theta, 3);
    expect(dimension.theta.se).toBeCloseTo(expected.se, 3);
    // Scored as θ, not as the number correct (3).
    expect(dimension.raw).toBeCloseTo(expected.theta, 3);
    // N(0, 1) norm: z = θ.
    expect(dimension.z).toBeCloseTo(expected.theta, 3);
    expect(dimension.sten).toBe(sten(expected.theta));

    const stored = JSON.parse(await fieldOfRow(t, 'results', 'result_json', 'participant_id', p.id));
    expect(stored.indicators['CAT-R']).toMatchObject({ method: 'theta', estimator, answered: 5, items: 10 });
    scored.set(estimator, { participantId: p.id, projectId: project.id, ...expected });
  });

  it('shows θ ± SE in the technical appendix and θ and its SE in the export', async () => {
    const eap = scored.get('EAP');
    expect(eap).toBeDefined();
    const { participantId, projectId, theta, se } = eap as NonNullable<typeof eap>;
    const pdf = await fileCall(
      t,
      'projects/participants/report',
      { participant_id: participantId, type: 'technical-appendix', lang: 'en' },
      consultant,
    );
    expect(pdf.status).toBe(200);
    const en = numberFormatter('en');
    expect(pdfText(pdf.bytes).replace(/\s+/g, ' ')).toContain(
      `Adaptive reasoning: θ = ${en.fixed(theta, 2)} ± ${en.fixed(se, 2)} (5 items)`,
    );
    expect(pdfText(pdf.bytes).replace(/\s+/g, ' ')).toContain('Adaptive: 5 items given');
    // The hiring manager reads how the test was given, not a number correct of different items.
    const hiring = await fileCall(
      t,
      'projects/participants/report',
      { participant_id: participantId, type: 'hiring-manager', lang: 'en' },
      consultant,
    );
    const hiringText = pdfText(hiring.bytes).replace(/\s+/g, ' ');
    expect(hiringText).toContain('Adaptive test: 5 questions, each chosen for the candidate');
    expect(hiringText).not.toMatch(/Number correct \d+ of 5/);

    const started = await t.callOk('projects/participants/export', { project_id: projectId }, consultant);
    await t.deps.jobs.drain();
    const workbook = await downloadedWorkbook(t, started.download_id, consultant);
    const sheet = workbook.worksheets[1];
    const headers = headersOf(sheet);
    // Number correct and its maximum are of the 5 items given, never of the 10-item bank.
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(sheet.getRow(2).getCell(column('Max score')).value).toBe(5);
    expect(headers.slice(-3)).toEqual([
      'Adaptive reasoning band',
      'Adaptive reasoning θ',
      'Adaptive reasoning SE (θ)',
    ]);
    const row = sheet.getRow(2);
    // θ and its SE as the reports show them (the shared rounding rule, two decimals).
    expect(row.getCell(headers.length - 1).value).toBe(roundFor('theta', theta));
    expect(row.getCell(headers.length).value).toBe(roundFor('theta', se));
  });
});
