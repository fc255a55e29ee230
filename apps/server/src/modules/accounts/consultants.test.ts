import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  INVITATION_LIFETIME_HOURS,
  INVITATION_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_THUMBNAIL_SIZE,
} from '@asesa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, imageBuffer, invitationTokenFor, upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { uploadLogo } from '../../../test/support/logo-uploads';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { idOfRow } from '../../../test/support/row-ids';
import { uploadsDir } from '../../lib/storage';
import { WRONG_CREDENTIALS_MESSAGE } from '../auth/auth.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const newAccount = (label: string) => ({
  name: `${label} Partners`,
  legal_name: `PT ${label} Partners`,
  user_name: `${label} Lead`,
  user_email: `lead@${label}.test`,
});

describe('accounts/consultants/new', () => {
  it('creates the account and invites its first consultant user by e-mail', async () => {
    const before = Date.now();
    const detail = await t.callOk('accounts/consultants/new', newAccount('alpha'), admin);
    expect(detail).toMatchObject({
      name: 'alpha Partners',
      legal_name: 'PT alpha Partners',
      logo_path: null,
      logo_thumbnail: null,
      corporate_count: 0,
      user_count: 1,
    });
    expect(detail.users).toHaveLength(1);
    expect(detail.users[0]).toMatchObject({
      name: 'alpha Lead',
      email: 'lead@alpha.test',
      role: 'consultant',
      status: 'invited',
      title: null,
    });
    const expires = Date.parse(detail.users[0].invitation_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(INVITATION_LIFETIME_HOURS * 3600_000 - 5000);
    expect(expires - before).toBeLessThanOrEqual(INVITATION_LIFETIME_HOURS * 3600_000 + 5000);

    const mail = await t.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'lead@alpha.test')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('held');
    expect(mail.subject).toBe('You are invited to alpha Partners on Asesa');
    const token = await invitationTokenFor(t, 'lead@alpha.test');
    expect(mail.body_text).toContain(`http://localhost:3000/invitation/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    // Only the hash is stored.
    const stored = await t.deps.db.selectFrom('user_invitations').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('the invited consultant sets a password and signs in', async () => {
    const token = await invitationTokenFor(t, 'lead@alpha.test');
    const accepted = await t.call('users/invitations/accept', {
      token,
      name: 'Alpha Lead',
      password: 'Alpha lead 2026',
      confirm_password: 'Alpha lead 2026',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ email: 'lead@alpha.test' });
    const signedIn = await t.signIn({ email: 'lead@alpha.test', password: 'Alpha lead 2026' });
    const who = await t.callOk('auth/whoami', {}, signedIn);
    expect(who.user).toMatchObject({ name: 'Alpha Lead', role: 'consultant' });
  });

  it('refuses an e-mail that any user already has (409 naming user_email)', async () => {
    const res = await t.call(
      'accounts/consultants/new',
      { ...newAccount('beta'), user_email: 'Collaborator@Asesa.test' },
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: "The e-mail 'collaborator@asesa.test' is already used by another user.",
      field: 'user_email',
    });
    const none = await t.deps.db
      .selectFrom('consultant_accounts')
      .select('id')
      .where('name', '=', 'beta Partners')
      .execute();
    expect(none).toEqual([]);
  });

  it('refuses an invalid e-mail and an empty name with 400', async () => {
    const email = await t.call('accounts/consultants/new', { ...newAccount('c'), user_email: 'nope' }, admin);
    expect(email.status).toBe(400);
    expect(email.body.error).toEqual({
      message: 'user_email: user_email must be a valid e-mail address',
      field: 'user_email',
    });
    const name = await t.call('accounts/consultants/new', { ...newAccount('c'), name: '  ' }, admin);
    expect(name.status).toBe(400);
    expect(name.body.error).toEqual({ message: 'name: name is required', field: 'name' });
  });

  it('is for admins only', async () => {
    for (const who of ['consultant', 'collaborator'] as const) {
      await expectRefusal(t.call('accounts/consultants/new', newAccount('x'), await t.signIn(who)), {
        status: 403,
        message: 'You do not have permission to do this.',
      });
    }
  });
});

describe('accounts/consultants datatable, detail, update', () => {
  it('lists accounts with corporate and user counts, searched, sorted and paged in SQL', async () => {
    const page = await t.callOk('accounts/consultants/datatable', {}, admin);
    expect(page.recordsTotal).toBe(2);
    const demo = page.data.find((r: { name: string }) => r.name === 'Demo Consulting');
    expect(demo).toMatchObject({ corporate_count: 1, user_count: 1 });

    const searched = await t.callOk('accounts/consultants/datatable', { search: { value: 'ALPHA' } }, admin);
    expect(searched.recordsFiltered).toBe(1);
    expect(searched.data[0].name).toBe('alpha Partners');

    const byCorporates = await t.callOk(
      'accounts/consultants/datatable',
      {
        columns: [{ data: 'name' }, { data: 'corporate_count' }],
        order: [{ column: 1, dir: 'desc' }],
        length: 1,
      },
      admin,
    );
    expect(byCorporates).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    expect(byCorporates.data.map((r: { name: string }) => r.name)).toEqual(['Demo Consulting']);
    const second = await t.callOk(
      'accounts/consultants/datatable',
      { columns: [{ data: 'id' }], order: [{ column: 0, dir: 'asc' }], start: 1, length: 1 },
      admin,
    );
    expect(second.data.map((r: { name: string }) => r.name)).toEqual(['alpha Partners']);
  });

  it('shows an account with its users, and 404 for unknown ids', async () => {
    const detail = await t.callOk('accounts/consultants/detail', { id: 1 }, admin);
    expect(detail.users).toEqual([
      expect.objectContaining({
        email: 'consultant@asesa.test',
        status: 'active',
        invitation_expires_at: null,
      }),
    ]);
    const res = await t.call('accounts/consultants/detail', { id: 999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ message: 'Consultant account not found.' });
  });

  it('updates names', async () => {
    const updated = await t.callOk(
      'accounts/consultants/update',
      { id: 1, legal_name: 'PT Demo Baru' },
      admin,
    );
    expect(updated).toMatchObject({ name: 'Demo Consulting', legal_name: 'PT Demo Baru' });
    const res = await t.call('accounts/consultants/update', { id: 999, name: 'X' }, admin);
    expect(res.status).toBe(404);
  });
});

describe('accounts/consultants/re-invite', () => {
  it('sends a consultant user who has not accepted a new link; the old one stops working', async () => {
    const delta = await t.callOk('accounts/consultants/new', newAccount('delta'), admin);
    const userId = delta.users[0].id;
    const oldToken = await invitationTokenFor(t, 'lead@delta.test');
    const row = await t.callOk('accounts/consultants/re-invite', { user_id: userId }, admin);
    expect(row).toMatchObject({
      id: userId,
      email: 'lead@delta.test',
      role: 'consultant',
      status: 'invited',
    });
    const newToken = await invitationTokenFor(t, 'lead@delta.test');
    expect(newToken).not.toBe(oldToken);
    await expectRefusal(t.call('users/invitations/detail', { token: oldToken }), {
      status: 410,
      message: INVITATION_MESSAGES.used,
    });
    expect(await t.callOk('users/invitations/detail', { token: newToken })).toMatchObject({
      role: 'consultant',
      account_name: 'delta Partners',
    });
  });

  it('refuses a user who accepted (409), unknown or non-consultant users (404) and non-admins (403)', async () => {
    const alphaId = await idOfRow(t, 'users', 'email', 'lead@alpha.test');
    await expectRefusal(t.call('accounts/consultants/re-invite', { user_id: alphaId }, admin), {
      status: 409,
      message: 'Alpha Lead has already accepted the invitation and can sign in.',
    });
    for (const userId of [3, 9999]) {
      await expectRefusal(t.call('accounts/consultants/re-invite', { user_id: userId }, admin), {
        status: 404,
        message: 'Consultant user not found.',
      });
    }
    const byConsultant = await t.call(
      'accounts/consultants/re-invite',
      { user_id: alphaId },
      await t.signIn('consultant'),
    );
    expect(byConsultant.status).toBe(403);
  });
});

describe('accounts/consultants/logo', () => {
  it('stores the original and a thumbnail, served under /uploads/', async () => {
    const res = await uploadLogo(t, 'consultants', admin, 1, {
      filename: 'logo.png',
      content: await imageBuffer('png', 600, 300),
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    const { logo_path, logo_thumbnail } = res.body.data;
    expect(logo_path).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect(logo_thumbnail).toMatch(/^\/uploads\/logos\/[0-9a-f]{32}-thumb\.webp$/);

    const original = await t.app.inject({ method: 'GET', url: logo_path });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumb = await t.app.inject({ method: 'GET', url: logo_thumbnail });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({
      format: 'webp',
      width: LOGO_THUMBNAIL_SIZE,
      height: LOGO_THUMBNAIL_SIZE / 2,
    });

    const detail = await t.callOk('accounts/consultants/detail', { id: 1 }, admin);
    expect(detail).toMatchObject({ logo_path, logo_thumbnail });
  });

  it('accepts JPEG, WebP and GIF and deletes the logo it replaces', async () => {
    const before = await t.callOk('accounts/consultants/detail', { id: 1 }, admin);
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const res = await uploadLogo(t, 'consultants', admin, 1, {
        filename: `logo.${format}`,
        content: await imageBuffer(format),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.logo_path).toMatch(new RegExp(`\\.${format === 'jpeg' ? 'jpg' : format}$`));
    }
    const old = await t.app.inject({ method: 'GET', url: before.logo_path });
    expect(old.statusCode).toBe(404);
    expect(existsSync(join(uploadsDir(t.deps.env), before.logo_path.replace('/uploads/', '')))).toBe(false);
  });

  it('judges by content: a text file named .png and a TIFF answer 400', async () => {
    const text = await uploadLogo(t, 'consultants', admin, 1, {
      filename: 'logo.png',
      content: Buffer.from('this is not an image at all'),
      contentType: 'image/png',
    });
    expect(text.status).toBe(400);
    expect(text.body.error).toEqual({ message: LOGO_MESSAGES.notImage, field: 'logo' });
    const tiff = await uploadLogo(t, 'consultants', admin, 1, {
      filename: 'logo.png',
      content: await imageBuffer('tiff'),
    });
    expect(tiff.status).toBe(400);
    expect(tiff.body.error!.message).toBe('logo must be a PNG, JPEG, WebP or GIF image');
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([await imageBuffer('png'), Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await uploadLogo(t, 'consultants', admin, 1, { filename: 'big.png', content: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ message: 'logo is larger than 2 MB', field: 'logo' });
    expect(LOGO_MESSAGES.tooLarge).toBe('logo is larger than 2 MB');
  });

  it('names a missing file or id, refuses JSON, unknown ids and non-admins', async () => {
    const noFile = await upload(t, 'accounts/consultants/logo', admin, { id: '1' });
    expect(noFile.body.error).toEqual({ message: 'logo: logo is required', field: 'logo' });
    const png = { field: 'logo', filename: 'l.png', content: await imageBuffer('png') };
    const noId = await upload(t, 'accounts/consultants/logo', admin, {}, png);
    expect(noId.body.error).toEqual({ message: 'id: id must be a number', field: 'id' });
    await expectRefusal(t.call('accounts/consultants/logo', { id: 1 }, admin), {
      status: 415,
      message: "accounts/consultants/logo takes multipart/form-data with the file in the field 'logo'.",
    });
    const unknown = await upload(t, 'accounts/consultants/logo', admin, { id: '999' }, png);
    expect(unknown.status).toBe(404);
    const consultant = await upload(
      t,
      'accounts/consultants/logo',
      await t.signIn('consultant'),
      { id: '1' },
      png,
    );
    expect(consultant.status).toBe(403);
  });
});

describe('accounts/consultants/mark-as-removed', () => {
  it('removes the account with its corporates; none of their users can sign in any more', async () => {
    const gamma = await buildTenant(t, admin, 'gamma');
    expect((await t.call('auth/whoami', {}, gamma.consultant)).status).toBe(200);
    const res = await t.call(
      'accounts/consultants/mark-as-removed',
      { id: gamma.consultantAccountId },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });

    for (const token of [gamma.consultant, gamma.collaborator]) {
      await expectRefusal(t.call('auth/whoami', {}, token), { status: 401, reason: 'invalid_token' });
    }
    for (const email of ['consultant@gamma.test', 'collab@gamma.test']) {
      await expectRefusal(
        t.call('auth/login', { username: email, password: 'Correct horse 42' }, await t.anonymousToken()),
        { status: 401, message: WRONG_CREDENTIALS_MESSAGE },
      );
    }
    const corporate = await t.call('accounts/corporates/detail', { id: gamma.corporateId }, admin);
    expect(corporate.status).toBe(404);
    expect(
      (await t.call('accounts/consultants/detail', { id: gamma.consultantAccountId }, admin)).status,
    ).toBe(404);
    const page = await t.callOk('accounts/consultants/datatable', { search: { value: 'gamma' } }, admin);
    expect(page.recordsFiltered).toBe(0);
    const again = await t.call(
      'accounts/consultants/mark-as-removed',
      { id: gamma.consultantAccountId },
      admin,
    );
    expect(again.status).toBe(404);
  });
});
