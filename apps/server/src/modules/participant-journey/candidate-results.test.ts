import { createHmac } from 'node:crypto';
import { REPORT_NOT_SHARED } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { journeyParticipant } from '../../../test/support/journey.fixtures';
import { expectRefusal } from '../../../test/support/refusals';
import { scoreParticipant } from '../../../test/support/test-fixtures';
import { demoCorporateProject } from '../../../test/tenants';
import { RESULTS_LINK_EXPIRED, RESULTS_LINK_INVALID, RESULTS_NOT_READY } from './candidate-results';

let t: TestApp;
let shared: Awaited<ReturnType<typeof demoCorporateProject>>;
let kept: Awaited<ReturnType<typeof demoCorporateProject>>;
const codes: Record<'scored' | 'other' | 'waiting' | 'keptScored', { id: number; code: string }> =
  {} as never;

const participant = (project: { id: number; account_corporate_id: number }, name: string) =>
  journeyParticipant(t, project, name);

beforeAll(async () => {
  t = await startTestApp();
  shared = await demoCorporateProject(t, 'Shares Results');
  kept = await demoCorporateProject(t, 'Keeps Results');
  await t.deps.db.updateTable('projects').set({ show_results: 1 }).where('id', '=', shared.id).execute();
  codes.scored = await participant(shared, 'Sari Scored');
  codes.other = await participant(shared, 'Oki Other');
  codes.waiting = await participant(shared, 'Wati Waiting');
  codes.keptScored = await participant(kept, 'Kiki Kept');
  for (const p of [codes.scored, codes.other, codes.keptScored]) await scoreParticipant(t, p.id);
  await t.deps.db
    .updateTable('participants')
    .set({ status: 'completed' })
    .where('id', '=', codes.waiting.id)
    .execute();
});
afterAll(() => t.close());

const signed = (code: string) => t.callOk('test-activities/participants-signed', { participant_code: code });

