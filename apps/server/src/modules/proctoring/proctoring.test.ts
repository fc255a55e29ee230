import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROCTORING_EVENT_KINDS, WEBCAM_SNAPSHOT_KIND } from '@asesa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { freshParticipant } from '../../../test/support/test-participants';
import { rivalTenant } from '../../../test/tenants';

let t: TestApp;
let consultant: string;
let outsider: string;
let a: Awaited<ReturnType<typeof freshParticipant>>;
let b: Awaited<ReturnType<typeof freshParticipant>>;

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  outsider = (await rivalTenant(t, { slug: 'rival-proctoring' })).token;
  a = await freshParticipant(t, consultant);
  b = await freshParticipant(t, consultant);
});
afterAll(() => t.close());

const setLevel = (level: string) =>
  t.deps.db
    .updateTable('projects')
    .set({ proctoring_level: level })
    .where('name', '=', 'Graduate Intake 2026 (demo)')
    .execute();

/** A proctoring event sent by participant `a` (the attempt named by `proctoring_id`). */
const track = (event: { proctoring_id: number; status: string; text?: string }) =>
  t.call('test-activities/proctoring-track', { participant_code: a.code, ...event });

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#886644' } })
    .jpeg()
    .toBuffer();

describe('test-activities/proctoring-policy', () => {
  it('tells the page what the project watches, and whether the webcam needs consent', async () => {
    await setLevel('strict');
    expect(await t.callOk('test-activities/proctoring-policy', { participant_code: a.code })).toEqual({
      level: 'strict',
      watches: ['tab', 'focus', 'fullscreen', 'clipboard', 'screens'],
      webcam_required: false,
      snapshot_interval_seconds: 30,
    });
    await setLevel('webcam');
    const webcam = await t.callOk('test-activities/proctoring-policy', { participant_code: a.code });
    expect(webcam).toMatchObject({ level: 'webcam', webcam_required: true });
    expect(webcam.watches).toContain('webcam');
  });
});

describe('test-activities/proctoring-track', () => {
  it('stores each event with its attempt; the reviewer sees counts and a timeline', async () => {
    await setLevel('strict');
    for (const [status, text] of [
      ['tab_hidden', ''],
      ['tab_visible', 'away 4 s'],
      ['copy', ''],
      ['tab_hidden', ''],
    ] as const) {
      const res = await t.callOk('test-activities/proctoring-track', {
        participant_code: a.code,
        proctoring_id: a.submissions[0],
        status,
        text,
      });
      expect(res).toMatchObject({ recorded: true });
    }
    const rows = await t.deps.db
      .selectFrom('proctoring_events')
      .select(['kind', 'detail', 'submission_id'])
      .where('participant_id', '=', a.participantId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.kind)).toEqual(['tab_hidden', 'tab_visible', 'copy', 'tab_hidden']);
    expect(rows[1]).toEqual({ kind: 'tab_visible', detail: 'away 4 s', submission_id: a.submissions[0] });

    const results = await t.callOk(
      'projects/participants/results',
      { participant_id: a.participantId },
      consultant,
    );
    expect(results.integrity).toMatchObject({
      total: 4,
      by_kind: [
        { kind: 'copy', count: 1 },
        { kind: 'tab_hidden', count: 2 },
        { kind: 'tab_visible', count: 1 },
      ],
      proctoring_level: 'strict',
      snapshots: [],
    });
    expect(results.integrity.note).toMatch(/never a verdict/);
    expect(results.integrity.timeline.map((e: { kind: string }) => e.kind)).toEqual(rows.map((r) => r.kind));
    expect(results.integrity.timeline[0].instrument_name).toEqual(expect.any(String));
  });

  it('refuses an unknown status with 400 naming it, and another participant’s attempt with 404', async () => {
    await expectRefusal(
      track({
        proctoring_id: a.submissions[0],
        status: 'looked_away',
      }),
      { status: 400, message: `status: status must be one of ${PROCTORING_EVENT_KINDS.join(', ')}` },
    );
    await expectRefusal(
      track({
        proctoring_id: b.submissions[0],
        status: 'tab_hidden',
      }),
      { status: 404, message: 'Submission not found.' },
    );
    const long = await track({
      proctoring_id: a.submissions[0],
      status: 'copy',
      text: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
  });

  it('records nothing when the project does not proctor', async () => {
    await setLevel('off');
    await expectRefusal(
      track({
        proctoring_id: a.submissions[0],
        status: 'tab_hidden',
      }),
      { status: 409, message: 'This project does not use proctoring.' },
    );
  });
});

describe('webcam snapshots', () => {
  /** POSTs a snapshot as the page does (multipart), answering status, body and headers. */
  const upload = async (participant: typeof a, file: Buffer, submission = participant.submissions[0]) => {
    const boundary = '----asesa-snapshot';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="participant_code"\r\n\r\n${participant.code}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="proctoring_id"\r\n\r\n${submission}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="snapshot"; filename="snap.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-activities/proctoring-snapshot',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('are taken only at the webcam level', async () => {
    await setLevel('strict');
    const res = await upload(a, await jpeg());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This project does not take webcam snapshots.');
  });

  it('are checked by content and size, stored outside the public uploads, limited in rate', async () => {
    await setLevel('webcam');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const notJpeg = await upload(a, png);
    expect(notJpeg.status).toBe(400);
    expect(notJpeg.body.error.message).toBe('snapshot: the snapshot must be a JPEG image');
    const forged = await upload(a, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]));
    expect(forged.status).toBe(400);
    const huge = await upload(a, Buffer.concat([await jpeg(), Buffer.alloc(600 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('snapshot is larger than 0.5 MB');
    const foreign = await upload(a, await jpeg(), b.submissions[0]);
    expect(foreign.status).toBe(404);

    const ok = await upload(a, await jpeg());
    expect(ok.status).toBe(200);
    const again = await upload(a, await jpeg());
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('5');

    const row = await t.deps.db
      .selectFrom('proctoring_events')
      .select(['kind', 'file_path'])
      .where('id', '=', ok.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe(WEBCAM_SNAPSHOT_KIND);
    const stored = await readFile(join(t.deps.env.dataDir, 'proctoring', row.file_path!));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');

    const results = await t.callOk(
      'projects/participants/results',
      { participant_id: a.participantId },
      consultant,
    );
    expect(results.integrity.snapshots).toEqual([{ id: ok.body.data.id, created_at: expect.any(String) }]);
    const file = await fileCall(
      t,
      'projects/participants/proctoring-snapshot',
      { participant_id: a.participantId, snapshot_id: ok.body.data.id },
      consultant,
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // Another tenant's reviewer cannot see it, nor can a snapshot id of another participant be used.
    const rival = await fileCall(
      t,
      'projects/participants/proctoring-snapshot',
      { participant_id: a.participantId, snapshot_id: ok.body.data.id },
      outsider,
    );
    expect(rival.status).toBe(404);
    const mismatched = await fileCall(
      t,
      'projects/participants/proctoring-snapshot',
      { participant_id: b.participantId, snapshot_id: ok.body.data.id },
      consultant,
    );
    expect(mismatched.status).toBe(404);
  });
});
