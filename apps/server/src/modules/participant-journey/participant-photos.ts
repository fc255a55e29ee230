import { mkdir, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Env } from '../../config/env';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { notFound } from '../../lib/errors';
import { encodeImage, uploadsDir, writeImage } from '../../lib/storage';
import { visibleParticipant } from '../participants/participants.policy';
import { JOURNEY_MESSAGES } from './participant-journey.messages';

/**
 * Registration photos are personal data: kept outside the public uploads folder (like webcam
 * snapshots), under DATA_DIR/participant-photos/{participant id}/ with a random name, and served
 * only to reviewers of the participant's tenant (projects/participants/photo). The participant's
 * photo_path and photo_thumbnail hold paths relative to that folder.
 */
const PHOTO_FOLDER = 'participant-photos';
export const photosDir = (env: Env) => join(env.dataDir, PHOTO_FOLDER);

const PHOTO_RULES = {
  folder: PHOTO_FOLDER,
  formats: ['jpeg', 'png', 'webp'],
  field: 'photo',
  notImageMessage: JOURNEY_MESSAGES.photoNotImage,
  thumbnailSize: 256,
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Checks the photo by content, re-encodes it and stores it with its thumbnail. */
export async function storeParticipantPhoto(env: Env, participantId: number, buffer: Buffer) {
  const image = await encodeImage(buffer, PHOTO_RULES);
  const names = await writeImage(join(photosDir(env), String(participantId)), image);
  return { path: `${participantId}/${names.original}`, thumbnail: `${participantId}/${names.thumbnail}` };
}

/** A stored relative path as a file of the photos folder; null for anything that would leave it. */
function photoFile(env: Env, relative: string | null): string | null {
  if (!relative) return null;
  const clean = normalize(relative);
  if (clean.startsWith('..') || clean.startsWith('/') || clean.includes('\0')) return null;
  return join(photosDir(env), clean);
}

/** Deletes the files of a replaced photo (best effort: a missing file is not an error). */
export async function removeParticipantPhoto(env: Env, ...relatives: (string | null)[]) {
  for (const file of relatives.map((r) => photoFile(env, r))) if (file) await unlink(file).catch(() => {});
}

/** The photo (or its thumbnail) for a reviewer who may see the participant; others get 404. */
export async function participantPhotoFile(
  deps: Deps,
  actor: Actor,
  input: { participant_id: number; thumbnail?: boolean },
): Promise<FileAnswer> {
  const row = await visibleParticipant(deps, actor, input.participant_id)
    .select(['pt.id', 'pt.photo_path', 'pt.photo_thumbnail'])
    .executeTakeFirst();
  if (!row) throw notFound('Participant');
  const relative = input.thumbnail ? row.photo_thumbnail : row.photo_path;
  const file = photoFile(deps.env, relative);
  if (!relative || !file) throw notFound('Photo');
  const body = await readFile(file).catch(() => {
    throw notFound('Photo');
  });
  const ext = extname(relative).toLowerCase();
  return {
    fileName: `participant-${row.id}-photo${ext}`,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    body,
  };
}

/**
 * Moves photos stored before they became private (DATA_DIR/uploads/participant-photos, served
 * publicly) into the photos folder; migration 019 made their paths relative. Run at start; a
 * second run finds nothing to move.
 */
export async function moveLegacyParticipantPhotos(env: Env): Promise<number> {
  const legacy = join(uploadsDir(env), PHOTO_FOLDER);
  const names = await readdir(legacy).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  await mkdir(photosDir(env), { recursive: true });
  for (const name of names) {
    // Several instances starting at once move the same files: one that another moved is done.
    await rename(join(legacy, name), join(photosDir(env), name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
  await rm(legacy, { recursive: true, force: true });
  return names.length;
}