describe('completion polling (participants-signed)', () => {
  it('says when the score is ready and hands out a signed link only when the project shares results', async () => {
    const waiting = await signed(codes.waiting.code);
    expect(waiting).toEqual({
      participant_code: codes.waiting.code,
      name: 'Wati Waiting',
      status: 'completed',
      show_results: true,
      results_ready: false,
      params: null,
    });
    const ready = await signed(codes.scored.code);
    expect(ready).toMatchObject({ status: 'scored', show_results: true, results_ready: true });
    expect(ready.params).toMatch(new RegExp(`^${codes.scored.code}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const keptAnswer = await signed(codes.keptScored.code);
    expect(keptAnswer).toMatchObject({ show_results: false, results_ready: true, params: null });
  });
});

describe('results verification (results-verify)', () => {
  it('accepts its own signed link and names the participant', async () => {
    const { params } = await signed(codes.scored.code);
    const verified = await t.callOk('test-activities/results-verify', { params });
    expect(verified).toMatchObject({
      participant_code: codes.scored.code,
      name: 'Sari Scored',
      project_name: 'Shares Results',
      verified: true,
    });
  });

  it('refuses a tampered, borrowed, expired or malformed link', async () => {
    const { params } = await signed(codes.scored.code);
    const [code, expires, signature] = params.split('.');
    await expectRefusal(
      t.call('test-activities/results-verify', {
        params: `${code}.${Number(expires) + 1000}.${signature}`,
      }),
      { status: 403, message: RESULTS_LINK_INVALID },
    );

    // Another participant's code with this participant's signature opens nothing.
    const other = await signed(codes.other.code);
    const borrowed = await t.call('test-activities/results-verify', {
      params: `${codes.other.code}.${expires}.${signature}`,
    });
    expect(borrowed.status).toBe(403);
    expect(other.params).not.toContain(signature);

    const { results_secret } = await t.deps.db
      .selectFrom('participants')
      .select('results_secret')
      .where('id', '=', codes.scored.id)
      .executeTakeFirstOrThrow();
    const past = `${code}.${Date.now() - 1000}`;
    await expectRefusal(
      t.call('test-activities/results-verify', {
        params: `${past}.${createHmac('sha256', results_secret!).update(past).digest('base64url')}`,
      }),
      { status: 403, message: RESULTS_LINK_EXPIRED },
    );

    await expectRefusal(t.call('test-activities/results-verify', { params: 'nonsense' }), {
      status: 400,
      message: `params: ${RESULTS_LINK_INVALID}`,
    });
  });
});

describe('the candidate results (candidate, ability-summaries, export)', () => {
  it("answers the candidate's own results in plain words, Indonesian by default and English on request", async () => {
    const id = await t.callOk('test-activities/candidate', { participant_code: codes.scored.code });
    expect(id).toMatchObject({
      participant_code: codes.scored.code,
      name: 'Sari Scored',
      project_name: 'Shares Results',
      language: 'id',
    });
    expect(id.instruments.length).toBeGreaterThan(0);
    expect(id.instruments[0].summary).toMatch(/^Anda menjawab 0 dari \d+ soal dengan benar\.$/);
    const en = await t.callOk('test-activities/candidate', {
      participant_code: codes.scored.code,
      lang: 'en',
    });
    expect(en.language).toBe('en');
    expect(en.instruments[0].summary).toMatch(/^You answered 0 of \d+ questions correctly\.$/);
    // Nothing of another participant, and no raw norm or key data.
    const text = JSON.stringify(en);
    expect(text).not.toContain('Oki Other');
    expect(text).not.toContain('"key"');
    expect(text).not.toContain('norm');
  });

  it('ability summaries follow Content-Language', async () => {
    const en = await t.call(
      'test-activities/ability-summaries',
      { participant_code: codes.scored.code },
      undefined,
      {
        'content-language': 'en',
      },
    );
    expect(en.status).toBe(200);
    const rows = en.body.data as { instrument_name: string; level_label: string; summary: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.summary.length).toBeGreaterThan(0);
    const id = await t.callOk('test-activities/ability-summaries', { participant_code: codes.scored.code });
    expect(rows[0]).toMatchObject({ dimension_name: 'General reasoning', level_label: 'Below average' });
    expect(rows[0].summary).toMatch(
      /^Your score is below average compared with the reference group \(\d+ out of 10\)\.$/,
    );
    expect(id[0].level_label).toBe('Di bawah rata-rata');
    expect(id[0].summary).toMatch(
      /^Skor Anda tergolong di bawah rata-rata dibandingkan kelompok pembanding \(\d+ dari 10\)\.$/,
    );
  });

  it('refuses with 403 when the project does not share results, 409 while scoring runs', async () => {
    for (const path of ['test-activities/candidate', 'test-activities/ability-summaries'] as const) {
      await expectRefusal(t.call(path, { participant_code: codes.keptScored.code }), {
        status: 403,
        message: REPORT_NOT_SHARED,
      });
      await expectRefusal(t.call(path, { participant_code: codes.waiting.code }), {
        status: 409,
        message: RESULTS_NOT_READY,
      });
    }
    await expectRefusal(
      t.call('test-activities/results-verify', {
        params: `${codes.keptScored.code}.${Date.now() + 60_000}.${'x'.repeat(43)}`,
      }),
      { status: 403, message: REPORT_NOT_SHARED },
    );
    const pdf = await fileCall(t, 'test-activities/export', { participant_codes: codes.keptScored.code });
    expect(pdf.status).toBe(403);
    expect(pdf.json!.error!.message).toBe(REPORT_NOT_SHARED);
  });

  it('exports the PDF report of the candidate when the project shares results', async () => {
    const pdf = await fileCall(t, 'test-activities/export', {
      participant_codes: codes.scored.code,
      lang: 'en',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('unknown codes answer 404; revoked and expired codes are refused with clear messages', async () => {
    for (const path of [
      'test-activities/candidate',
      'test-activities/ability-summaries',
      'test-activities/participants-signed',
    ] as const) {
      await expectRefusal(t.call(path, { participant_code: 'NOBODY-0000' }), {
        status: 404,
        message: 'Participant code not found.',
      });
    }
    const unknownPdf = await fileCall(t, 'test-activities/export', { participant_codes: 'NOBODY-0000' });
    expect(unknownPdf.status).toBe(404);

    const revoked = await participant(shared, 'Rudi Revoked');
    await scoreParticipant(t, revoked.id);
    await t.deps.db
      .updateTable('participants')
      .set({ status: 'revoked' })
      .where('id', '=', revoked.id)
      .execute();
    await expectRefusal(t.call('test-activities/candidate', { participant_code: revoked.code }), {
      status: 403,
      message: 'This participant code was revoked. Please contact the organiser.',
    });

    // A code that expired before its test started (a candidate who finished keeps their results).
    const expired = await participant(shared, 'Eko Expired');
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    await expectRefusal(t.call('test-activities/ability-summaries', { participant_code: expired.code }), {
      status: 410,
      message: 'This participant code has expired. Please contact the organiser.',
    });
  });
});
