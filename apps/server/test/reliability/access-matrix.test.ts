import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { rivalTenant } from '../tenants';
import { ACCESS_MATRIX, matrixKey } from './access-matrix';
import { type TenantA, tenantA, valuesForCall } from './access-tenant';
import { recordFigure } from './figures';
import {
  type FileKit,
  fileKit,
  multipart,
  type UploadOp,
  uploadOf,
  uploadParts,
  validUpload,
} from './fuzz-files';
import { type Answer, send } from './fuzz-run';
import { type Operation, operationsOf, sampleOf } from './fuzz-schema';

// Access control: every back-office call of the OpenAPI document (every call that needs
// a token) is made with tenant A's ids by five actors: anonymous, a participant (a device token,
// which is all a participant holds), a collaborator of another corporate, a consultant of another
// consultant account, and an admin. Anonymous answers 401, the participant 401 (calls that need
// only a device token aside), the outsiders 403/404 with none of A's data in the answer and none
// of A's rows changed; admins may where ACCESS_MATRIX says so. A call the matrix does not
// classify fails the suite.

const SUITE = 'access matrix';
type Actor = 'anonymous' | 'participant' | 'otherCollaborator' | 'otherConsultant' | 'admin';
const OUTSIDERS: Actor[] = ['anonymous', 'participant', 'otherCollaborator', 'otherConsultant'];

/** Bookkeeping every call may write (sessions seen, sign-in events, the audit trail, job runs). */
const UNWATCHED = new Set(['sessions', 'auth_events', 'audit_log', 'access_code_events', 'jobs']);
const TENANT_COLUMNS = ['account_consultant_id', 'account_corporate_id', 'project_id'] as const;

let t: TestApp;
let a: TenantA;
let kit: FileKit;
let ops: Operation[];
const tokens = {} as Record<Actor, string | undefined>;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let tables: string[];

beforeAll(async () => {
  t = await startTestApp();
  const consultant = await t.signIn('consultant');
  a = await tenantA(t, consultant);
  rival = await rivalTenant(t, { slug: 'outsider' });
  tokens.anonymous = undefined;
  tokens.participant = await t.anonymousToken();
  tokens.otherCollaborator = rival.token;
  tokens.otherConsultant = rival.consultantToken;
  tokens.admin = await t.signIn('admin');
  kit = await fileKit();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  ops = operationsOf(doc).filter((op) => op.secured);
  tables = (await t.deps.db.introspection.getTables())
    .map((x) => x.name)
    .filter((n) => !UNWATCHED.has(n) && !n.startsWith('pgboss') && !n.startsWith('kysely'));
});
afterAll(() => t?.close());

/**
 * Every row but the outsiders' own (they may change their own profile or sessions): a refused
 * call must leave all of it as it was.
 */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(t.deps.db)
    ).rows;
    out[table] = rows.filter((row) => {
      if (table === 'consultant_accounts' && row.id === rival.consultantId) return false;
      if (table === 'corporate_accounts' && row.id === rival.corporateId) return false;
      return !TENANT_COLUMNS.some(
        (c) =>
          (c === 'account_consultant_id' && row[c] === rival.consultantId) ||
          (c === 'account_corporate_id' && row[c] === rival.corporateId),
      );
    });
  }
  return out;
}

/** Removals and sign-outs go last, so every other call meets tenant A whole. */
const rank = (op: Operation) =>
  /logout/.test(op.path) ? 2 : /mark-as-removed|erase|password/.test(op.path) ? 1 : 0;

async function callAs(op: Operation, who: Actor): Promise<Answer> {
  const token = tokens[who];
  if (op.method === 'get') return send(t, { method: 'GET', path: op.path, token });
  if (op.multipart) {
    const upload: UploadOp = uploadOf(op, op.description);
    const body = multipart(uploadParts(upload, a, validUpload(upload, kit)));
    return send(t, { method: 'POST', path: op.path, token, ...body });
  }
  const body = JSON.stringify(op.body ? sampleOf(op.body, valuesForCall(a, op.path)) : {});
  return send(t, { method: 'POST', path: op.path, token, body, contentType: 'application/json' });
}

