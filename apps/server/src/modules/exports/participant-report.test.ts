import { REPORT_NOT_SCORED, REPORT_NOT_SHARED } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';
import { resolveSession } from '../../http/auth-context';
import type { Actor } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { renderParticipantReport } from './participant-report.pdf';
import { readReport } from './participant-report.reader';
import { addParticipant, scoreParticipant } from './test-fixtures';

let t: TestApp;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
let scored: number;
let unscored: number;
let scoredCode: string;

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
/** The text an uncompressed pdfkit PDF draws: its TJ arrays of hex strings split by kerning. */
const drawnText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
    )
    .join('\n');

const actorOf = async (token: string): Promise<Actor> => (await resolveSession(t.deps, token)).actor!;

beforeAll(async () => {
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  collaborator = await t.signIn('collaborator');
  rival = await rivalTenant(t, { withProject: true });
  project = await demoCorporateProject(t, 'Report Project');
  scored = await addParticipant(t, project, { name: 'Sari Scored', email: 'sari@example.com' });
  unscored = await addParticipant(t, project, { name: 'Uno Unscored', email: 'uno@example.com' });
  await scoreParticipant(t, scored);
  const competence = await t.deps.db
    .selectFrom('competences')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('project_competences')
    .values({ project_id: project.id, competence_id: competence.id, target_level: 2, weight: 1, position: 0 })
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({
      job_fit: 64.5,
      city: 'Bandung',
      competences_json: JSON.stringify([
        {
          competence_id: competence.id,
          code: 'C1',
          name: competence.name,
          score: 4.5,
          level: 2,
          label: 'Developing',
          colour: '#f59e0b',
          text_colour: '#000000',
          target_level: 2,
          weight: 1,
          reason: null,
        },
      ]),
    })
    .where('id', '=', scored)
    .execute();
  const now = nowIso();
  await t.deps.db
    .insertInto('proctoring_events')
    .values([
      { participant_id: scored, submission_id: null, kind: 'tab_hidden', detail: '', created_at: now },
      { participant_id: scored, submission_id: null, kind: 'tab_hidden', detail: '', created_at: now },
      { participant_id: scored, submission_id: null, kind: 'paste', detail: '', created_at: now },
    ])
    .execute();
  scoredCode = (
    await t.deps.db
      .selectFrom('participants')
      .select('participant_code')
      .where('id', '=', scored)
      .executeTakeFirstOrThrow()
  ).participant_code;
});
afterAll(() => t.close());

