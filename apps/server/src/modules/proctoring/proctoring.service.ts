import {
  PROCTORING_EVENTS_MAX,
  PROCTORING_WATCHES,
  type ProctoringLevel,
  type ProctoringPolicy,
  type proctoringTrackRequest,
  SNAPSHOT_INTERVAL_SECONDS,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { type ParticipantAccess, participantByCode } from '../test-attempts/test-attempts.service';
import { PROCTORING_MESSAGES } from './proctoring.messages';
import {
  countParticipantEvents,
  findParticipantSubmission,
  findProjectProctoringLevel,
  insertProctoringEvent,
} from './proctoring.repository';

// Erasure (privacy) blanks the evidence inside its own transaction.
export { clearProctoringEvidence } from './proctoring.repository';

async function projectLevel(deps: Deps, projectId: number): Promise<ProctoringLevel> {
  return (await findProjectProctoringLevel(deps.db, projectId)) as ProctoringLevel;
}

/** What the project watches, so the page can tell the candidate before the test starts. */
export async function proctoringPolicy(deps: Deps, code: string): Promise<ProctoringPolicy> {
  const p = await participantByCode(deps, code);
  const level = await projectLevel(deps, p.project_id);
  return {
    level,
    watches: [...PROCTORING_WATCHES[level]],
    webcam_required: level === 'webcam',
    snapshot_interval_seconds: SNAPSHOT_INTERVAL_SECONDS,
  };
}

/**
 * The participant behind a code and one of its own attempts (proctoring_id is the submission):
 * another participant's submission answers 404 like an unknown one; a project without
 * proctoring records nothing.
 */
export async function proctoredAttempt(deps: Deps, code: string, submissionId: number) {
  const participant = await participantByCode(deps, code);
  const sub = await findParticipantSubmission(deps.db, participant.id, submissionId);
  if (!sub) throw notFound('Submission');
  const level = await projectLevel(deps, participant.project_id);
  if (level === 'off') throw conflict(PROCTORING_MESSAGES.off);
  return { participant, submissionId: sub.id, level };
}

/** A stuck or hostile client cannot fill the database: past the cap, events are refused. */
export async function assertRoomForEvents(deps: Deps, participant: ParticipantAccess): Promise<void> {
  if ((await countParticipantEvents(deps.db, participant.id)) >= PROCTORING_EVENTS_MAX)
    throw new AppError(429, fillMessage(PROCTORING_MESSAGES.tooManyEvents, { max: PROCTORING_EVENTS_MAX }), {
      reason: 'rate_limited',
    });
}

/** proctoring-track: stores one browser event as evidence. */
export async function trackProctoring(deps: Deps, input: z.infer<typeof proctoringTrackRequest>) {
  const { participant, submissionId } = await proctoredAttempt(
    deps,
    input.participant_code,
    input.proctoring_id,
  );
  await assertRoomForEvents(deps, participant);
  const id = await insertProctoringEvent(deps.db, {
    participant_id: participant.id,
    submission_id: submissionId,
    kind: input.status,
    detail: input.text,
    created_at: nowIso(),
  });
  return { id, recorded: true };
}
