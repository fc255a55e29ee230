import { INVALID_SLUG_MESSAGE } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { solvedProof } from '../../../test/support/proof-of-work';
import { expectRefusal } from '../../../test/support/refusals';
import { corporateRow, demoProject } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { ACCESS_CODE_THROTTLED_MESSAGE } from './access-code-throttle';

// Small limits so the throttle is reached quickly; a 15-minute window.
let t: TestApp;
let consultant: string;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      ACCESS_CODE_RATE_LIMIT_PER_IP: '4',
      ACCESS_CODE_RATE_LIMIT_PER_CODE: '3',
      ACCESS_CODE_RATE_LIMIT_GLOBAL: '10',
      ACCESS_CODE_RATE_WINDOW_MINUTES: '15',
    },
  });
  consultant = await t.signIn('consultant');
});
afterAll(() => t.close());

const submit = (body: Record<string, string>, ip: string) =>
  t.call('test-activities/submit-code', body, undefined, { 'x-forwarded-for': ip });

/** Fresh access codes of the demo project, as its consultant draws them. */
const newCodes = async (count: number) =>
  t.callOk('unique-codes/generate', { project_id: (await demoProject(t)).id, count }, consultant);

/** Forgets earlier failures, so each case starts below every limit. */
const forgetFailures = () => t.deps.db.deleteFrom('access_code_events').execute();

describe('test-activities/corporate-slug', () => {
  it('answers the corporate’s legal_name and thumbnail logo for its slug', async () => {
    await t.deps.db
      .updateTable('corporate_accounts')
      .set({ logo_path: '/uploads/logos/a.png', logo_thumbnail: '/uploads/logos/a-thumb.webp' })
      .where('slug', '=', 'demo')
      .execute();
    const res = await t.callOk('test-activities/corporate-slug', { slug: 'demo' });
    expect(res).toEqual({
      corporate: {
        name: 'Demo Corporation',
        legal_name: 'PT Demo Korporasi Tbk',
        logo_path: { thumbnail: '/uploads/logos/a-thumb.webp', path: '/uploads/logos/a.png' },
      },
    });
  });

  it("answers 404 'invalid url' for an unknown or removed slug", async () => {
    await expectRefusal(t.call('test-activities/corporate-slug', { slug: 'no-such-corporate' }), {
      status: 404,
      message: INVALID_SLUG_MESSAGE,
    });
    expect(INVALID_SLUG_MESSAGE).toBe('invalid url');
    const now = nowIso();
    const consultantId = (
      await t.deps.db.selectFrom('consultant_accounts').select('id').executeTakeFirstOrThrow()
    ).id;
    await t.deps.db
      .insertInto('corporate_accounts')
      .values({
        ...corporateRow(
          {
            account_consultant_id: consultantId,
            name: 'Gone',
            legal_name: 'PT Gone',
            slug: 'gone',
            title: '',
          },
          now,
        ),
        removed_at: now,
      })
      .execute();
    const removed = await t.call('test-activities/corporate-slug', { slug: 'gone' });
    expect(removed.body.error!.message).toBe('invalid url');
    await expectRefusal(t.call('test-activities/corporate-slug', { slug: '' }), {
      status: 400,
      message: 'slug: slug is required',
    });
  });

  it('a code submitted on a slug page must belong to that corporate', async () => {
    const { codes } = await newCodes(1);
    const elsewhere = await submit({ code: codes[0], slug: 'gone' }, '10.0.0.50');
    expect(elsewhere.status).toBe(404);
    const here = await submit({ code: codes[0], slug: 'demo' }, '10.0.0.50');
    expect(here.body.data).toMatchObject({ is_redirect: true, is_used: false });
  });
});