describe('projects/participants/report', () => {
  it('answers a PDF of the scored participant as an attachment', async () => {
    const res = await fileCall(t, 'projects/participants/report', { participant_id: scored }, consultant);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Sari Scored Report Project report',
    );
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(res.bytes)).toBeGreaterThanOrEqual(1);
    // The document title (never compressed) carries the participant's name.
    expect(res.bytes.toString('latin1')).toContain('Sari Scored - Report Project');
    const collab = await fileCall(
      t,
      'projects/participants/report',
      { participant_id: scored },
      collaborator,
    );
    expect(collab.status).toBe(200);
  });

  it('draws the name, scores, competence level, job fit and integrity counts', async () => {
    const data = (await readReport(t.deps, await actorOf(consultant), scored))!;
    expect(data.competences[0]).toMatchObject({ label: 'Developing', score: 4.5, targetLevel: 2 });
    expect(data.integrity).toEqual([
      { kind: 'paste', count: 1 },
      { kind: 'tab_hidden', count: 2 },
    ]);
    expect(data.instruments.length).toBeGreaterThan(0);
    const pdf = await renderParticipantReport(data, {
      compress: false,
      generatedAt: nowIso(),
      productName: 'Asesa',
    });
    const text = drawnText(pdf);
    for (const shown of [
      'Sari Scored',
      'Developing',
      'Job fit 64.5 %',
      'tab hidden',
      data.instruments[0].name,
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  it('speaks Indonesian when asked (the participants’ default language)', async () => {
    const data = (await readReport(t.deps, await actorOf(consultant), scored))!;
    const pdf = await renderParticipantReport(data, {
      compress: false,
      generatedAt: nowIso(),
      productName: 'Asesa',
      lang: 'id',
    });
    const text = drawnText(pdf);
    for (const shown of [
      'Laporan asesmen',
      'Kecocokan jabatan 64.5 %',
      'Ringkasan integritas',
      'Kode peserta',
    ]) {
      expect(text, shown).toContain(shown);
    }
  });

  it('wraps long texts onto more pages instead of cutting them', async () => {
    const data = (await readReport(t.deps, await actorOf(consultant), scored))!;
    const many = {
      ...data,
      competences: Array.from({ length: 40 }, (_, i) => ({
        ...data.competences[0],
        name: `Competence ${i} with a rather long descriptive name that needs wrapping on the page`,
      })),
    };
    const pdf = await renderParticipantReport(many, { generatedAt: nowIso(), productName: 'Asesa' });
    expect(pageCount(pdf)).toBeGreaterThan(
      pageCount(await renderParticipantReport(data, { generatedAt: nowIso(), productName: 'Asesa' })),
    );
  });

  it('says when the participant is not scored yet (409)', async () => {
    const res = await fileCall(t, 'projects/participants/report', { participant_id: unscored }, consultant);
    expect(res.status).toBe(409);
    expect(res.json!.error!.message).toBe(REPORT_NOT_SCORED);
  });

  it('needs a signed-in user and hides other tenants’ participants (404)', async () => {
    expect(
      (
        await fileCall(
          t,
          'projects/participants/report',
          { participant_id: scored },
          await t.anonymousToken(),
        )
      ).status,
    ).toBe(401);
    expect(
      (await fileCall(t, 'projects/participants/report', { participant_id: scored }, rival.token)).status,
    ).toBe(404);
    expect(
      (await fileCall(t, 'projects/participants/report', { participant_id: rival.participantId }, consultant))
        .status,
    ).toBe(404);
    expect(
      (await fileCall(t, 'projects/participants/report', { participant_id: 999999 }, consultant)).status,
    ).toBe(404);
    const bad = await fileCall(t, 'projects/participants/report', { participant_id: -1 }, consultant);
    expect(bad.status).toBe(400);
    expect(bad.json!.error!.message).toContain('participant_id');
  });
});

describe('test-activities/export (the participant’s own report)', () => {
  it('refuses while the project keeps results from its participants (403)', async () => {
    const res = await fileCall(t, 'test-activities/export', { participant_codes: scoredCode, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.json!.error!.message).toBe(REPORT_NOT_SHARED);
  });

  it('answers the same PDF without a sign-in when the project shows results', async () => {
    await t.deps.db.updateTable('projects').set({ show_results: 1 }).where('id', '=', project.id).execute();
    const res = await fileCall(t, 'test-activities/export', {
      participant_codes: scoredCode.toLowerCase(),
      lang: 'id',
    });
    expect(res.status).toBe(200);
    // The document's subject (never compressed) is in the language asked for.
    expect(res.bytes.toString('latin1')).toContain('Laporan asesmen');
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.bytes.toString('latin1')).toContain('Sari Scored - Report Project');
    const code = await t.deps.db
      .selectFrom('participants')
      .select('participant_code')
      .where('id', '=', unscored)
      .executeTakeFirstOrThrow();
    expect(
      (await fileCall(t, 'test-activities/export', { participant_codes: code.participant_code })).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(
      (await fileCall(t, 'test-activities/export', { participant_codes: 'NOPE-NOPE-NOPE' })).status,
    ).toBe(404);
    const bad = await fileCall(t, 'test-activities/export', { participant_codes: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.json!.error!.message).toContain('participant_codes');
  });
});
