import {
  PASSWORD_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_THUMBNAIL_SIZE,
  PROFILE_WRONG_PASSWORD,
} from '@asesa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, imageBuffer, upload } from '../../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { uploadImage } from '../../../test/support/image-uploads';
import { expectRefusal } from '../../../test/support/refusals';
import { DEMO_USERS } from '../../seed/demo-content';
import { PROFILE_IMAGE_NOT_IMAGE } from './profile.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('users/profile', () => {
  it("GET answers the signed-in user's profile", async () => {
    const res = await get(t, 'users/profile', await t.signIn('collaborator'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      data: {
        id: 3,
        name: 'Bima Collaborator',
        email: 'collaborator@asesa.test',
        title: 'HR business partner',
        role: 'collaborator',
        path: null,
        thumbnail: null,
        is_agree_tnc: true,
      },
      error: null,
    });
  });

  it('GET needs a signed-in user', async () => {
    const res = await get(t, 'users/profile', await t.anonymousToken());
    expect(res.status).toBe(401);
    expect(res.body.error.reason).toBe('not_signed_in');
  });

  it('POST changes the name and title', async () => {
    const token = await t.signIn('admin');
    const p = await t.callOk('users/profile', { name: '  Ayu A. Admin ', title: 'Head of platform' }, token);
    expect(p).toMatchObject({ name: 'Ayu A. Admin', title: 'Head of platform', role: 'admin' });
    expect((await t.callOk('auth/profile', {}, token)).name).toBe('Ayu A. Admin');
    const cleared = await t.callOk('users/profile', { name: 'Ayu Admin' }, token);
    expect(cleared.title).toBeNull();
    const empty = await t.call('users/profile', { name: '' }, token);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ message: 'name: name is required', field: 'name' });
  });

  it('POST with the current password confirms the change; a wrong one is refused naming the field, nothing changes', async () => {
    const token = await t.signIn('collaborator');
    const { password } = DEMO_USERS.collaborator;
    const saved = await t.callOk('users/profile', { name: 'Bima C.', title: 'HR lead', password }, token);
    expect(saved).toMatchObject({ name: 'Bima C.', title: 'HR lead' });

    const wrong = await t.call('users/profile', { name: 'Someone Else', password: 'not-my-password' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ message: PROFILE_WRONG_PASSWORD, field: 'password' });
    expect(PROFILE_WRONG_PASSWORD).toBe('password: the current password is not correct.');
    expect((await t.callOk('auth/profile', {}, token)).name).toBe('Bima C.');
    // Sent empty, it is checked too: an empty password is not the current one.
    expect((await t.call('users/profile', { name: 'Someone Else', password: '' }, token)).status).toBe(400);
    // A wrong password counts as a failed sign-in of the account (the login throttle).
    const failures = await t.deps.db
      .selectFrom('auth_events')
      .select('kind')
      .where('email', '=', DEMO_USERS.collaborator.email)
      .where('kind', '=', 'login_failed')
      .execute();
    expect(failures).toHaveLength(2);
  });

  it('POST refuses a field it does not know instead of dropping it', async () => {
    const token = await t.signIn('collaborator');
    await expectRefusal(t.call('users/profile', { name: 'Bima', email: 'new@example.com' }, token), {
      status: 400,
      message: 'email: not a field of this call',
    });
    const profile = await t.callOk('auth/profile', {}, token);
    expect(profile.name).not.toBe('Bima');
  });

  it("the consultant's profile takes the current password the same way", async () => {
    const token = await t.signIn('consultant');
    const current = await get(t, 'users/consultants/profile', token);
    const base = { name: current.body.data.name, account_name: current.body.data.account.name };
    const wrong = await t.call('users/consultants/profile', { ...base, password: 'wrong-password' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ message: PROFILE_WRONG_PASSWORD, field: 'password' });
    const { password } = DEMO_USERS.consultant;
    expect((await t.call('users/consultants/profile', { ...base, password }, token)).status).toBe(200);
    const unknown = await t.call('users/consultants/profile', { ...base, role: 'admin' }, token);
    expect(unknown.body.error!.message).toBe('role: not a field of this call');
  });

  it('is listed in the OpenAPI document with its GET and the upload calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/users/profile']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/users/profile-image'].post).toBeDefined();
    expect(doc.paths['/accounts/consultants/logo'].post).toBeDefined();
    expect(doc.paths['/users/consultants/profile'].get).toBeDefined();
  });
});

describe('users/profile-image', () => {
  it('stores PNG, JPEG or WebP with a thumbnail and shows it on the profile', async () => {
    const token = await t.signIn('collaborator');
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await uploadImage(t, 'users/profile-image', token, {
        filename: 'me.bin',
        content: await imageBuffer(format, 400, 400),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.path).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.(png|jpg|webp)$/);
      const thumb = await t.app.inject({ method: 'GET', url: res.body.data.thumbnail });
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.width).toBe(PROFILE_IMAGE_THUMBNAIL_SIZE);
      const profile = await t.callOk('auth/profile', {}, token);
      expect(profile).toMatchObject({ path: res.body.data.path, thumbnail: res.body.data.thumbnail });
    }
  });

  it('refuses a GIF or a non-image (400) and a file over 2 MB (413)', async () => {
    const token = await t.signIn('collaborator');
    const gif = await uploadImage(t, 'users/profile-image', token, {
      filename: 'me.png',
      content: await imageBuffer('gif'),
    });
    expect(gif.status).toBe(400);
    expect(gif.body.error).toEqual({ message: 'image must be a PNG, JPEG or WebP image', field: 'image' });
    expect(PROFILE_IMAGE_NOT_IMAGE.en).toBe('image must be a PNG, JPEG or WebP image');
    const text = await uploadImage(t, 'users/profile-image', token, {
      filename: 'me.jpg',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    expect(text.status).toBe(400);
    const big = await uploadImage(t, 'users/profile-image', token, {
      filename: 'me.png',
      content: Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1),
    });
    expect(big.status).toBe(413);
    expect(big.body.error!.message).toBe('image is larger than 2 MB');
    const wrongField = await upload(
      t,
      'users/profile-image',
      token,
      {},
      {
        field: 'photo',
        filename: 'me.png',
        content: await imageBuffer('png'),
      },
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error!.message).toBe("photo: unexpected file; send the file in 'image'");
  });
});

