import type { QtiExportProgress } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { unzip, xsdProblems } from '../../../test/qti-validate';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { runRecordedJob } from '../../jobs/recorded-job';
import type { JobHandler } from '../../lib/job-queue';
import { exportQtiPackage } from '../instruments/qti-export.service';
import { QTI_EXPORT_JOB, qtiExportJob } from './qti-package-export';

// A QTI package written by a job: the call answers at once, the progress call counts the items
// written, and the finished package (fetched from the download list) holds what the export of the
// draft writes. Unknown, removed or forbidden instruments and downloads are refused in en and id.

let t: TestApp;
let admin: string;
const ITEMS = 60;

const newInstrument = async (code: string, items: number) => {
  const { id } = await t.callOk('instruments/new', { code, name: `Bank ${code}`, kind: 'ability' }, admin);
  await t.callOk(
    'instruments/content',
    {
      id,
      sections: [
        {
          title: 'Bank',
          items: Array.from({ length: items }, (_, i) => ({
            id: `q${i + 1}`,
            type: 'single',
            stem: `Question ${i + 1}`,
            options: [
              { id: 'A', text: 'Yes' },
              { id: 'B', text: 'No' },
            ],
            key: 'A',
          })),
        },
      ],
    },
    admin,
  );
  return id as number;
};

const progressOf = (download_id: number, language = 'en') =>
  t.call<QtiExportProgress>('instruments/items/export-qti-progress', { download_id }, admin, {
    'content-language': language,
  });

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

describe('a QTI export job', () => {
  it('answers at once, counts the items written as it runs, then hands out the package', async () => {
    const id = await newInstrument('QTI-JOB', ITEMS);
    const { download_id, job_id } = await t.callOk(
      'instruments/items/export-qti',
      { id, version: '3.0' },
      admin,
    );
    expect((await progressOf(download_id)).body.data).toEqual({
      job_id,
      status: 'queued',
      progress: 0,
      error: null,
      download_id,
      file_name: 'qti-30-QTI-JOB.zip',
      done: 0,
      total: ITEMS,
    });
    // The queue's own runner, with the progress call asked after every report the job makes.
    const seen: { progress: number; done: number }[] = [];
    const handler: JobHandler = async (payload, report) =>
      qtiExportJob(t.deps, payload as { downloadId: number }, async (progress) => {
        await report(progress);
        seen.push((await progressOf(download_id)).body.data as QtiExportProgress);
      });
    const job = {
      id: job_id,
      type: QTI_EXPORT_JOB,
      payload_json: JSON.stringify({ downloadId: download_id }),
      attempts: 0,
    };
    expect(await runRecordedJob(t.deps.db, new Map([[QTI_EXPORT_JOB, handler]]), job)).toBeNull();
    expect(seen).toHaveLength(ITEMS);
    expect(seen.map((s) => s.done)).toEqual(Array.from({ length: ITEMS }, (_, i) => i + 1));
    const percents = seen.map((s) => s.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[0]).toBeGreaterThan(0);
    expect(percents.at(-1)).toBe(95);
    const done = (await progressOf(download_id)).body.data;
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null, done: ITEMS, total: ITEMS });

    const file = await fileCall(t, 'downloads/file', { download_id }, admin);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/zip');
    expect(String(file.headers['content-disposition'])).toContain('qti-30-QTI-JOB.zip');
    const files = await unzip(file.bytes as Buffer);
    expect(xsdProblems((files.get('imsmanifest.xml') as Buffer).toString('utf8'), 'imscp-v3p0.xsd')).toBe('');
    expect([...files.keys()].filter((n) => /^items\/q\d+\.xml$/.test(n))).toHaveLength(ITEMS);
    // Every file as the export of the draft writes it.
    const direct = await unzip((await exportQtiPackage(t.deps, { id, version: '3.0' })).body);
    expect(new Map([...files].map(([n, b]) => [n, b.toString('utf8')]))).toEqual(
      new Map([...direct].map(([n, b]) => [n, b.toString('utf8')])),
    );
  });

  it('ends failed, saying so in the reader language, when the instrument is removed before it runs', async () => {
    const id = await newInstrument('QTI-GONE', 2);
    const { download_id } = await t.callOk('instruments/items/export-qti', { id }, admin);
    await t.callOk('instruments/mark-as-removed', { id }, admin);
    await t.deps.jobs.drain();
    const en = (await progressOf(download_id)).body.data;
    expect(en).toMatchObject({
      status: 'failed',
      error: 'the QTI package could not be written; export it again',
    });
    expect((await progressOf(download_id, 'id')).body.data?.error).toBe(
      'paket QTI tidak dapat dibuat; ekspor lagi',
    );
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown or removed instrument, in en and id', async () => {
    const unknown = await t.call('instruments/items/export-qti', { id: 999_999 }, admin, {
      'content-language': 'id',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Instrumen tidak ditemukan.');
    const id = await newInstrument('QTI-RM', 1);
    await t.callOk('instruments/mark-as-removed', { id }, admin);
    await expectRefusal(t.call('instruments/items/export-qti', { id }, admin), {
      status: 404,
      message: 'Instrument not found.',
    });
  });

  it("answers 404 for an unknown export or another kind's, and 403 to those who are not admins", async () => {
    const unknown = await progressOf(999_999, 'id');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Ekspor tidak ditemukan.');
    const other = await t.deps.db
      .insertInto('downloads')
      .values({
        account_corporate_id: null,
        project_id: null,
        kind: 'participants',
        file_name: 'other.xlsx',
        params_json: '{}',
        created_by: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await progressOf(other.id)).status).toBe(404);
    const id = await newInstrument('QTI-403', 1);
    const { download_id } = await t.callOk('instruments/items/export-qti', { id }, admin);
    const consultant = await t.signIn('consultant');
    expect((await t.call('instruments/items/export-qti', { id }, consultant)).status).toBe(403);
    expect((await t.call('instruments/items/export-qti-progress', { download_id }, consultant)).status).toBe(
      403,
    );
    // The package is the admins': a consultant cannot fetch it from the download list either.
    await t.deps.jobs.drain();
    expect((await fileCall(t, 'downloads/file', { download_id }, consultant)).status).toBe(404);
  });
});
