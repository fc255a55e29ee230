import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTRATION_PHOTO_NOT_IMAGE, REGISTRATION_PHOTO_TOO_BIG } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBuffer } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { journeyParticipant, submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { demoCorporateProject } from '../../../test/tenants';
import { photosDir } from './participant-photos';

let t: TestApp;
let consultant: string;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  project = await demoCorporateProject(t, 'Registration Project');
  // This project's form asks for everything; city, education level and photo are required.
  await t.callOk(
    'projects/configs/landing-form/update',
    {
      project_id: project.id,
      fields: {
        city: { show: true, required: true },
        education_level: { show: true, required: true },
        photo: { show: true, required: true },
        birth_date: { show: true, required: false },
        gender: { show: true, required: false },
      },
    },
    consultant,
  );
});
afterAll(() => t.close());

const newCode = (name = 'Rina Register') => journeyParticipant(t, project, name);

const complete = (participantCode: string) => ({
  participantCode,
  name: 'Rina Register',
  email: 'rina@example.com',
  phone: '0812 3456 789',
  city: 'Kota Bandung',
  education_level: 'S1',
  birth_date: '1999-04-01',
  gender: 'female',
  is_agree_tnc: 'true',
});

describe('landing', () => {
  it('shows the project form configuration; submit-code mode only for a participant from an access code', async () => {
    const { code } = await newCode('Lana Landing');
    const land = await t.callOk('test-activities/landing', { participant_code: code, is_submit_code: true });
    expect(land.registration_form.fields.city).toEqual({ show: true, required: true });
    expect(land.is_submit_code).toBe(false);

    const codes = await t.callOk('unique-codes/generate', { project_id: project.id, count: 1 }, consultant);
    const access = codes.codes[0];
    const submitted = await t.callOk('test-activities/submit-code', { code: access });
    expect(submitted.is_redirect).toBe(true);
    const fromCode = await t.callOk('test-activities/landing', {
      participant_code: submitted.code,
      is_submit_code: true,
    });
    expect(fromCode).toMatchObject({ is_submit_code: true, is_registered: false, name: '' });
    const plain = await t.callOk('test-activities/landing', { participant_code: submitted.code });
    expect(plain.is_submit_code).toBe(false);
  });
});

describe('registration lists', () => {
  it('education levels in Indonesian by default and in English on request', async () => {
    const id = await t.callOk('test-activities/education-level', {});
    expect(id.map((l: { code: string }) => l.code)).toEqual([
      'SD',
      'SMP',
      'SMA',
      'D1',
      'D2',
      'D3',
      'D4',
      'S1',
      'S2',
      'S3',
    ]);
    expect(id.find((l: { code: string }) => l.code === 'S1').name).toBe('Sarjana (S1)');
    const en = await t.callOk('test-activities/education-level', { lang: 'en' });
    expect(en.find((l: { code: string }) => l.code === 'S1').name).toBe("Bachelor's degree (S1)");
    const header = await t.call('test-activities/education-level', {}, undefined, {
      'content-language': 'en',
    });
    expect((header.body.data as { name: string }[])[0].name).toBe('Primary school');
  });

  it('cities: all 514 regencies and cities of Indonesia, searched by name, paged in SQL', async () => {
    const all = await t.callOk('test-activities/cities', {});
    expect(all.recordsTotal).toBe(514);
    expect(all.data).toHaveLength(10);

    const search = (value: string, extra: Record<string, unknown> = {}) =>
      t.callOk('test-activities/cities', {
        columns: [{ data: 'name' }],
        order: [{ column: 0, dir: 'asc' }],
        search: { value },
        ...extra,
      });
    const bandung = await search('bandung');
    expect(bandung.recordsFiltered).toBe(3);
    expect(bandung.data.map((c: { name: string }) => c.name)).toEqual([
      'Kabupaten Bandung',
      'Kabupaten Bandung Barat',
      'Kota Bandung',
    ]);
    expect(bandung.data[2]).toMatchObject({ province: 'Jawa Barat', kind: 'city' });

    const page1 = await search('jakarta', { length: 2 });
    const page2 = await search('jakarta', { length: 2, start: 2 });
    expect(page1.recordsFiltered).toBe(5);
    expect(page1.data.map((c: { name: string }) => c.name)).toEqual([
      'Kota Jakarta Barat',
      'Kota Jakarta Pusat',
    ]);
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual([
      'Kota Jakarta Selatan',
      'Kota Jakarta Timur',
    ]);
    // The search is by name only: a province matches nothing by itself.
    expect((await search('jawa barat')).recordsFiltered).toBe(0);
    const column = await t.callOk('test-activities/cities', {
      columns: [{ data: 'name', search: { value: 'surabaya' } }],
    });
    expect(column.data.map((c: { name: string }) => c.name)).toEqual(['Kota Surabaya']);

    await expectRefusal(
      t.call('test-activities/cities', {
        columns: [{ data: 'secret', search: { value: 'x' } }],
      }),
      { status: 400, message: "columns: unknown column 'secret'" },
    );
  });
});