describe('submit-code throttling', () => {
  it('per IP: after the limit of failures the IP gets 429 with Retry-After, other IPs do not', async () => {
    await forgetFailures();
    for (const code of ['AAAAA1', 'AAAAA2', 'AAAAA3', 'AAAAA4']) {
      expect((await submit({ code }, '10.0.0.1')).status).toBe(404);
    }
    const blocked = await submit({ code: 'DEMO01' }, '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.body.error!.message).toBe(ACCESS_CODE_THROTTLED_MESSAGE);
    // In the candidate's language when the page asks for it.
    const inIndonesian = await t.call('test-activities/submit-code', { code: 'DEMO01' }, undefined, {
      'x-forwarded-for': '10.0.0.1',
      'content-language': 'id',
    });
    expect(inIndonesian.body.error!.message).toBe(
      'Terlalu banyak kode akses yang dicoba: browser harus menyelesaikan pemeriksaan singkat sebelum kode ini diperiksa.',
    );
    // With the challenge solved, the code is looked up: a real code opens even from this address.
    expect(blocked.body.error!.reason).toBe('challenge_required');
    const proof = await solvedProof(blocked.body.error!.challenge);
    expect(
      (
        await t.call('test-activities/submit-code', { code: 'DEMO01' }, undefined, {
          'x-forwarded-for': '10.0.0.1',
          ...proof,
        })
      ).status,
    ).toBe(200);
    // The valid code still opens from another address.
    expect((await submit({ code: 'DEMO01' }, '10.0.0.2')).status).toBe(200);
  });

  it('per code: wrong e-mails for a used code are limited whatever the IP', async () => {
    await forgetFailures();
    const { codes } = await newCodes(1);
    const [code] = codes;
    await submit({ code, email: 'owner@example.com' }, '10.0.1.1');
    for (let i = 0; i < 3; i++) {
      const wrong = await submit({ code, email: `guess${i}@example.com` }, `10.0.1.${10 + i}`);
      expect(wrong.status).toBe(400);
    }
    const blocked = await submit({ code, email: 'owner@example.com' }, '10.0.1.99');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('globally: over the limit spread over many IPs, no address gets another guess, fresh ones included', async () => {
    await forgetFailures();
    for (let i = 0; i < 10; i++) {
      expect((await submit({ code: `ZZZZ${String(i).padStart(2, '0')}` }, `10.0.2.${i}`)).status).toBe(404);
    }
    // A fresh address buys no guess past the installation-wide limit...
    const blocked = await submit({ code: 'ZZZZ99' }, '10.0.3.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error!.message).toBe(ACCESS_CODE_THROTTLED_MESSAGE);
    // ...nor does one that has failed already.
    expect((await submit({ code: 'ZZZZ98' }, '10.0.2.0')).status).toBe(429);
  });

  it('records failures and refusals for the admins to review; old failures fall out of the window', async () => {
    const events = await t.deps.db
      .selectFrom('access_code_events')
      .select(['kind', 'code', 'ip', 'reason'])
      .orderBy('id')
      .execute();
    expect(events.filter((e) => e.kind === 'failed')).toHaveLength(10);
    expect(events.find((e) => e.ip === '10.0.3.1')).toEqual({
      kind: 'throttled',
      code: 'ZZZZ99',
      ip: '10.0.3.1',
      reason: 'global',
    });
    // Admins review them (newest first); nobody else may.
    const admin = await t.signIn('admin');
    const page = await t.callOk('unique-codes/attempts', { search: { value: '10.0.3.1' } }, admin);
    expect(page.recordsFiltered).toBe(1);
    // The code tried is masked in the review (it may be a real code used with another e-mail).
    expect(page.data[0]).toMatchObject({ kind: 'throttled', code: 'ZZ••••', reason: 'global' });
    const all = await t.callOk('unique-codes/attempts', {}, admin);
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);
    expect((await t.call('unique-codes/attempts', {}, consultant)).status).toBe(403);
    await t.deps.db
      .updateTable('access_code_events')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    expect((await submit({ code: 'ZZZZ99' }, '10.0.3.1')).status).toBe(404);
  });

  it('globally: an address where a code opened lately goes on, a typo included, within its own limit', async () => {
    await forgetFailures();
    const { codes } = await newCodes(4);
    // Two test centres: at each, one candidate opens a code before the guessing starts.
    const centre = '10.0.5.1';
    const otherCentre = '10.0.5.2';
    expect((await submit({ code: codes[0] }, centre)).status).toBe(200);
    expect((await submit({ code: codes[3] }, otherCentre)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await submit({ code: `YYYY${String(i).padStart(2, '0')}` }, `10.0.6.${i}`)).status).toBe(404);
    }
    expect((await submit({ code: codes[1] }, '10.0.7.1')).status).toBe(429);
    // The next candidate there mistypes, then opens their code; the limit is spent all along.
    expect((await submit({ code: 'YYYY99' }, centre)).status).toBe(404);
    expect((await submit({ code: codes[1] }, centre)).status).toBe(200);
    // The address's own limit still holds: 4 failures in the window, then 429 for it too.
    for (const code of ['YYYY97', 'YYYY96', 'YYYY95'])
      expect((await submit({ code }, centre)).status).toBe(404);
    expect((await submit({ code: codes[2] }, centre)).status).toBe(429);
    // A code opened long ago no longer makes the address known.
    await t.deps.db
      .updateTable('access_code_events')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('ip', '=', otherCentre)
      .execute();
    const stale = await submit({ code: codes[2] }, otherCentre);
    expect(stale.status).toBe(429);
    const refusals = await t.deps.db
      .selectFrom('access_code_events')
      .select(['ip', 'reason'])
      .where('kind', '=', 'throttled')
      .orderBy('id')
      .execute();
    expect(refusals).toEqual([
      { ip: '10.0.7.1', reason: 'global' },
      { ip: centre, reason: 'ip' },
      { ip: otherCentre, reason: 'global' },
    ]);
    // Codes that opened are kept without the code, and are no guesses for the admins' review.
    const opened = await t.deps.db
      .selectFrom('access_code_events')
      .select(['code', 'ip'])
      .where('kind', '=', 'opened')
      .orderBy('id')
      .execute();
    expect(opened).toEqual([
      { code: '', ip: centre },
      { code: '', ip: otherCentre },
      { code: '', ip: centre },
    ]);
    const page = await t.callOk('unique-codes/attempts', { length: 100 }, await t.signIn('admin'));
    expect(page.data.every((r: { kind: string }) => r.kind === 'failed' || r.kind === 'throttled')).toBe(
      true,
    );
    expect(page.recordsTotal).toBe(14 + 3);
  });

  it('successful codes never count as failures; they are kept without the code, for their address', async () => {
    await forgetFailures();
    const { codes } = await newCodes(6);
    // The first is redeemed with an e-mail, so it is bound to it (one redeemed without e-mail and
    // never registered would be resumed by its code alone).
    for (const code of codes)
      expect(
        (await submit(code === codes[0] ? { code, email: 'first@example.com' } : { code }, '10.0.4.1'))
          .status,
      ).toBe(200);
    const events = await t.deps.db.selectFrom('access_code_events').select(['kind', 'code']).execute();
    expect(events).toEqual(codes.map(() => ({ kind: 'opened', code: '' })));
    // A used code answered without its e-mail opens nothing: no record at all.
    expect((await submit({ code: codes[0] }, '10.0.4.2')).body.data).toMatchObject({ is_redirect: false });
    expect(
      await t.deps.db.selectFrom('access_code_events').selectAll().where('ip', '=', '10.0.4.2').execute(),
    ).toEqual([]);
  });
});