describe('users/password', () => {
  const change = (old_password: string, new_password: string, confirm = new_password) => ({
    old_password,
    new_password,
    confirm_new_password: confirm,
  });

  it('refuses a wrong old password with 400 on old_password', async () => {
    const token = await t.signIn('consultant');
    const res = await t.call('users/password', change('wrong', 'A brand new password'), token);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ message: PASSWORD_MESSAGES.wrongOld, field: 'old_password' });
  });

  it("checks length, confirmation and difference with the contract's messages", async () => {
    const token = await t.signIn('consultant');
    const short = await t.call('users/password', change('Consultant#2026', 'short'), token);
    expect(short.body.error).toEqual({
      message: `new_password: ${PASSWORD_MESSAGES.tooShort}`,
      field: 'new_password',
    });
    const long = await t.call('users/password', change('Consultant#2026', 'x'.repeat(129)), token);
    expect(long.body.error!.message).toBe(`new_password: ${PASSWORD_MESSAGES.tooLong}`);
    const mismatch = await t.call(
      'users/password',
      change('Consultant#2026', 'A brand new password', 'Other'),
      token,
    );
    expect(mismatch.body.error).toEqual({
      message: `confirm_new_password: ${PASSWORD_MESSAGES.mismatch}`,
      field: 'confirm_new_password',
    });
    const same = await t.call('users/password', change('Consultant#2026', 'Consultant#2026'), token);
    expect(same.body.error!.message).toBe(`new_password: ${PASSWORD_MESSAGES.sameAsOld}`);
  });

  it("changes the password and ends the user's other sessions, keeping this one", async () => {
    const other = await t.signIn('consultant');
    const mine = await t.signIn('consultant');
    const res = await t.call('users/password', change('Consultant#2026', 'A brand new password'), mine);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect((await t.call('auth/whoami', {}, mine)).status).toBe(200);
    expect((await t.call('auth/whoami', {}, other)).status).toBe(401);
    const old = await t.call(
      'auth/login',
      { username: 'consultant@asesa.test', password: 'Consultant#2026' },
      await t.anonymousToken(),
    );
    expect(old.status).toBe(401);
    await t.signIn({ email: 'consultant@asesa.test', password: 'A brand new password' });
  });
});

describe('users/consultants/profile and password', () => {
  const creds = { email: 'consultant@asesa.test', password: 'A brand new password' };

  it('GET shows the consultant with its account', async () => {
    const res = await get(t, 'users/consultants/profile', await t.signIn(creds));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'consultant@asesa.test',
      role: 'consultant',
      account: {
        id: 1,
        name: 'Demo Consulting',
        legal_name: 'PT Demo Konsultan Indonesia',
        logo_thumbnail: null,
      },
    });
  });

  it("POST changes the user's and the account's names", async () => {
    const p = await t.callOk(
      'users/consultants/profile',
      { name: 'Citra C.', title: 'Partner', account_name: 'Demo Consulting Group' },
      await t.signIn(creds),
    );
    expect(p).toMatchObject({
      name: 'Citra C.',
      title: 'Partner',
      account: { name: 'Demo Consulting Group', legal_name: 'PT Demo Konsultan Indonesia' },
    });
    const bad = await t.call(
      'users/consultants/profile',
      { name: 'C', account_legal_name: '' },
      await t.signIn(creds),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      message: 'account_legal_name: account_legal_name is required',
      field: 'account_legal_name',
    });
  });

  it('is for consultants only', async () => {
    for (const who of ['admin', 'collaborator'] as const) {
      const token = await t.signIn(who);
      expect((await get(t, 'users/consultants/profile', token)).status).toBe(403);
      expect((await t.call('users/consultants/profile', { name: 'X' }, token)).status).toBe(403);
      const pw = await t.call(
        'users/consultants/password',
        {
          old_password: 'x',
          new_password: 'A brand new password',
          confirm_new_password: 'A brand new password',
        },
        token,
      );
      expect(pw.status).toBe(403);
    }
  });

  it("users/consultants/password changes a consultant's password", async () => {
    const token = await t.signIn(creds);
    await expectRefusal(
      t.call(
        'users/consultants/password',
        {
          old_password: 'nope',
          new_password: 'Third password here',
          confirm_new_password: 'Third password here',
        },
        token,
      ),
      { status: 400, field: 'old_password' },
    );
    await t.callOk(
      'users/consultants/password',
      {
        old_password: 'A brand new password',
        new_password: 'Third password here',
        confirm_new_password: 'Third password here',
      },
      token,
    );
    await t.signIn({ email: 'consultant@asesa.test', password: 'Third password here' });
  });
});
