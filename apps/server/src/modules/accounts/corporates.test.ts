import { LOGO_MESSAGES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAndSignIn, imageBuffer, upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { uploadLogo } from '../../../test/support/logo-uploads';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';

let t: TestApp;
let consultant: string;
let otherConsultant: string;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
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
    await expectRefusal(t.call('accounts/corporates/new', corporate('demo'), consultant), {
      status: 409,
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
    await expectRefusal(
      t.call('accounts/corporates/new', { ...corporate('c2'), callback_url: 'not a url' }, consultant),
      { status: 400, field: 'callback_url' },
    );
  });

  it('refuses a callback_url that would send events inside the server’s network, in the reader’s language', async () => {
    const inward = [
      'http://127.0.0.1:8080/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://10.0.0.8/hook',
      'http://192.168.1.20/hook',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://localhost:3000/hook',
      'http://ats.localhost/hook',
    ];
    for (const [n, callback_url] of inward.entries()) {
      const res = await t.call(
        'accounts/corporates/new',
        { ...corporate(`in${n}`), callback_url },
        consultant,
      );
      expect(res.status, callback_url).toBe(400);
      expect(res.body.error!.field).toBe('callback_url');
      expect(res.body.error!.message).toBe(
        "callback_url: callback_url points inside the server's own network (loopback, private or reserved addresses); events are sent to public addresses only",
      );
    }
    for (const [n, callback_url] of ['file:///etc/passwd', 'gopher://example.com/'].entries()) {
      const res = await t.call(
        'accounts/corporates/new',
        { ...corporate(`sch${n}`), callback_url },
        consultant,
      );
      expect(res.body.error!.message, callback_url).toBe(
        'callback_url: callback_url must be an http:// or https:// address',
      );
    }
    const id = await t.call(
      'accounts/corporates/new',
      { ...corporate('in-id'), callback_url: 'http://127.0.0.1/hook' },
      consultant,
      { 'content-language': 'id' },
    );
    expect(id.body.error!.message).toBe(
      'callback_url: callback_url mengarah ke dalam jaringan server sendiri (alamat loopback, privat, atau khusus); peristiwa hanya dikirim ke alamat publik',
    );
    // A public address, and a name that does not resolve yet (checked again at each delivery).
    const ok = await t.callOk(
      'accounts/corporates/new',
      { ...corporate('pub'), callback_url: 'https://hr.partner.example/asesa/callback' },
      consultant,
    );
    await expectRefusal(
      t.call(
        'accounts/corporates/update',
        { id: ok.id, callback_url: 'http://169.254.169.254/' },
        consultant,
      ),
      { status: 400, field: 'callback_url' },
    );
  });

  it('keeps tenants apart: another consultant sees none of them and gets 404 for their ids', async () => {
    const page = await t.callOk('accounts/corporates/datatable', {}, otherConsultant);
    expect(page).toEqual({ recordsTotal: 0, recordsFiltered: 0, data: [] });
    await expectRefusal(t.call('accounts/corporates/detail', { id: 1 }, otherConsultant), {
      status: 404,
      message: 'Corporate account not found.',
    });
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

describe('the corporate row', () => {
  it('carries the consultant name, sector, logo and credit balance', async () => {
    const demo = await t.callOk('accounts/corporates/detail', { id: 1 }, consultant);
    expect(demo).toMatchObject({
      slug: 'demo',
      consultant_name: 'Demo Consulting',
      sector_name: 'Software',
      logo_path: null,
      logo_thumbnail: null,
      // 500 opening credits less the five demo candidates who started (3 credits each).
      balance: 485,
    });
    expect(demo.sector_id).toEqual(expect.any(Number));
  });

  it('sorts by balance and searches by sector and consultant name in SQL', async () => {
    const byBalance = await t.callOk(
      'accounts/corporates/datatable',
      { columns: [{ data: 'slug' }, { data: 'balance' }], order: [{ column: 1, dir: 'desc' }], length: 1 },
      consultant,
    );
    expect(byBalance.data.map((c: { slug: string }) => c.slug)).toEqual(['demo']);
    const bySector = await t.callOk(
      'accounts/corporates/datatable',
      { columns: [{ data: 'sector_name', search: { value: 'soft' } }] },
      consultant,
    );
    expect(bySector.data.map((c: { slug: string }) => c.slug)).toEqual(['demo']);
    const byConsultant = await t.callOk(
      'accounts/corporates/datatable',
      { search: { value: 'demo consult' } },
      consultant,
    );
    expect(byConsultant.recordsFiltered).toBe(byConsultant.recordsTotal);
    const numeric = await t.callOk(
      'accounts/corporates/datatable',
      { columns: [{ data: 'balance', search: { value: '485' } }] },
      consultant,
    );
    expect(numeric.recordsFiltered).toBe(1);
  });

  it('refuses an unknown column with 400', async () => {
    const res = await t.call(
      'accounts/corporates/datatable',
      { columns: [{ data: 'password', search: { value: 'x' } }] },
      consultant,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ message: "columns: unknown column 'password'", field: 'columns' });
  });
});

describe('sectors of new and updated corporates', () => {
  it("takes a sector of the consultant account and refuses another account's (404)", async () => {
    const mine = await t.callOk('accounts/sectors/new', { name: 'Retail' }, consultant);
    const theirs = await t.callOk('accounts/sectors/new', { name: 'Mining' }, otherConsultant);
    const ok = await t.callOk(
      'accounts/corporates/new',
      { ...corporate('shop'), sector_id: mine.id },
      consultant,
    );
    expect(ok).toMatchObject({ sector_id: mine.id, sector_name: 'Retail' });
    await expectRefusal(
      t.call('accounts/corporates/new', { ...corporate('shop2'), sector_id: theirs.id }, consultant),
      { status: 404, message: 'Sector not found.' },
    );
    const unknown = await t.call(
      'accounts/corporates/new',
      { ...corporate('shop3'), sector_id: 9999 },
      consultant,
    );
    expect(unknown.body.error!.message).toBe('Sector not found.');
    const moved = await t.call('accounts/corporates/update', { id: ok.id, sector_id: theirs.id }, consultant);
    expect(moved.status).toBe(404);
    const cleared = await t.callOk('accounts/corporates/update', { id: ok.id, sector_id: null }, consultant);
    expect(cleared).toMatchObject({ sector_id: null, sector_name: null });
  });
});

describe('accounts/corporates/update', () => {
  it('changes only the fields sent', async () => {
    const before = await t.callOk('accounts/corporates/new', corporate('upd'), consultant);
    const after = await t.callOk(
      'accounts/corporates/update',
      { id: before.id, title: 'New title', is_use_corporate_logo: true, color_theme: '#abcdef' },
      consultant,
    );
    expect(after).toMatchObject({
      name: before.name,
      slug: 'upd',
      title: 'New title',
      is_use_corporate_logo: true,
      color_theme: '#abcdef',
    });
    expect(after.updated_at >= before.updated_at).toBe(true);
    const sameSlug = await t.call('accounts/corporates/update', { id: before.id, slug: 'upd' }, consultant);
    expect(sameSlug.status).toBe(200);
  });

  it('leaves out fields alone: an update of the name keeps theme, header, title and callback', async () => {
    const created = await t.callOk(
      'accounts/corporates/new',
      {
        ...corporate('keep'),
        title: 'Keep Title',
        color_theme: '#123456',
        font_theme: 'Inter',
        is_show_header: false,
        is_use_corporate_logo: true,
        callback_url: 'https://partner.example.com/hook',
      },
      consultant,
    );
    const updated = await t.callOk(
      'accounts/corporates/update',
      { id: created.id, name: 'Renamed' },
      consultant,
    );
    const { name, updated_at, ...rest } = updated;
    const { name: _n, updated_at: _u, ...before } = created;
    expect(name).toBe('Renamed');
    expect(rest).toEqual(before);
  });

  it('refuses a slug another corporate uses with 409, and a bad one with 400', async () => {
    const c = await t.callOk('accounts/corporates/new', corporate('upd2'), consultant);
    const res = await t.call('accounts/corporates/update', { id: c.id, slug: 'demo' }, consultant);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: "The slug 'demo' is already used by another corporate account.",
      field: 'slug',
    });
    await expectRefusal(t.call('accounts/corporates/update', { id: c.id, slug: '-x' }, consultant), {
      status: 400,
      field: 'slug',
    });
  });

  it('is refused to collaborators (403) and to other tenants (404)', async () => {
    const collab = await t.signIn('collaborator');
    await expectRefusal(t.call('accounts/corporates/update', { id: 1, title: 'x' }, collab), {
      status: 403,
      message: 'Only consultants and admins manage corporate accounts.',
    });
    await expectRefusal(t.call('accounts/corporates/update', { id: 1, title: 'x' }, otherConsultant), {
      status: 404,
      message: 'Corporate account not found.',
    });
  });
});