describe('registration form (multipart submit)', () => {
  it('a missing required field answers 400 naming it', async () => {
    const { code } = await newCode('Mira Missing');
    const png = await imageBuffer('png');
    const photo = [{ field: 'photo', filename: 'me.png', content: png, contentType: 'image/png' }];
    const { city: _c, ...noCity } = complete(code);
    const missingCity = await submitRegistration(t, noCity, photo);
    expect(missingCity.status).toBe(400);
    expect(missingCity.body.error).toEqual({ message: 'city: city is required', field: 'city' });

    const { education_level: _e, ...noEducation } = complete(code);
    const missingEducation = await submitRegistration(t, noEducation, photo);
    expect(missingEducation.body.error).toEqual({
      message: 'education_level: education level is required',
      field: 'education_level',
    });

    const missingPhoto = await submitRegistration(t, complete(code));
    expect(missingPhoto.status).toBe(400);
    expect(missingPhoto.body.error).toEqual({ message: 'photo: photo is required', field: 'photo' });

    const unknownLevel = await submitRegistration(t, { ...complete(code), education_level: 'PhD' }, photo);
    expect(unknownLevel.status).toBe(400);
    expect(unknownLevel.body.error.field).toBe('education_level');
  });

  it('a photo that is not an image answers 400; one over 5 MB answers 413', async () => {
    const { code } = await newCode('Pia Photo');
    const text = await submitRegistration(t, complete(code), [
      {
        field: 'photo',
        filename: 'me.png',
        content: Buffer.from('not really a picture'),
        contentType: 'image/png',
      },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.error).toEqual({ message: REGISTRATION_PHOTO_NOT_IMAGE, field: 'photo' });

    const gif = await submitRegistration(t, complete(code), [
      { field: 'photo', filename: 'me.gif', content: await imageBuffer('gif') },
    ]);
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe(REGISTRATION_PHOTO_NOT_IMAGE);

    const big = Buffer.concat([await imageBuffer('png'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await submitRegistration(t, complete(code), [
      { field: 'photo', filename: 'big.png', content: big, contentType: 'image/png' },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toEqual({ message: REGISTRATION_PHOTO_TOO_BIG, field: 'photo' });

    const status = await t.deps.db
      .selectFrom('participants')
      .select(['status', 'photo_path'])
      .where('participant_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'invited', photo_path: null });
  });

  it('stores the details and the photo (re-encoded, outside the public folder); a repeat keeps the photo', async () => {
    const { id, code } = await newCode('Sinta Stored');
    const ok = await submitRegistration(t, complete(code), [
      { field: 'photo', filename: 'me.jpg', content: await imageBuffer('jpeg'), contentType: 'image/jpeg' },
    ]);
    expect(ok).toMatchObject({ status: 200, body: { data: { status: 'registered', is_registered: true } } });
    const row = await t.deps.db
      .selectFrom('participants')
      .select(['name', 'city', 'education_level', 'gender', 'birth_date', 'photo_path', 'photo_thumbnail'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Rina Register',
      city: 'Kota Bandung',
      education_level: 'S1',
      gender: 'female',
      birth_date: '1999-04-01',
    });
    // Personal data: outside the public uploads folder, under DATA_DIR/participant-photos/{id}/.
    expect(row.photo_path).toMatch(new RegExp(`^${id}/[0-9a-f]{32}\\.jpg$`));
    expect(existsSync(join(photosDir(t.deps.env), row.photo_path!))).toBe(true);
    expect(existsSync(join(photosDir(t.deps.env), row.photo_thumbnail!))).toBe(true);

    // The photo sent earlier still satisfies the required photo.
    const again = await submitRegistration(t, { ...complete(code), city: 'Kota Surabaya' });
    expect(again.status).toBe(200);
    const after = await t.deps.db
      .selectFrom('participants')
      .select(['city', 'photo_path'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ city: 'Kota Surabaya', photo_path: row.photo_path });
  });

  it('revoked and expired codes are refused with clear messages', async () => {
    const revoked = await newCode('Rudi Revoked');
    await t.deps.db
      .updateTable('participants')
      .set({ status: 'revoked' })
      .where('id', '=', revoked.id)
      .execute();
    const r = await submitRegistration(t, complete(revoked.code));
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe('This participant code was revoked. Please contact the organiser.');

    const expired = await newCode('Eko Expired');
    await t.deps.db
      .updateTable('participants')
      .set({ code_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.id)
      .execute();
    await expectRefusal(t.call('test-activities/landing', { participant_code: expired.code }), {
      status: 410,
      message: 'This participant code has expired. Please contact the organiser.',
    });
  });
});
