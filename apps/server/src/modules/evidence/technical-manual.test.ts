import { writeFileSync } from 'node:fs';
import { ENGINE_VERSION } from '@asesa/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import {
  GENERATING_2PL,
  type publishedKeyedInstrument,
  runJobs,
} from '../../../test/support/evidence.fixtures';
import { manualSample } from '../../../test/support/manual-samples';
import { startAppAs } from '../../../test/support/module-setup';
import { poppler } from '../../../test/support/poppler';
import { rivalTenant } from '../../../test/tenants';
import { DEMO_USERS } from '../../seed/demo-content';
import { DEFAULT_BRAND_COLOUR } from '../exports/participant-report.reader';
import { fixed } from '../exports/report-format';
import { renderTechnicalManual } from './technical-manual.pdf';
import type { ManualData } from './technical-manual-data';

// The technical manual of an analysis, read back as a reader would (poppler's pdftotext and
// pdfinfo): the figures it prints are the analysis's, every page's footer traces them, and nothing
// in it names a participant.

const ITEMS = GENERATING_2PL.slice(0, 12);
const N = 600;
const PROJECT = 'Evidence manual intake';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let instrument: Awaited<ReturnType<typeof publishedKeyedInstrument>>;
let projectId: number;
let analysisId: number;
// biome-ignore lint/suspicious/noExplicitAny: the engine's result is passed through untyped by the contract.
type Result = any;
let result: Result;
let pdf: Buffer;
let text: string;
let pages: string[];

