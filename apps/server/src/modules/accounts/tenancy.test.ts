import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAndSignIn,
  buildTenant,
  imageBuffer,
  type Tenant,
  upload,
} from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { uploadsDir } from '../../lib/storage';

/**
 * The cross-tenant matrix: tenant A (a consultant account with a corporate, collaborators,
 * sectors and credits) against the users of tenant B and the collaborator of A's sibling
 * corporate. For every accounts and tenancy call that takes an id, each of them gets 404 (the same answer
 * as an unknown id) or 403 where the role may never make the call, and the database is unchanged.
 */

let t: TestApp;
let admin: string;
let a: Tenant;
let b: Tenant;
let sibling: { corporateId: number; collaborator: string };
let png: Buffer;

const TABLES = [
  'consultant_accounts',
  'corporate_accounts',
  'sectors',
  'users',
  'user_invitations',
  'credit_ledger',
  'outbox',
  'jobs',
  'sessions',
  'auth_events',
] as const;

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    tables[table] = await t.deps.db.selectFrom(table).selectAll().orderBy('id').execute();
  }
  const files = readdirSync(join(uploadsDir(t.deps.env)), { recursive: true })
    .map(String)
    .sort();
  return { tables, files };
}

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  a = await buildTenant(t, admin, 'alpha');
  b = await buildTenant(t, admin, 'bravo');
  const corp = await t.callOk(
    'accounts/corporates/new',
    { name: 'Alpha Sister', legal_name: 'PT Alpha Sister', slug: 'alpha-sister' },
    a.consultant,
  );
  await t.callOk(
    'accounts/collaborators/invite',
    { account_corporate_id: corp.id, name: 'Sis', email: 'sis@alpha.test' },
    a.consultant,
  );
  const collaborator = await acceptAndSignIn(t, 'sis@alpha.test');
  await t.callOk('users/collaborators/tnc-agreed', {}, collaborator);
  sibling = { corporateId: corp.id, collaborator };
  png = await imageBuffer('png');
  // An admin-uploaded logo, so the uploads folder exists with something in it.
  await upload(
    t,
    'accounts/corporates/logo',
    admin,
    { id: String(a.corporateId) },
    {
      field: 'logo',
      filename: 'a.png',
      content: png,
    },
  );
});
afterAll(() => t.close());

type Who = 'admin' | 'otherConsultant' | 'otherCollaborator' | 'siblingCollaborator';
type Expected = Partial<Record<Who, 403 | 404>>;
interface Case {
  path: string;
  body: () => Record<string, unknown>;
  upload?: boolean;
  expected: Expected;
  message?: string;
}

const NOT_FOUND_CORPORATE = 'Corporate account not found.';
const forbiddenToAllButAdmin: Expected = {
  otherConsultant: 403,
  otherCollaborator: 403,
  siblingCollaborator: 403,
};
const corporateRead: Expected = { otherConsultant: 404, otherCollaborator: 404, siblingCollaborator: 404 };
const corporateWrite: Expected = { otherConsultant: 404, otherCollaborator: 403, siblingCollaborator: 403 };
const sectorWrite: Expected = {
  admin: 403,
  otherConsultant: 404,
  otherCollaborator: 403,
  siblingCollaborator: 403,
};

