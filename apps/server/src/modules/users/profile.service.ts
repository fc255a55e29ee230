import {
  type consultantProfile,
  type consultantProfileUpdateRequest,
  PROFILE_IMAGE_THUMBNAIL_SIZE,
  type profileUpdateRequest,
  type UserProfile,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { UploadedFile } from '../../http/calls';
import type { Actor, Deps } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { removeStoredImages, storeImage } from '../../lib/storage';
import { userProfile } from './users.repository';

export const PROFILE_IMAGE_NOT_IMAGE = 'image must be a PNG, JPEG or WebP image';

export function getProfile(deps: Deps, actor: Actor): Promise<UserProfile> {
  return userProfile(deps.db, actor.userId);
}

export async function updateProfile(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof profileUpdateRequest>,
): Promise<UserProfile> {
  await deps.db
    .updateTable('users')
    .set({ name: input.name, title: input.title || null, updated_at: nowIso() })
    .where('id', '=', actor.userId)
    .execute();
  return userProfile(deps.db, actor.userId);
}

/** users/profile-image: PNG, JPEG or WebP by content; stores it with a thumbnail. */
export async function setProfileImage(deps: Deps, actor: Actor, file: UploadedFile) {
  const current = await userProfile(deps.db, actor.userId);
  const stored = await storeImage(deps.env, file.buffer, {
    folder: 'profiles',
    formats: ['png', 'jpeg', 'webp'],
    field: 'image',
    notImageMessage: PROFILE_IMAGE_NOT_IMAGE,
    thumbnailSize: PROFILE_IMAGE_THUMBNAIL_SIZE,
  });
  await deps.db
    .updateTable('users')
    .set({ photo_path: stored.path, photo_thumbnail: stored.thumbnail, updated_at: nowIso() })
    .where('id', '=', actor.userId)
    .execute();
  await removeStoredImages(deps.env, current.path, current.thumbnail);
  return stored;
}

/** users/collaborators/tnc-agreed: records that the user agreed to the terms of use. */
export async function agreeToTerms(deps: Deps, actor: Actor): Promise<UserProfile> {
  await deps.db
    .updateTable('users')
    .set({ is_agree_tnc: 1, updated_at: nowIso() })
    .where('id', '=', actor.userId)
    .execute();
  return userProfile(deps.db, actor.userId);
}

function consultantAccountId(actor: Actor): number {
  if (actor.role !== 'consultant' || !actor.consultantId)
    throw forbidden('Only consultants have a consultant profile.');
  return actor.consultantId;
}

export async function getConsultantProfile(
  deps: Deps,
  actor: Actor,
): Promise<z.input<typeof consultantProfile>> {
  const accountId = consultantAccountId(actor);
  const account = await deps.db
    .selectFrom('consultant_accounts')
    .select(['id', 'name', 'legal_name', 'logo_thumbnail'])
    .where('id', '=', accountId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!account) throw notFound('Consultant account');
  return { ...(await userProfile(deps.db, actor.userId)), account };
}

/** A consultant's own name and title, and optionally its consultant account's names. */
export async function updateConsultantProfile(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof consultantProfileUpdateRequest>,
) {
  const accountId = consultantAccountId(actor);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ name: input.name, title: input.title || null, updated_at: now })
      .where('id', '=', actor.userId)
      .execute();
    if (input.account_name !== undefined || input.account_legal_name !== undefined) {
      await trx
        .updateTable('consultant_accounts')
        .set({
          ...(input.account_name !== undefined ? { name: input.account_name } : {}),
          ...(input.account_legal_name !== undefined ? { legal_name: input.account_legal_name } : {}),
          updated_at: now,
        })
        .where('id', '=', accountId)
        .execute();
    }
  });
  return getConsultantProfile(deps, actor);
}