const manual = (analysis_id: number, token: string, lang: string | null = 'en') =>
  fileCall(t, 'evidence/analyses/manual', { analysis_id, ...(lang ? { lang } : {}) }, token);

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  ({ instrument, projectId } = await manualSample(t, admin, {
    code: 'MANUAL-2PL',
    projectName: PROJECT,
    items: ITEMS,
    n: N,
    seed: 20261127,
    label: 'manual',
  }));
  rival = await rivalTenant(t, { slug: 'manual-rival' });
  // The blueprint the instrument is scored with, and its norm: section 7 prints it.
  const blueprint = await t.callOk(
    'quiz-scorings/blueprints/new',
    { instrument_id: instrument.instrumentId, name: 'Manual scoring' },
    admin,
  );
  await t.callOk(
    'quiz-scorings/blueprint-settings/new',
    {
      blueprint_id: blueprint.id,
      raw_score_method: 'sum',
      missing_policy: 'zero',
      untagged_indicator_code: 'GR-ITEMS',
    },
    admin,
  );
  await t.callOk(
    'quiz-scorings/blueprint-dimensions/new',
    {
      blueprint_id: blueprint.id,
      dimension_code: 'GENERAL-REASONING',
      indicators: [{ code: 'GR-ITEMS', weight: 1 }],
    },
    admin,
  );
  await t.callOk(
    'quiz-scorings/final-scores/new',
    {
      blueprint_id: blueprint.id,
      dimension_code: 'GENERAL-REASONING',
      norm_group: 'graduates',
      method: 'parametric',
      scale_kind: 'sten',
      mean: 7.25,
      sd: 2.4,
      n: 1250,
      norm_date: '2026-03-01',
      norm_version: 'v2',
    },
    admin,
  );
  const started = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: instrument.instrumentId, sample: { project_ids: [projectId] } },
    consultant,
  );
  analysisId = started.analysis_id;
  await runJobs(t);
  result = (await t.callOk('evidence/analyses/detail', { analysis_id: analysisId }, consultant)).result;
  const res = await manual(analysisId, consultant);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  pdf = res.bytes;
  if (process.env.TECHNICAL_MANUAL_OUT) writeFileSync(process.env.TECHNICAL_MANUAL_OUT, pdf);
  text = poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], pdf);
  pages = text.split('\f').filter((page) => page.trim());
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('evidence/analyses/manual', () => {
  it('answers a PDF download named after the instrument version', async () => {
    const res = await manual(analysisId, admin);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="Evidence MANUAL-2PL v1 technical manual \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the instrument, the sample and the figures of the analysis', () => {
    const oneLine = text.replace(/\s+/g, ' ');
    expect(oneLine).toContain('Technical manual');
    expect(oneLine).toContain('Evidence MANUAL-2PL');
    expect(oneLine).toContain('Code MANUAL-2PL · version 1');
    expect(oneLine).toContain(`N = ${N} completed participants`);
    expect(oneLine).toContain(`‘${PROJECT}’`);

    const overall = result.reliability.find((r: { dimension: string | null }) => r.dimension === null);
    expect(text).toMatch(
      new RegExp(
        `All items\\s+${ITEMS.length}\\s+${N}\\s+${fixed(overall.alpha, 2)}\\s+${fixed(overall.alphaInterval.lower, 2)} to ${fixed(overall.alphaInterval.upper, 2)}`,
      ),
    );

    const first = result.calibration.items[0];
    expect(first.id).toBe(instrument.itemIds[0]);
    expect(text).toMatch(
      new RegExp(
        `Q1\\s+${fixed(first.a, 2)}\\s+${fixed(first.se.a, 2)}\\s+${fixed(first.b[0], 2)}\\s+${fixed(first.se.b[0], 2)}`,
      ),
    );
    expect(text).toMatch(/graduates\s+1,250\s+1 Mar 2026\s+v2\s+parametric \(sten\)\s+7\.25\s+2\.40/);
    expect(oneLine).toContain('Model: 2PL');
    expect(oneLine).toContain('Test information');
  });

  it('has the fairness section with the ETS classes explained and adverse impact accounted for', () => {
    const oneLine = text.replace(/\s+/g, ' ');
    expect(oneLine).toContain('8 Fairness');
    expect(oneLine).toContain('Gender: female (focal) against male (reference)');
    expect(oneLine).toContain('ETS class');
    expect(oneLine).toMatch(/B, slight to moderate/);
    expect(oneLine).toMatch(/C, moderate to large/);
    // The planted item is the one the comparison singles out.
    const planted = result.dif[0].result.items.find(
      (i: { item: string }) => i.item === instrument.itemIds[4],
    );
    expect(['B', 'C']).toContain(planted.ets);
    expect(oneLine).toContain(`Q5 (${planted.ets})`);
    expect(oneLine).toContain('Adverse impact');
    expect(oneLine).toContain('was not computed by this analysis');
    // The simulees have no job fit: the section over time says there is nothing to follow.
    expect(oneLine).toContain('Adverse impact over time');
    expect(oneLine).toContain('No candidate of the sample has a job fit');
  });

  it('traces every page to the engine version and the analysis, and counts the pages right', () => {
    const info = poppler('pdfinfo', [], pdf);
    const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(count).toBeGreaterThan(3);
    expect(pages).toHaveLength(count);
    pages.forEach((page, i) => {
      expect(page).toContain(`engine ${ENGINE_VERSION}`);
      expect(page).toContain(`analysis #${analysisId}`);
      expect(page).toContain(`page ${i + 1} of ${count}`);
    });
  });

  it('draws every character and names no participant', () => {
    expect(text).not.toContain('\ufffd');
    expect(text).not.toMatch(/Simulee/i);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('EV-manual');
  });

  it('is written in Indonesian when asked, with the Indonesian decimal comma, and so named', async () => {
    const res = await manual(analysisId, consultant, 'id');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="Evidence MANUAL-2PL v1 manual teknis \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const id = poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], res.bytes);
    const oneLine = id.replace(/\s+/g, ' ');
    expect(oneLine).toContain('Manual teknis');
    expect(oneLine).toContain('Kode MANUAL-2PL · versi 1');
    expect(oneLine).toContain(`N = ${N} peserta yang telah selesai`);
    expect(oneLine).toContain('5 Reliabilitas');
    expect(oneLine).toContain('Keberfungsian butir diferensial (DIF)');
    expect(oneLine).toContain('Jenis kelamin: perempuan (fokal) terhadap laki-laki (acuan)');
    const comma = (n: number) => fixed(n, 2).replace('.', ',');
    const overall = result.reliability.find((r: { dimension: string | null }) => r.dimension === null);
    expect(id).toMatch(
      new RegExp(
        `Semua butir\\s+${ITEMS.length}\\s+${N}\\s+${comma(overall.alpha)}\\s+${comma(overall.alphaInterval.lower)} s\\.d\\. ${comma(overall.alphaInterval.upper)}`,
      ),
    );
    const first = result.calibration.items[0];
    expect(id).toMatch(new RegExp(`Q1\\s+${comma(first.a)}\\s+${comma(first.se.a)}\\s+${comma(first.b[0])}`));
    // The norm row: a thousands point, a date in Indonesian, decimal commas.
    expect(id).toMatch(/graduates\s+1\.250\s+1 Mar 2026\s+v2\s+parametrik \(sten\)\s+7,25\s+2,40/);
    // No number of the Indonesian manual is written with a decimal point (times read "14.37 UTC").
    const decimalPoints = id
      .replace(/mesin Asesa [^\s]+|\d{2}\.\d{2} UTC/g, '')
      .match(/.{0,30}\d\.\d{2}\b.{0,10}/g);
    expect(decimalPoints).toBeNull();
    const info = poppler('pdfinfo', [], res.bytes);
    const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    expect(id).toContain(`halaman 1 dari ${count}`);
  });

  it("follows the reader: without a language, the user's back-office language", async () => {
    const users = t.deps.db.updateTable('users').where('email', '=', DEMO_USERS.consultant.email);
    const named = async () =>
      String((await manual(analysisId, consultant, null)).headers['content-disposition']);
    expect(await named()).toContain(' technical manual ');
    await users.set({ locale: 'id' }).execute();
    expect(await named()).toContain(' manual teknis ');
    await users.set({ locale: 'en' }).execute();
  });

  it('refuses a language it does not write, naming lang', async () => {
    const res = await manual(analysisId, consultant, 'fr');
    expect(res.status).toBe(400);
    expect(res.json?.error?.message).toMatch(/^lang: /);
    expect(res.json?.error?.message).toContain('not "fr"');
  });

  it('refuses an analysis that is not done, and hides one of another tenant', async () => {
    const queued = await t.callOk(
      'evidence/analyses/new',
      { instrument_id: instrument.instrumentId, sample: { project_ids: [projectId] } },
      consultant,
    );
    const notDone = await manual(queued.analysis_id, consultant);
    expect(notDone.status).toBe(400);
    expect(notDone.json?.error?.message).toBe(
      `analysis_id: analysis ${queued.analysis_id} is queued; a technical manual needs a finished (done) analysis`,
    );
    await runJobs(t);

    // A result of another engine version that lacks parts still makes a manual; one without item
    // statistics is refused with the reason.
    const stored = t.deps.db.updateTable('evidence_analyses').where('id', '=', queued.analysis_id);
    await stored
      .set({ result_json: JSON.stringify({ engineVersion: '0.0.1', n: N, items: result.items }) })
      .execute();
    const partial = await manual(queued.analysis_id, consultant);
    expect(partial.status).toBe(200);
    expect(poppler('pdftotext', ['-enc', 'UTF-8'], partial.bytes)).toContain(
      'The IRT calibration was not possible',
    );
    await stored.set({ result_json: '{}' }).execute();
    const empty = await manual(queued.analysis_id, consultant);
    expect(empty.status).toBe(400);
    expect(empty.json?.error?.message).toMatch(
      new RegExp(`^analysis_id: analysis ${queued.analysis_id} holds no result`),
    );

    const foreign = await manual(analysisId, rival.consultantToken);
    expect(foreign.status).toBe(404);
    expect(foreign.json?.error?.message).toBe('Analysis not found.');
    expect((await manual(999_999, admin)).status).toBe(404);
    expect((await manual(analysisId, collaborator)).status).toBe(403);
    expect((await manual(analysisId, rival.token)).status).toBe(403);
  });
});

