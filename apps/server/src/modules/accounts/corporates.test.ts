import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';

let t: TestApp;
let consultant: string;
let otherConsultant: string;
beforeAll(async () => {
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  // A second consultant account with its own user: the other tenant.
  const now = nowIso();
  const acc = await t.deps.db
    .insertInto('consultant_accounts')
    .values({ name: 'Other', legal_name: 'Other Ltd', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('users')
    .values({
      email: 'other@consult.test',
      password_hash: await hashPassword('Other#2026'),
      name: 'Other',
      title: null,
      role: 'consultant',
      account_consultant_id: acc.id,
      account_corporate_id: null,
      is_agree_tnc: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  otherConsultant = await t.signIn({ email: 'other@consult.test', password: 'Other#2026' });
});
afterAll(() => t.close());

const corporate = (slug: string) => ({
  name: `Corp ${slug}`,
  legal_name: `PT ${slug}`,
  title: slug.toUpperCase(),
  slug,
});

describe('corporate accounts', () => {
  it('a consultant creates one under its own consultant account', async () => {
    const c = await t.callOk(
      'accounts/corporates/new',
      { ...corporate('acme'), color_theme: '#112233', is_show_header: false },
      consultant,
    );
    expect(c).toMatchObject({
      slug: 'acme',
      color_theme: '#112233',
      is_show_header: false,
      is_use_corporate_logo: false,
      account_consultant_id: 1,
    });
    const detail = await t.callOk('accounts/corporates/detail', { id: c.id }, consultant);
    expect(detail.name).toBe('Corp acme');
  });

  it('refuses a duplicate slug with 409 naming the field', async () => {
    const res = await t.call('accounts/corporates/new', corporate('demo'), consultant);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      message: "The slug 'demo' is already used by another corporate account.",
      field: 'slug',
    });
  });

  it('refuses a bad slug, colour or callback URL with 400', async () => {
    const slug = await t.call('accounts/corporates/new', corporate('Bad Slug!'), consultant);
    expect(slug.body.error!.message).toBe(
      'slug: slug may contain only lower-case letters, digits and hyphens',
    );
    const colour = await t.call(
      'accounts/corporates/new',
      { ...corporate('c1'), color_theme: 'blue' },
      consultant,
    );
    expect(colour.body.error!.message).toBe('color_theme: color_theme must be a colour like #003366');
    const url = await t.call(
      'accounts/corporates/new',
      { ...corporate('c2'), callback_url: 'not a url' },
      consultant,
    );
    expect(url.status).toBe(400);
    expect(url.body.error!.field).toBe('callback_url');
  });

  it('keeps tenants apart: another consultant sees none of them and gets 404 for their ids', async () => {
    const page = await t.callOk('accounts/corporates/datatable', {}, otherConsultant);
    expect(page).toEqual({ recordsTotal: 0, recordsFiltered: 0, data: [] });
    const res = await t.call('accounts/corporates/detail', { id: 1 }, otherConsultant);
    expect(res.status).toBe(404);
    expect(res.body.error!.message).toBe('Corporate account not found.');
  });

  it('a collaborator sees only its own corporate and cannot create one', async () => {
    const collab = await t.signIn('collaborator');
    const page = await t.callOk('accounts/corporates/datatable', {}, collab);
    expect(page.data.map((c: { slug: string }) => c.slug)).toEqual(['demo']);
    expect((await t.call('accounts/corporates/new', corporate('nope'), collab)).status).toBe(403);
  });

  it('an admin sees every corporate and must name the consultant account', async () => {
    const admin = await t.signIn('admin');
    const page = await t.callOk('accounts/corporates/datatable', { search: { value: 'corp' } }, admin);
    expect(page.recordsFiltered).toBeGreaterThanOrEqual(2);
    const res = await t.call('accounts/corporates/new', corporate('adm'), admin);
    expect(res.body.error!.message).toBe('account_consultant_id: choose the consultant account');
    const ok = await t.callOk(
      'accounts/corporates/new',
      { ...corporate('adm'), account_consultant_id: 1 },
      admin,
    );
    expect(ok.account_consultant_id).toBe(1);
  });
});
