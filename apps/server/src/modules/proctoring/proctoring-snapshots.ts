import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SNAPSHOT_MIN_INTERVAL_SECONDS, WEBCAM_SNAPSHOT_KIND } from '@asesa/contracts';
import sharp from 'sharp';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer, UploadedFile } from '../../http/calls';
import { addMs, nowIso } from '../../lib/clock';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { PROCTORING_MESSAGES } from './proctoring.messages';
import {
  findSnapshot,
  findSnapshotSince,
  findVisibleParticipant,
  insertProctoringEvent,
} from './proctoring.repository';
import { assertRoomForEvents, proctoredAttempt } from './proctoring.service';

/** Snapshots are personal data: kept outside the public uploads folder, served only to reviewers. */
const snapshotsDir = (deps: Deps) => join(deps.env.dataDir, 'proctoring');
/** Larger frames are refused (a webcam frame is at most Full HD). */
const MAX_SNAPSHOT_PIXELS = 1920 * 1080;
const NOT_JPEG = fieldMessage('snapshot', PROCTORING_MESSAGES.notJpeg);

/** A JPEG starts with FF D8 FF whatever the file claims to be. */
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * Stores one webcam snapshot of a participant's attempt (projects at the webcam level only):
 * checked by content, re-encoded (which drops metadata and anything appended) and recorded as a
 * proctoring event. Snapshots faster than the minimum interval answer 429.
 */
export async function storeSnapshot(
  deps: Deps,
  fields: { participant_code: string; proctoring_id: number },
  file: UploadedFile,
) {
  const { participant, submissionId, level } = await proctoredAttempt(
    deps,
    fields.participant_code,
    fields.proctoring_id,
  );
  if (level !== 'webcam') throw conflict(PROCTORING_MESSAGES.noSnapshots);
  if (!isJpeg(file.buffer)) throw badRequest(NOT_JPEG, 'snapshot');
  let jpeg: Buffer;
  try {
    const meta = await sharp(file.buffer).metadata();
    if (meta.format !== 'jpeg') throw new Error('not a JPEG');
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_SNAPSHOT_PIXELS)
      throw fieldError('snapshot', PROCTORING_MESSAGES.tooLarge);
    jpeg = await sharp(file.buffer, { limitInputPixels: MAX_SNAPSHOT_PIXELS })
      .rotate()
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(NOT_JPEG, 'snapshot');
  }
  const now = nowIso();
  const recent = await findSnapshotSince(
    deps.db,
    participant.id,
    addMs(now, -SNAPSHOT_MIN_INTERVAL_SECONDS * 1000),
  );
  if (recent)
    throw new AppError(
      429,
      fillMessage(PROCTORING_MESSAGES.snapshotInterval, { seconds: SNAPSHOT_MIN_INTERVAL_SECONDS }),
      {
        reason: 'rate_limited',
        headers: { 'retry-after': String(SNAPSHOT_MIN_INTERVAL_SECONDS) },
      },
    );
  await assertRoomForEvents(deps, participant);
  const relative = join(String(participant.id), `${randomBytes(16).toString('hex')}.jpg`);
  await mkdir(join(snapshotsDir(deps), String(participant.id)), { recursive: true });
  await writeFile(join(snapshotsDir(deps), relative), jpeg);
  const id = await insertProctoringEvent(deps.db, {
    participant_id: participant.id,
    submission_id: submissionId,
    kind: WEBCAM_SNAPSHOT_KIND,
    detail: `${jpeg.length} bytes`,
    file_path: relative,
    created_at: now,
  });
  return { id };
}

/** One snapshot's JPEG for a reviewer who may see the participant (others: 404). */
export async function snapshotFile(
  deps: Deps,
  actor: Actor,
  input: { participant_id: number; snapshot_id: number },
): Promise<FileAnswer> {
  const visible = await findVisibleParticipant(deps, actor, input.participant_id);
  if (!visible) throw notFound('Participant');
  const event = await findSnapshot(deps.db, visible.id, input.snapshot_id);
  if (!event?.file_path) throw notFound('Snapshot');
  const body = await readFile(join(snapshotsDir(deps), event.file_path)).catch(() => {
    throw notFound('Snapshot');
  });
  return {
    fileName: `snapshot-${input.participant_id}-${event.created_at.replace(/[^0-9]/g, '').slice(0, 14)}.jpg`,
    contentType: 'image/jpeg',
    body,
  };
}