describe('a long manual', () => {
  /**
   * The analysis's result grown to 96 items of three dimensions, 3PL with guessing, flagged
   * distractors, small groups and a second DIF comparison the engine could not make: the tables run
   * over several pages.
   */
  function longManual(): ManualData {
    const copies = 8;
    const id = (itemId: string, copy: number) => `${itemId}-${copy}`;
    const dimensions = ['VERBAL', 'NUMERICAL', 'ABSTRACT'];
    const grown = (rows: Result[], key: string): Result[] =>
      Array.from({ length: copies }, (_, copy) =>
        rows.map((row) => ({ ...row, [key]: id(row[key], copy) })),
      ).flat();
    const items = grown(result.items, 'id').map((item: Result, i: number) => ({
      ...item,
      dimension: dimensions[i % 3],
    }));
    const distractors = grown(result.distractors, 'item').map((d: Result, i: number) => ({
      ...d,
      options: d.options.map((o: Result, k: number) => ({
        ...o,
        flags: i % 5 === 0 && k === 1 ? ['non-functioning'] : [],
      })),
    }));
    const calibration = {
      ...result.calibration,
      model: '3PL',
      guessingPrior: { alpha: 5, beta: 17 },
      items: grown(result.calibration.items, 'id').map((item: Result) => ({
        ...item,
        model: '3PL',
        c: 0.18,
        se: { ...item.se, c: 0.04 },
      })),
      fit: { ...result.calibration.fit, items: grown(result.calibration.fit.items, 'id') },
    };
    const comparison = result.dif[0];
    const dif = [
      {
        ...comparison,
        result: { ...comparison.result, items: grown(comparison.result.items, 'item') },
      },
      {
        variable: 'age_band',
        reference: '25-34',
        focal: '55 and over',
        unavailable: 'too few persons in the focal group',
      },
    ];
    const overall = result.reliability[0];
    return {
      analysisId: 4242,
      engineVersion: ENGINE_VERSION,
      finishedAt: '2026-11-20T10:00:00.000Z',
      model: '3PL',
      instrument: {
        name: 'Graduate reasoning battery with a rather long name that wraps',
        code: 'GRB-LONG',
        kind: 'ability',
        version: 3,
        publishedAt: '2026-10-01T00:00:00.000Z',
        sections: dimensions.map((d) => ({ title: `${d} reasoning`, items: 32, timeLimitSeconds: 1200 })),
        items: items.map((item: Result) => ({ id: item.id, type: 'single' })),
        analysed: items.map((item: Result) => ({
          id: item.id,
          scoring: 'keyed' as const,
          dimension: item.dimension,
        })),
      },
      sample: {
        projects: Array.from({ length: 12 }, (_, i) => `Graduate intake wave ${i + 1}`),
        from: '2026-01-01',
        to: '2026-06-30',
        sector: 'Banking and finance',
      },
      makeUp: {
        n: 4800,
        projects: 12,
        corporates: 3,
        gender: { female: 2398, male: 2399, other: null },
        age_band: { '55 and over': null, 'under 25': 2000, '25-34': 2797 },
        education_level: { bachelor: 3000, master: 1797, doctorate: null },
        first_completed_at: '2026-01-02T08:00:00.000Z',
        last_completed_at: '2026-06-29T17:00:00.000Z',
      },
      result: {
        ...result,
        n: 4800,
        items,
        distractors,
        calibration,
        dif,
        reliability: [
          ...dimensions.map((dimension) => ({ ...overall, dimension })),
          { ...overall, dimension: null },
        ],
      },
      blueprint: null,
      brand: { colour: DEFAULT_BRAND_COLOUR, logo: null, name: 'Asesa' },
    };
  }

  it('wraps its tables onto new pages under their header, and keeps every row', async () => {
    const long = await renderTechnicalManual(longManual(), {
      generatedAt: '2026-11-27T12:00:00.000Z',
      productName: 'Asesa',
    });
    if (process.env.TECHNICAL_MANUAL_LONG_OUT) writeFileSync(process.env.TECHNICAL_MANUAL_LONG_OUT, long);
    const longText = poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], long);
    const longPages = longText.split('\f').filter((page) => page.trim());
    const count = Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', [], long))?.[1]);
    expect(longPages).toHaveLength(count);
    longPages.forEach((page, i) => {
      expect(page).toContain(`analysis #4242`);
      expect(page).toContain(`page ${i + 1} of ${count}`);
    });
    // The item statistics run over more than one page, each under the table's header.
    const itemPages = longPages.filter((page) => /^\s*Q\d+\s+(VERBAL|NUMERICAL|ABSTRACT)\s+\d+/m.test(page));
    expect(itemPages.length).toBeGreaterThan(1);
    for (const page of itemPages) expect(page).toMatch(/Item\s+Dimension\s+N\s+Difficulty/);
    for (let q = 1; q <= 96; q++)
      expect(longText).toMatch(new RegExp(`^\\s*Q${q}\\s+(VERBAL|NUMERICAL|ABSTRACT)`, 'm'));
    const oneLine = longText.replace(/\s+/g, ' ');
    expect(oneLine).toContain('fewer than 5');
    expect(oneLine).toContain('Not computed: too few persons in the focal group.');
    expect(oneLine).toContain('non-functioning');
    expect(oneLine).toContain('The guessing parameter c had a Beta(5, 17) prior (mean 0.23)');
    expect(longText).not.toContain('\ufffd');
    // In Indonesian, and without the prior: the 3PL says c was estimated without one.
    const data = longManual();
    (data.result.calibration as Result).guessingPrior = null;
    const id = await renderTechnicalManual(data, {
      generatedAt: '2026-11-27T12:00:00.000Z',
      productName: 'Asesa',
      lang: 'id',
    });
    const idText = poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], id);
    const idLine = idText.replace(/\s+/g, ' ');
    expect(idLine).toContain('Parameter tebakan c tidak diberi prior');
    expect(idLine).toContain('kurang dari 5');
    expect(idLine).toContain('Tidak dihitung: too few persons in the focal group.');
    expect(idText).toMatch(/^\s*Q96\s+(VERBAL|NUMERICAL|ABSTRACT)/m);
  });
});
