import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBuffer } from '../../../test/accounts-fixtures';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { journeyParticipant, submitRegistration } from '../../../test/support/journey.fixtures';
import { startAppAs } from '../../../test/support/module-setup';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';
import { up as privatePhotoPaths } from '../../db/migrations/019_private_participant_photos';
import { uploadsDir } from '../../lib/storage';
import { moveLegacyParticipantPhotos, photosDir } from './participant-photos';

// Registration photos are personal data: stored outside the public uploads folder and served
// only to back-office reviewers of the participant's tenant.

let t: TestApp;
let consultant: string;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  project = await demoCorporateProject(t, 'Photo Project');
  await t.callOk(
    'projects/configs/landing-form/update',
    { project_id: project.id, fields: { photo: { show: true, required: false } } },
    consultant,
  );
});
afterAll(() => t.close());

const photoOf = (participantId: number, token?: string, thumbnail?: boolean) =>
  fileCall(t, 'projects/participants/photo', { participant_id: participantId, thumbnail }, token);

async function registeredWithPhoto(name: string) {
  const p = await journeyParticipant(t, project, name);
  const res = await submitRegistration(
    t,
    { participantCode: p.code, name, email: 'photo@example.com', phone: '0812', is_agree_tnc: 'true' },
    [{ field: 'photo', filename: 'me.jpg', content: await imageBuffer('jpeg'), contentType: 'image/jpeg' }],
  );
  expect(res.status).toBe(200);
  return p;
}

describe('projects/participants/photo', () => {
  it("serves the photo and its thumbnail to the tenant's reviewers; the results say there is one", async () => {
    const p = await registeredWithPhoto('Fina Photo');
    const photo = await photoOf(p.id, consultant);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg');
    const thumb = await photoOf(p.id, consultant, true);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const results = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    expect(results.participant.has_photo).toBe(true);
  });

  it('another tenant gets 404, anonymous 401, and no public URL serves it', async () => {
    const p = await registeredWithPhoto('Nina Private');
    const rival = await rivalTenant(t, { slug: 'rival-photos' });
    for (const token of [rival.token, rival.consultantToken]) {
      const refused = await photoOf(p.id, token);
      expect(refused.status).toBe(404);
      expect(refused.json?.error?.message).toMatch(/not found/i);
    }
    expect((await photoOf(p.id)).status).toBe(401);

    const row = await t.deps.db
      .selectFrom('participants')
      .select(['photo_path', 'photo_thumbnail'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.photo_path!.startsWith('/')).toBe(false);
    for (const url of [
      `/uploads/participant-photos/${row.photo_path}`,
      `/uploads/participant-photos/${row.photo_path!.split('/')[1]}`,
      `/uploads/../participant-photos/${row.photo_path}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('a participant without a photo answers 404 naming the photo', async () => {
    const p = await journeyParticipant(t, project, 'Ana Nophoto');
    const none = await photoOf(p.id, consultant);
    expect(none.status).toBe(404);
    expect(none.json?.error?.message).toMatch(/photo/i);
    const results = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    expect(results.participant.has_photo).toBe(false);
  });

  it('photos stored publicly before (migration 019) move out of the public folder and stay served', async () => {
    const p = await journeyParticipant(t, project, 'Lea Legacy');
    const legacy = join(uploadsDir(t.deps.env), 'participant-photos');
    await mkdir(legacy, { recursive: true });
    const jpeg = await imageBuffer('jpeg');
    await writeFile(join(legacy, 'legacy01.jpg'), jpeg);
    await writeFile(join(legacy, 'legacy01-thumb.webp'), await sharp(jpeg).webp().toBuffer());
    await t.deps.db
      .updateTable('participants')
      .set({
        photo_path: '/uploads/participant-photos/legacy01.jpg',
        photo_thumbnail: '/uploads/participant-photos/legacy01-thumb.webp',
      })
      .where('id', '=', p.id)
      .execute();

    await privatePhotoPaths(t.deps.db as never);
    expect(await moveLegacyParticipantPhotos(t.deps.env)).toBe(2);
    // Run again at the next start: nothing left to move, nothing changed.
    await privatePhotoPaths(t.deps.db as never);
    expect(await moveLegacyParticipantPhotos(t.deps.env)).toBe(0);

    const row = await t.deps.db
      .selectFrom('participants')
      .select(['photo_path', 'photo_thumbnail'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ photo_path: 'legacy01.jpg', photo_thumbnail: 'legacy01-thumb.webp' });
    expect(existsSync(join(legacy, 'legacy01.jpg'))).toBe(false);
    expect(existsSync(join(photosDir(t.deps.env), 'legacy01.jpg'))).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/participant-photos/legacy01.jpg' })).statusCode,
    ).toBe(404);
    const served = await photoOf(p.id, consultant);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.bytes, jpeg)).toBe(0);
  });
});
