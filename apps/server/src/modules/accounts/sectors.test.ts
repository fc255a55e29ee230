import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAndSignIn } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { SECTOR_CYCLE_MESSAGE } from './sectors.service';

let t: TestApp;
let admin: string;
let consultant: string;
let other: string;
let otherAccountId: number;
beforeAll(async () => {
  [t, admin, consultant] = await startAppAs('admin', 'consultant');
  const account = await t.callOk(
    'accounts/consultants/new',
    { name: 'Other', legal_name: 'PT Other', user_name: 'Olga', user_email: 'olga@other.test' },
    admin,
  );
  otherAccountId = account.id;
  other = await acceptAndSignIn(t, 'olga@other.test');
});
afterAll(() => t.close());

const names = (nodes: { name: string; children: unknown[] }[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children as never) } : n.name));

/** The sector of this name, as the compact list answers it. */
const find = async (name: string) =>
  (await t.callOk('accounts/sectors/compact', {}, consultant)).find((s: { name: string }) => s.name === name);

describe('accounts/sectors/tree and compact', () => {
  it('gives the demo consultant its tree, ordered by name', async () => {
    const tree = await t.callOk('accounts/sectors/tree', {}, consultant);
    expect(names(tree)).toEqual(['Finance', { Technology: ['Software'] }]);
    const technology = tree[1];
    expect(technology.children[0]).toEqual({
      id: expect.any(Number),
      name: 'Software',
      parent_id: technology.id,
      children: [],
    });
    const compact = await t.callOk('accounts/sectors/compact', {}, consultant);
    expect(compact.map((s: { name: string }) => s.name)).toEqual(['Finance', 'Software', 'Technology']);
    expect(Object.keys(compact[0]).sort()).toEqual(['id', 'name', 'parent_id']);
  });

  it('keeps consultant accounts apart; admins read every tree or one account', async () => {
    await t.callOk('accounts/sectors/new', { name: 'Energy' }, other);
    expect(names(await t.callOk('accounts/sectors/tree', {}, other))).toEqual(['Energy']);
    const all = await t.callOk('accounts/sectors/compact', {}, admin);
    expect(all.map((s: { name: string }) => s.name).sort()).toEqual([
      'Energy',
      'Finance',
      'Software',
      'Technology',
    ]);
    const one = await t.callOk('accounts/sectors/tree', { account_consultant_id: otherAccountId }, admin);
    expect(names(one)).toEqual(['Energy']);
    await expectRefusal(
      t.call('accounts/sectors/tree', { account_consultant_id: otherAccountId }, consultant),
      { status: 404, message: 'Consultant account not found.' },
    );
  });

  it('is refused to collaborators', async () => {
    await expectRefusal(t.call('accounts/sectors/tree', {}, await t.signIn('collaborator')), {
      status: 403,
      message: 'Sectors belong to consultant accounts.',
    });
  });
});

describe('accounts/sectors/new', () => {
  it('adds roots and children', async () => {
    const health = await t.callOk('accounts/sectors/new', { name: 'Health' }, consultant);
    expect(health).toEqual({ id: expect.any(Number), name: 'Health', parent_id: null });
    const pharma = await t.callOk(
      'accounts/sectors/new',
      { name: 'Pharma', parent_id: health.id },
      consultant,
    );
    expect(pharma.parent_id).toBe(health.id);
  });

  it('refuses a sibling with the same name (409) but allows it elsewhere in the tree', async () => {
    const res = await t.call('accounts/sectors/new', { name: 'finance' }, consultant);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: "A sector named 'finance' already exists at this level.",
      field: 'name',
    });
    const tree = await t.callOk('accounts/sectors/compact', {}, consultant);
    const technology = tree.find((s: { name: string }) => s.name === 'Technology');
    const ok = await t.call(
      'accounts/sectors/new',
      { name: 'Finance', parent_id: technology.id },
      consultant,
    );
    expect(ok.status).toBe(200);
  });

  it("refuses another account's or an unknown parent (404) and an empty name (400)", async () => {
    const energy = (await t.callOk('accounts/sectors/compact', {}, other))[0];
    await expectRefusal(t.call('accounts/sectors/new', { name: 'X', parent_id: energy.id }, consultant), {
      status: 404,
      message: 'Sector not found.',
    });
    expect(
      (await t.call('accounts/sectors/new', { name: 'X', parent_id: 9999 }, consultant)).body.error!.message,
    ).toBe('Sector not found.');
    const empty = await t.call('accounts/sectors/new', { name: ' ' }, consultant);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ message: 'name: name is required', field: 'name' });
  });

  it('is for consultants only', async () => {
    await expectRefusal(t.call('accounts/sectors/new', { name: 'Admin sector' }, admin), {
      status: 403,
      message: 'Only consultants manage the sectors of their consultant account.',
    });
  });
});