describe('accounts/corporates/logo', () => {
  it('stores a logo with a thumbnail for the corporate', async () => {
    const res = await uploadLogo(t, 'corporates', consultant, 1, {
      filename: 'corp.webp',
      content: await imageBuffer('webp'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.logo_path).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.webp$/);
    const detail = await t.callOk('accounts/corporates/detail', { id: 1 }, consultant);
    expect(detail.logo_thumbnail).toBe(res.body.data.logo_thumbnail);
    const who = await t.callOk('auth/whoami', {}, await t.signIn('collaborator'));
    expect(who.corporate).toMatchObject({ is_logo_available: true, corporate_logo: res.body.data.logo_path });
  });

  it('refuses a non-image, another tenant and collaborators', async () => {
    const text = await uploadLogo(t, 'corporates', consultant, 1, {
      filename: 'x.gif',
      content: Buffer.from('GIF? no.'),
    });
    expect(text.status).toBe(400);
    expect(text.body.error!.message).toBe(LOGO_MESSAGES.notImage);
    const png = { field: 'logo', filename: 'l.png', content: await imageBuffer('png') };
    expect((await upload(t, 'accounts/corporates/logo', otherConsultant, { id: '1' }, png)).status).toBe(404);
    expect(
      (await upload(t, 'accounts/corporates/logo', await t.signIn('collaborator'), { id: '1' }, png)).status,
    ).toBe(403);
  });
});

describe('accounts/corporates/mark-as-removed', () => {
  it('removes the corporate; its collaborators are signed out and cannot sign in; the slug stays taken', async () => {
    const c = await t.callOk('accounts/corporates/new', corporate('gone'), consultant);
    await t.callOk(
      'accounts/collaborators/invite',
      { account_corporate_id: c.id, name: 'G', email: 'g@gone.test' },
      consultant,
    );
    const collab = await acceptAndSignIn(t, 'g@gone.test');
    expect((await t.call('auth/whoami', {}, collab)).status).toBe(200);

    expect((await t.call('accounts/corporates/mark-as-removed', { id: c.id }, otherConsultant)).status).toBe(
      404,
    );
    const res = await t.call('accounts/corporates/mark-as-removed', { id: c.id }, consultant);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await t.call('auth/whoami', {}, collab)).status).toBe(401);
    const login = await t.call(
      'auth/login',
      { username: 'g@gone.test', password: 'Correct horse 42' },
      await t.anonymousToken(),
    );
    expect(login.status).toBe(401);
    expect((await t.call('accounts/corporates/detail', { id: c.id }, consultant)).status).toBe(404);
    expect((await t.call('accounts/corporates/mark-as-removed', { id: c.id }, consultant)).status).toBe(404);
    const slug = await t.call('accounts/corporates/new', corporate('gone'), consultant);
    expect(slug.status).toBe(409);
  });

  it('is refused to collaborators', async () => {
    const res = await t.call(
      'accounts/corporates/mark-as-removed',
      { id: 1 },
      await t.signIn('collaborator'),
    );
    expect(res.status).toBe(403);
  });
});
