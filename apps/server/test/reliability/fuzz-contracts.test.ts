import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type TenantA, tenantA, valuesForCall } from './access-tenant';
import { recordFigure } from './figures';
import { HOSTILE_VALUES, payloadsFor, prng } from './fuzz-payloads';
import { judge, seedOf, send } from './fuzz-run';
import { type Operation, operationsOf, sampleOf } from './fuzz-schema';

// Bad input: every JSON and GET call of the OpenAPI document (so every call of the
// contracts, new ones included) gets FUZZ_COUNT invalid payloads made from its own schema, sent
// by a user the call serves (so validation and the handler run, not just the access check).
// No answer may be a 5xx; every refusal is a 4xx of the agreed list with a message.
// Uploads have their own suite (fuzz-uploads.test.ts).

const COUNT = Number(process.env.FUZZ_COUNT ?? (process.env.TEST_DB_ENGINE === 'postgres' ? 300 : 1000));
const SUITE = 'fuzzer';

type Role = 'admin' | 'consultant' | 'collaborator';
const ROLES: Role[] = ['admin', 'consultant', 'collaborator'];

let t: TestApp;
let a: TenantA;
const tokens = {} as Record<Role | 'participant', string>;
let ops: Operation[];
let apiKey: string;
/** Calls made with an API key say so in who may call them. */
const takesApiKey = (op: Operation) =>
  /holding a corporate's API key|Greenhouse, holding/.test(op.description);

/** Calls that undo the fixture (removals, sign-outs) go last, so the others meet tenant A whole. */
const rank = (op: Operation) =>
  /^auth\/logout/.test(op.path)
    ? 4
    : /^accounts\/(consultants|corporates)\/mark-as-removed/.test(op.path)
      ? 3
      : /^projects\/mark-as-removed/.test(op.path)
        ? 2
        : /mark-as-removed|password/.test(op.path)
          ? 1
          : 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) tokens[role] = await t.signIn(role);
  tokens.participant = await t.anonymousToken();
  a = await tenantA(t, tokens.consultant);
  // The ATS calls take a corporate's API key, not a session: fuzzing them needs one.
  apiKey = (
    await t.callOk(
      'ats/keys/new',
      { account_corporate_id: a.corporateId, name: 'fuzzer', scopes: ['results:read', 'tests:send'] },
      tokens.consultant,
    )
  ).key;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  ops = operationsOf(doc)
    .filter((op) => !op.multipart)
    .sort((x, y) => rank(x) - rank(y));
});
afterAll(() => t?.close());

/** A fuzz run may sign its own user out or change it: sign in again when the token stopped working. */
async function freshToken(role: Role): Promise<string> {
  const probe = await send(t, {
    method: 'POST',
    path: 'auth/whoami',
    token: tokens[role],
    body: '{}',
    contentType: 'application/json',
  });
  if (probe.status === 401) tokens[role] = await t.signIn(role).catch(() => tokens[role]);
  return tokens[role];
}

/** The first role the call serves, judged by a plausible body: fuzzing then reaches validation. */
async function tokenFor(op: Operation, body: string): Promise<{ role: string; token: string }> {
  if (!op.secured) return { role: 'participant', token: tokens.participant };
  if (takesApiKey(op)) return { role: 'ats', token: apiKey };
  for (const role of ROLES) {
    const token = await freshToken(role);
    const res = await send(t, {
      method: op.method === 'get' ? 'GET' : 'POST',
      path: op.path,
      token,
      ...(op.method === 'get' ? {} : { body, contentType: 'application/json' }),
    });
    if (res.status !== 401 && res.status !== 403) return { role, token };
  }
  return { role: 'admin', token: tokens.admin };
}

/** GET calls take no body: their hostile input is the query string. */
function queryStrings(path: string, count: number): string[] {
  const rand = prng(seedOf(path));
  const fixed = [
    '?',
    '?%',
    '?%zz',
    '?a=%00',
    `?${'a['.repeat(2000)}=1`,
    `?${'x'.repeat(60_000)}=1`,
    '?__proto__[x]=1',
  ];
  const out = [...fixed];
  while (out.length < count) {
    const value = rand.pick(HOSTILE_VALUES);
    // A lone surrogate cannot be percent-encoded: a round trip through UTF-8 turns it into U+FFFD.
    const raw = typeof value === 'string' ? value : JSON.stringify(value).slice(0, 5000);
    const text = Buffer.from(raw).toString();
    out.push(`?${rand.pick(['id', 'q', 'lang', 'participant_code'])}=${encodeURIComponent(text)}`);
  }
  return out;
}

describe('contract fuzzer', () => {
  let tried = 0;
  let covered = 0;
  const serverErrors: string[] = [];

  it('serves a document with the calls of the contracts', () => {
    expect(ops.length).toBeGreaterThan(200);
  });

  it(`answers ${COUNT} invalid payloads per JSON call with a 4xx and a message, never a 5xx`, async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const started = Date.now();
      const sample = op.body ? sampleOf(op.body, valuesForCall(a, op.path)) : undefined;
      const { role, token } = await tokenFor(op, JSON.stringify(sample ?? {}));
      const found: string[] = [];
      if (op.method === 'get') {
        for (const query of queryStrings(op.path, COUNT)) {
          const why = judge(await send(t, { method: 'GET', path: `${op.path}${query}`, token }));
          tried++;
          if (why) found.push(`${query.slice(0, 60)} → ${why}`);
        }
      } else {
        const payloads = payloadsFor(op.body, sample, COUNT, seedOf(op.path));
        for (const p of payloads) {
          const answer = await send(t, {
            method: 'POST',
            path: op.path,
            token,
            body: p.body,
            contentType: p.contentType,
          });
          tried++;
          const why = judge(answer);
          if (why) found.push(`${p.label} → ${why}`);
          if (answer.status >= 500) serverErrors.push(`${op.path}: ${p.label}`);
        }
      }
      covered++;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (found.length)
        problems.push(`${op.path} as ${role} (${found.length}): ${found.slice(0, 4).join(' | ')}`);
      if (process.env.FUZZ_VERBOSE)
        console.log(`${op.path} as ${role}: ${seconds}s, ${found.length} problems`);
    }
    recordFigure(SUITE, 'JSON and GET calls fuzzed', covered);
    recordFigure(SUITE, 'payloads per call', COUNT);
    recordFigure(SUITE, 'payloads tried', tried);
    recordFigure(SUITE, '5xx answers', serverErrors.length);
    recordFigure(SUITE, 'answers outside the rules (5xx, no message, odd status)', problems.length);
    expect(problems).toEqual([]);
    // Some 240,000 requests: minutes on a quiet machine, far more on a loaded one.
  }, 3_600_000);
});