const CASES: Case[] = [
  {
    path: 'accounts/consultants/detail',
    body: () => ({ id: a.consultantAccountId }),
    expected: forbiddenToAllButAdmin,
  },
  {
    path: 'accounts/consultants/update',
    body: () => ({ id: a.consultantAccountId, name: 'Hijacked' }),
    expected: forbiddenToAllButAdmin,
  },
  {
    path: 'accounts/consultants/mark-as-removed',
    body: () => ({ id: a.consultantAccountId }),
    expected: forbiddenToAllButAdmin,
  },
  {
    path: 'accounts/consultants/re-invite',
    body: () => ({ user_id: a.consultantUserId }),
    expected: forbiddenToAllButAdmin,
  },
  {
    path: 'accounts/consultants/logo',
    body: () => ({ id: String(a.consultantAccountId) }),
    upload: true,
    expected: forbiddenToAllButAdmin,
  },
  {
    path: 'accounts/corporates/detail',
    body: () => ({ id: a.corporateId }),
    expected: corporateRead,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/corporates/update',
    body: () => ({ id: a.corporateId, name: 'Hijacked', slug: 'hijacked' }),
    expected: corporateWrite,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/corporates/mark-as-removed',
    body: () => ({ id: a.corporateId }),
    expected: corporateWrite,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/corporates/logo',
    body: () => ({ id: String(a.corporateId) }),
    upload: true,
    expected: corporateWrite,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/corporates/new',
    body: () => ({ name: 'Sneaky', legal_name: 'PT Sneaky', slug: 'sneaky', sector_id: a.sectorId }),
    expected: { otherConsultant: 404, otherCollaborator: 403, siblingCollaborator: 403 },
    message: 'Sector not found.',
  },
  {
    path: 'accounts/collaborators/datatable',
    body: () => ({ account_corporate_id: a.corporateId }),
    expected: corporateRead,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/collaborators/invite',
    body: () => ({ account_corporate_id: a.corporateId, name: 'Mole', email: 'mole@bravo.test' }),
    expected: corporateWrite,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/collaborators/re-invite',
    body: () => ({ id: a.invitedId }),
    expected: corporateWrite,
    message: 'Collaborator not found.',
  },
  {
    path: 'accounts/collaborators/mark-as-removed',
    body: () => ({ id: a.collaboratorId }),
    expected: corporateWrite,
    message: 'Collaborator not found.',
  },
  {
    path: 'accounts/credits/balance',
    body: () => ({ account_corporate_id: a.corporateId }),
    expected: corporateRead,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/credits/history',
    body: () => ({ account_corporate_id: a.corporateId }),
    expected: corporateRead,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/credits/top-up',
    body: () => ({ account_corporate_id: a.corporateId, amount: 1000 }),
    expected: corporateWrite,
    message: NOT_FOUND_CORPORATE,
  },
  {
    path: 'accounts/sectors/tree',
    body: () => ({ account_consultant_id: a.consultantAccountId }),
    expected: { otherConsultant: 404, otherCollaborator: 403, siblingCollaborator: 403 },
    message: 'Consultant account not found.',
  },
  {
    path: 'accounts/sectors/compact',
    body: () => ({ account_consultant_id: a.consultantAccountId }),
    expected: { otherConsultant: 404, otherCollaborator: 403, siblingCollaborator: 403 },
    message: 'Consultant account not found.',
  },
  {
    path: 'accounts/sectors/new',
    body: () => ({ name: 'Graft', parent_id: a.sectorId }),
    expected: sectorWrite,
    message: 'Sector not found.',
  },
  {
    path: 'accounts/sectors/update',
    body: () => ({ id: a.childSectorId, name: 'Renamed', parent_id: null }),
    expected: sectorWrite,
    message: 'Sector not found.',
  },
  {
    path: 'accounts/sectors/mark-as-removed',
    body: () => ({ id: a.childSectorId }),
    expected: sectorWrite,
    message: 'Sector not found.',
  },
  // Tenant A's first e-mail (an account invitation with a sign-in link): admins only.
  { path: 'outbox/detail', body: () => ({ id: 1 }), expected: corporateRead, message: 'Message not found.' },
  { path: 'accounts/consultants/datatable', body: () => ({}), expected: forbiddenToAllButAdmin },
];

const tokenOf = (who: Who) =>
  ({
    admin,
    otherConsultant: b.consultant,
    otherCollaborator: b.collaborator,
    siblingCollaborator: sibling.collaborator,
  })[who];

describe('cross-tenant matrix', () => {
  for (const c of CASES) {
    for (const who of Object.keys(c.expected) as Who[]) {
      const status = c.expected[who]!;
      it(`${c.path} as ${who} answers ${status} and changes nothing`, async () => {
        const before = await snapshot();
        const res = c.upload
          ? await upload(t, c.path, tokenOf(who), c.body() as Record<string, string>, {
              field: 'logo',
              filename: 'x.png',
              content: png,
            })
          : await t.call(c.path, c.body(), tokenOf(who));
        expect(res.status).toBe(status);
        if (status === 404 && c.message) expect(res.body.error!.message).toBe(c.message);
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('404 for another tenant reads exactly like 404 for an unknown id', async () => {
    const foreign = await t.call('accounts/corporates/detail', { id: a.corporateId }, b.consultant);
    const unknown = await t.call('accounts/corporates/detail', { id: 987654 }, b.consultant);
    expect(foreign).toEqual({ ...unknown, headers: foreign.headers });
    const foreignUser = await t.call('accounts/collaborators/re-invite', { id: a.invitedId }, b.consultant);
    const unknownUser = await t.call('accounts/collaborators/re-invite', { id: 987654 }, b.consultant);
    expect(foreignUser.body).toEqual(unknownUser.body);
  });

  it("lists never show another tenant's rows", async () => {
    const corporates = await t.callOk('accounts/corporates/datatable', { length: 100 }, b.consultant);
    expect(corporates.data.map((c: { id: number }) => c.id)).toEqual([b.corporateId]);
    const sisters = await t.callOk('accounts/corporates/datatable', { length: 100 }, sibling.collaborator);
    expect(sisters.data.map((c: { id: number }) => c.id)).toEqual([sibling.corporateId]);
    const sectors = await t.callOk('accounts/sectors/compact', {}, b.consultant);
    expect(sectors.map((s: { id: number }) => s.id).sort()).toEqual([b.sectorId, b.childSectorId].sort());
    expect(await t.callOk('auth/credit-balance', {}, b.consultant)).toEqual({ balance: 100 });
    // Account e-mails (sign-in links) are no tenant's to read: their outbox is empty.
    for (const who of [b.consultant, b.collaborator, sibling.collaborator])
      expect(await t.callOk('outbox/datatable', {}, who)).toMatchObject({ recordsTotal: 0, data: [] });
  });

  it('the owners themselves may do what the others were refused', async () => {
    expect((await t.call('accounts/corporates/detail', { id: a.corporateId }, a.consultant)).status).toBe(
      200,
    );
    expect(
      (await t.call('accounts/credits/history', { account_corporate_id: a.corporateId }, a.collaborator))
        .status,
    ).toBe(200);
    expect((await t.call('accounts/consultants/detail', { id: a.consultantAccountId }, admin)).status).toBe(
      200,
    );
    expect((await t.call('accounts/corporates/detail', { id: a.corporateId }, admin)).status).toBe(200);
  });
});
