import { PROFILE_IMAGE_THUMBNAIL_SIZE, type profileUpdateRequest, type UserProfile } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import type { CallContext } from '../../http/context';
import { removeStoredImages, storeImage } from '../../lib/storage';
import { confirmCurrentPassword } from './password.service';
import { USER_MESSAGES } from './users.messages';
import { updateUser, userProfile } from './users.repository';

export const PROFILE_IMAGE_NOT_IMAGE = USER_MESSAGES.profileNotImage;

export function getProfile(deps: Deps, actor: Actor): Promise<UserProfile> {
  return userProfile(deps.db, actor.userId);
}

/** users/profile: the user's own name and title, confirmed by the current password when sent. */
export async function updateProfile(
  ctx: CallContext,
  input: z.infer<typeof profileUpdateRequest>,
): Promise<UserProfile> {
  const { deps } = ctx;
  const actor = ctx.actor!;
  if (input.password !== undefined) await confirmCurrentPassword(ctx, input.password);
  await updateUser(deps.db, actor.userId, { name: input.name, title: input.title || null });
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
  await updateUser(deps.db, actor.userId, { photo_path: stored.path, photo_thumbnail: stored.thumbnail });
  await removeStoredImages(deps.env, current.path, current.thumbnail);
  return stored;
}

/** users/collaborators/tnc-agreed: records that the user agreed to the terms of use. */
export async function agreeToTerms(deps: Deps, actor: Actor): Promise<UserProfile> {
  await updateUser(deps.db, actor.userId, { is_agree_tnc: 1 });
  return userProfile(deps.db, actor.userId);
}

/** Stores a user's own name and title, in the caller's transaction (the consultant profile's save). */
export async function saveOwnNames(
  db: Deps['db'],
  userId: number,
  names: { name: string; title: string | null },
): Promise<void> {
  await updateUser(db, userId, names);
}
