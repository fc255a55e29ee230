// Server-side request forgery through a corporate's callback_url: the server must never be made
// to send partner events inside its own network. Saving such a URL is refused; a URL that gets
// in anyway (saved before the rule, or a name whose DNS later points inward) is refused again at
// delivery, on the connection's own lookup, and no byte reaches the inside server.

import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../src/config/outbound-ranges';
import { nowIso } from '../../src/lib/clock';
import { addressRefused } from '../../src/lib/outbound/outbound-address';
import { startTestApp, type TestApp } from '../harness';
import { idOfRow } from '../support/row-ids';
import { freshParticipant } from '../support/test-participants';
import { recordFigure } from './figures';

const SUITE = 'outbound requests (SSRF)';

let t: TestApp;
let consultant: string;
let inside: Server;
let insidePort: number;
let hits = 0;
let corporateId: number;

beforeAll(async () => {
  // An "internal service" on loopback, which the probe could make the server POST to.
  inside = createServer((_req, res) => {
    hits += 1;
    res.end('secret');
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  insidePort = (inside.address() as AddressInfo).port;
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  corporateId = await idOfRow(t, 'corporate_accounts', 'slug', 'demo');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => inside.close(resolve));
});

const inwardUrls = () => [
  `http://127.0.0.1:${insidePort}/hook`,
  `http://localhost.:${insidePort}/hook`,
  `http://[::ffff:127.0.0.1]:${insidePort}/hook`,
  `http://0x7f000001:${insidePort}/hook`,
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://10.0.0.1/hook',
  'http://[::1]/hook',
];

describe('callback_url', () => {
  it('is refused when saved if it points inside, whatever the spelling', async () => {
    const urls = [...inwardUrls(), 'file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'ftp://10.0.0.1/'];
    for (const callback_url of urls) {
      const res = await t.call('accounts/corporates/update', { id: corporateId, callback_url }, consultant);
      expect(res.status, callback_url).toBe(400);
      expect(res.body.error!.field, callback_url).toBe('callback_url');
    }
    recordFigure(SUITE, 'inward or non-http callback URLs refused at save', urls.length);
  });

  it('that gets in anyway is refused at delivery: failed at once, nothing reaches the inside', async () => {
    // The machine's own name, as the system resolver answers it (/etc/hosts): a real name that
    // resolves inward, like a partner's DNS re-pointed at the server's network.
    const ownName = hostname();
    const own = await lookup(ownName).catch(() => null);
    const inward = own !== null && addressRefused(own.address, outboundPolicy(''));
    const urls = [...inwardUrls(), ...(inward ? [`http://${ownName}:${insidePort}/hook`] : [])];
    recordFigure(SUITE, `the machine's name (${ownName}) resolves to`, own?.address ?? 'nothing');
    const failed: string[] = [];
    for (const url of urls) {
      // Written past the service, as a URL saved before the rule or a name re-pointed later.
      await t.deps.db
        .updateTable('corporate_accounts')
        .set({ callback_url: url })
        .where('id', '=', corporateId)
        .execute();
      const p = await freshParticipant(t, consultant);
      await t.deps.db
        .updateTable('submissions')
        .set({ state: 'finished', finished_at: nowIso() })
        .where('id', '=', p.submissions[0])
        .execute();
      const sent = await t.callOk('partner/send-event', {
        participant_code: p.code,
        event: 'finish_section',
        submission_id: p.submissions[0],
      });
      await t.deps.jobs.drain();
      await t.deps.jobs.retryNow();
      await t.deps.jobs.drain();
      const row = await t.deps.db
        .selectFrom('partner_events')
        .select(['status', 'attempts', 'last_error'])
        .where('id', '=', sent.id)
        .executeTakeFirstOrThrow();
      expect(row.status, url).toBe('failed');
      expect(row.attempts, url).toBe(1);
      expect(row.last_error, url).toMatch(/^InwardAddressError: /);
      failed.push(url);
    }
    expect(hits).toBe(0);
    recordFigure(SUITE, 'inward deliveries refused (sent: 0)', failed.length);
  });
});
