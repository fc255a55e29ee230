import { NO_REPORTS_TO_ZIP, REPORT_TYPES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { addParticipant } from '../../../test/support/test-fixtures';
import { demoCorporateProject, demoProject, rivalTenant } from '../../../test/tenants';

let t: TestApp;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let projectId: number;
let scored: { id: number; name: string }[];
let unscoredId: number;
let otherProjectParticipant: number;

/** The archive's entries: name and bytes. */
function unzip(bytes: Buffer): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries: { name: string; data: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const zipCall = (body: Record<string, unknown>, token = consultant) =>
  t.call('projects/participants/reports-zip', { project_id: projectId, ...body }, token);

beforeAll(async () => {
  [t, consultant, collaborator] = await startAppAs('consultant', 'collaborator');
  rival = await rivalTenant(t, { withProject: true });
  projectId = (await demoProject(t)).id;
  const people = await t.deps.db
    .selectFrom('participants')
    .select(['id', 'name', 'status'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  scored = people.filter((p) => p.status === 'scored');
  unscoredId = people.find((p) => p.status === 'registered')!.id;
  const other = await demoCorporateProject(t, 'Another project');
  otherProjectParticipant = await addParticipant(t, other, { name: 'Olga Other', email: 'olga@example.com' });
});
afterAll(() => t.close());

/** The file of the download an export call started, fetched as `token`'s user. */
const downloadOf = (started: { body: { data?: unknown } }, token: string) =>
  fileCall(
    t,
    'downloads/file',
    { download_id: (started.body.data as { download_id: number }).download_id },
    token,
  );

describe('projects/participants/reports-zip', () => {
  it('renders one report per scored participant into a .zip, with progress up to 100, in the project’s language', async () => {
    const res = await zipCall({
      participant_ids: [...scored.map((p) => p.id), unscoredId],
      type: 'hiring-manager',
    });
    expect(res.status).toBe(200);
    const started = res.body.data as { download_id: number; job_id: number };
    const before = await t.callOk(
      'projects/participants/reports-zip-progress',
      { project_id: projectId },
      consultant,
    );
    expect(before.status).toBe('queued');
    await t.deps.jobs.drain();
    const progress = await t.callOk(
      'projects/participants/reports-zip-progress',
      { project_id: projectId, download_id: started.download_id },
      consultant,
    );
    expect(progress).toMatchObject({ status: 'done', progress: 100, error: null });
    const row = await t.deps.db
      .selectFrom('downloads')
      .selectAll()
      .where('id', '=', started.download_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'reports-zip',
      status: 'done',
      progress: 100,
      row_count: scored.length,
    });

    const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    // The demo project's language is Indonesian: the archive, its reports and its note speak it.
    expect(file.headers['content-disposition']).toContain(
      'Graduate Intake 2026 (demo) laporan manajer perekrutan',
    );
    const entries = await unzip(file.bytes);
    const pdfs = entries.filter((e) => e.name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(scored.length);
    for (const p of scored) {
      const entry = pdfs.find((e) => e.name.startsWith(p.name));
      expect(entry, p.name).toBeDefined();
      expect(entry!.name).toMatch(/ laporan manajer perekrutan\.pdf$/);
      expect(entry!.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(entry!.data)).toContain('Laporan untuk manajer perekrutan');
    }
    // The one not scored yet is named in a note instead of a report.
    const note = entries.find((e) => e.name === 'belum-dinilai.txt');
    expect(note?.data.toString('utf8')).toContain('Peserta berikut belum dinilai');
    expect(note?.data.toString('utf8')).toContain('Gita Maharani');

    const list = await t.callOk('downloads/datatable', { start: 0, length: 10 }, consultant);
    expect(
      list.data.some(
        (d: { id: number; kind: string }) => d.id === started.download_id && d.kind === 'reports-zip',
      ),
    ).toBe(true);
  });

  it('makes the report type asked for, and the collaborator of the corporate may too', async () => {
    const res = await zipCall({ participant_ids: [scored[0].id], type: 'candidate-feedback' }, collaborator);
    expect(res.status).toBe(200);
    await t.deps.jobs.drain();
    const file = await downloadOf(res, collaborator);
    const [entry] = await unzip(file.bytes);
    expect(entry.name).toContain('umpan balik');
    expect(pdfText(entry.data)).toContain('Laporan umpan balik Anda');
  });

  it('writes the archive, its reports, their names and its note in the language asked for', async () => {
    const res = await zipCall({
      participant_ids: [scored[0].id, unscoredId],
      type: 'technical-appendix',
      lang: 'en',
    });
    expect(res.status).toBe(200);
    await t.deps.jobs.drain();
    const file = await downloadOf(res, consultant);
    expect(file.headers['content-disposition']).toContain('Graduate Intake 2026 (demo) technical appendices');
    const entries = await unzip(file.bytes);
    const pdf = entries.find((e) => e.name.endsWith('.pdf'))!;
    expect(pdf.name).toMatch(/ technical appendix\.pdf$/);
    expect(pdfText(pdf.data)).toContain('Technical appendix');
    const note = entries.find((e) => e.name === 'not-scored.txt');
    expect(note?.data.toString('utf8')).toContain('These participants have not been scored yet');
  });

  it('refuses participants the user may not see, or of another project (404)', async () => {
    const foreign = await zipCall({ participant_ids: [scored[0].id, rival.participantId] });
    expect(foreign.status).toBe(404);
    expect((await zipCall({ participant_ids: [scored[0].id, otherProjectParticipant] })).status).toBe(404);
    expect((await zipCall({ participant_ids: [999999] })).status).toBe(404);
    // Another tenant asking for the demo project's participants.
    expect((await zipCall({ participant_ids: [scored[0].id] }, rival.token)).status).toBe(404);
    expect(
      (await t.call('projects/participants/reports-zip-progress', { project_id: projectId }, rival.token))
        .status,
    ).toBe(404);
    expect((await zipCall({ participant_ids: [scored[0].id] }, await t.anonymousToken())).status).toBe(401);
    const jobs = await t.deps.db
      .selectFrom('downloads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', 'reports-zip')
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(3);
  });

  it('refuses a selection with nobody scored, a type the project does not offer, and bad input (400)', async () => {
    const none = await zipCall({ participant_ids: [unscoredId] });
    expect(none.status).toBe(400);
    expect(none.body.error!.message).toBe(NO_REPORTS_TO_ZIP);
    await t.callOk(
      'projects/update-setting',
      { id: projectId, report_types: ['candidate-feedback'] },
      consultant,
    );
    try {
      const refused = await zipCall({ participant_ids: [scored[0].id] });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toContain('hiring-manager');
    } finally {
      await t.callOk(
        'projects/update-setting',
        { id: projectId, report_types: [...REPORT_TYPES] },
        consultant,
      );
    }
    const empty = await zipCall({ participant_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.message).toContain('participant_ids');
    const badType = await zipCall({ participant_ids: [scored[0].id], type: 'everything' });
    expect(badType.status).toBe(400);
    expect(badType.body.error!.message).toContain('type');
    const badLanguage = await zipCall({ participant_ids: [scored[0].id], lang: 'fr' });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.error!.message).toBe(
      'lang: reports are written in id (Bahasa Indonesia) or en (English), not "fr"',
    );
  });
});