/** Why an outsider's answer breaks the matrix, or null. */
function outsiderProblem(op: Operation, who: Actor, answer: Answer): string | null {
  const rule = ACCESS_MATRIX[matrixKey(op)];
  if (answer.status >= 500) return `${answer.status}`;
  const leaked = a.markers.find((m) => answer.text.includes(m));
  if (leaked) return `leaks "${leaked}" (${answer.status})`;
  if (who === 'anonymous' || rule.kind === 'api-key')
    return answer.status === 401 ? null : `answers ${answer.status}, not 401`;
  if (who === 'participant') {
    if (rule.kind === 'device') return null;
    return answer.status === 401 || answer.status === 403 ? null : `answers ${answer.status}, not 401/403`;
  }
  if (rule.kind === 'admin') return answer.status === 403 ? null : `answers ${answer.status}, not 403`;
  if (rule.kind === 'tenant')
    return [403, 404].includes(answer.status) ? null : `answers ${answer.status}, not 403/404`;
  return null;
}

describe('route × role × tenant matrix', () => {
  it('classifies every back-office call of the OpenAPI document, and only those', () => {
    const keys = ops.map(matrixKey);
    expect(keys.filter((k) => !ACCESS_MATRIX[k])).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
    recordFigure(SUITE, 'back-office routes classified', `${keys.length} of ${keys.length}`);
  });

  it("sees tenant A's data in the answers of A's own consultant (the leak check is not blind)", async () => {
    const own = await t.signIn('consultant');
    const res = await send(t, {
      method: 'POST',
      path: 'projects/participants/datatable',
      token: own,
      body: JSON.stringify({ project_id: a.projectId }),
      contentType: 'application/json',
    });
    expect(a.markers.some((m) => res.text.includes(m))).toBe(true);
  });

  it('refuses anonymous callers, participants and other tenants, who see and change nothing of A', async () => {
    const problems: string[] = [];
    let leaks = 0;
    let calls = 0;
    for (const op of [...ops].sort((x, y) => rank(x) - rank(y))) {
      const before = await snapshot();
      for (const who of OUTSIDERS) {
        const answer = await callAs(op, who);
        calls++;
        const why = outsiderProblem(op, who, answer);
        if (why?.startsWith('leaks')) leaks++;
        if (why) problems.push(`${matrixKey(op)} as ${who}: ${why} ${answer.text.slice(0, 160)}`);
      }
      const after = await snapshot();
      for (const table of tables)
        if (JSON.stringify(before[table]) !== JSON.stringify(after[table]))
          problems.push(`${matrixKey(op)}: changed ${table}`);
    }
    recordFigure(SUITE, 'routes × outsiders called', calls);
    recordFigure(SUITE, 'leaks and changes found', problems.length);
    recordFigure(SUITE, 'leaks of tenant A data', leaks);
    expect(problems).toEqual([]);
  });

  it('lets the admin make the calls the spec gives admins, and refuses the others', async () => {
    const wrong: string[] = [];
    for (const op of [...ops].sort((x, y) => rank(x) - rank(y))) {
      const rule = ACCESS_MATRIX[matrixKey(op)];
      const answer = await callAs(op, 'admin');
      if (answer.status >= 500) wrong.push(`${matrixKey(op)}: ${answer.status}`);
      else if (rule.adminRefused && answer.status !== 403)
        wrong.push(`${matrixKey(op)}: ${answer.status}, not 403`);
      // Device calls (sign-in with the sample's wrong password) may refuse anybody.
      else if (rule.kind === 'api-key' && answer.status !== 401)
        wrong.push(`${matrixKey(op)}: ${answer.status}, not 401`);
      else if (
        !['device', 'api-key'].includes(rule.kind) &&
        !rule.adminRefused &&
        [401, 403].includes(answer.status)
      )
        wrong.push(`${matrixKey(op)}: ${answer.status}`);
    }
    recordFigure(SUITE, 'routes × roles × tenants covered', ops.length * (OUTSIDERS.length + 1));
    expect(wrong).toEqual([]);
  });
});