describe('accounts/sectors/update', () => {
  it('renames and moves a sector, to another parent or to the top', async () => {
    const health = await find('Health');
    const pharma = await find('Pharma');
    const renamed = await t.callOk(
      'accounts/sectors/update',
      { id: pharma.id, name: 'Pharmacy' },
      consultant,
    );
    expect(renamed).toEqual({ id: pharma.id, name: 'Pharmacy', parent_id: health.id });
    const technology = await find('Technology');
    const moved = await t.callOk(
      'accounts/sectors/update',
      { id: pharma.id, name: 'Pharmacy', parent_id: technology.id },
      consultant,
    );
    expect(moved.parent_id).toBe(technology.id);
    const top = await t.callOk(
      'accounts/sectors/update',
      { id: pharma.id, name: 'Pharmacy', parent_id: null },
      consultant,
    );
    expect(top.parent_id).toBeNull();
  });

  it('refuses a cycle: under itself or one of its sub-sectors', async () => {
    const technology = await find('Technology');
    const software = await find('Software');
    const self = await t.call(
      'accounts/sectors/update',
      { id: technology.id, name: 'Technology', parent_id: technology.id },
      consultant,
    );
    expect(self.status).toBe(400);
    expect(self.body.error).toEqual({ message: SECTOR_CYCLE_MESSAGE.en, field: 'parent_id' });
    await expectRefusal(
      t.call(
        'accounts/sectors/update',
        { id: technology.id, name: 'Technology', parent_id: software.id },
        consultant,
      ),
      { status: 400, message: 'parent_id: a sector cannot move under itself or one of its sub-sectors' },
    );
    expect((await find('Technology')).parent_id).toBeNull();
  });

  it("refuses a name a new sibling has (409) and other accounts' sectors (404)", async () => {
    const pharmacy = await find('Pharmacy');
    const clash = await t.call('accounts/sectors/update', { id: pharmacy.id, name: 'Health' }, consultant);
    expect(clash.status).toBe(409);
    const energy = (await t.callOk('accounts/sectors/compact', {}, other))[0];
    await expectRefusal(t.call('accounts/sectors/update', { id: energy.id, name: 'Mine now' }, consultant), {
      status: 404,
      message: 'Sector not found.',
    });
    expect((await t.callOk('accounts/sectors/compact', {}, other))[0].name).toBe('Energy');
  });
});

describe('accounts/sectors/mark-as-removed', () => {
  it('refuses a sector corporates use, naming how many', async () => {
    const software = await find('Software');
    await t.callOk(
      'accounts/corporates/new',
      { name: 'Soft 2', legal_name: 'PT Soft 2', slug: 'soft-2', sector_id: software.id },
      consultant,
    );
    await expectRefusal(t.call('accounts/sectors/mark-as-removed', { id: software.id }, consultant), {
      status: 409,
      message: "The sector 'Software' is still used by 2 corporate accounts; move or remove them first.",
    });
  });

  it('refuses a sector with sub-sectors, naming how many', async () => {
    const technology = await find('Technology');
    await expectRefusal(t.call('accounts/sectors/mark-as-removed', { id: technology.id }, consultant), {
      status: 409,
      message: "The sector 'Technology' is still used by 2 sub-sectors; move or remove them first.",
    });
  });

  it('removes an unused sector softly; it leaves the tree and answers 404 afterwards', async () => {
    const health = await find('Health');
    const res = await t.call('accounts/sectors/mark-as-removed', { id: health.id }, consultant);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect(await find('Health')).toBeUndefined();
    const row = await t.deps.db
      .selectFrom('sectors')
      .select('removed_at')
      .where('id', '=', health.id)
      .executeTakeFirst();
    expect(row!.removed_at).not.toBeNull();
    expect((await t.call('accounts/sectors/mark-as-removed', { id: health.id }, consultant)).status).toBe(
      404,
    );
    // The name is free again at that level.
    expect((await t.call('accounts/sectors/new', { name: 'Health' }, consultant)).status).toBe(200);
  });

  it("refuses another account's sector (404)", async () => {
    const energy = (await t.callOk('accounts/sectors/compact', {}, other))[0];
    expect((await t.call('accounts/sectors/mark-as-removed', { id: energy.id }, consultant)).status).toBe(
      404,
    );
  });
});
