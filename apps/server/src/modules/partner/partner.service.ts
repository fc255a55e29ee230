import type { PartnerEventBody, partnerSecretRequest, partnerSendEventRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { participantByCode } from '../test-attempts/test-attempts.service';
import { PARTNER_MESSAGES } from './partner.messages';
import {
  findCorporateCallbackUrl,
  findParticipantByCodeAnyState,
  findParticipantSubmission,
  findPartnerCallback,
  findPartnerEventByDedupeKey,
  insertPartnerEvent,
  updatePartnerEvent,
} from './partner.repository';
import { PARTNER_EVENT_JOB } from './partner-delivery';
import { frameOrigins } from './partner-origins';
import { corporateSecret } from './partner-secret';

type SendEvent = z.infer<typeof partnerSendEventRequest>;

/**
 * The participant an event is about. An expired code may still report 'expired' (the page that
 * tells the candidate so); every other event needs a valid code.
 */
async function eventParticipant(deps: Deps, input: SendEvent) {
  try {
    const p = await participantByCode(deps, input.participant_code);
    if (input.event === 'expired') throw conflict(PARTNER_MESSAGES.notExpired);
    return p;
  } catch (err) {
    if (!(input.event === 'expired' && err instanceof AppError && err.extra.reason === 'expired')) throw err;
    return findParticipantByCodeAnyState(deps.db, input.participant_code.trim().toUpperCase());
  }
}

/** The facts behind an event must hold: a finished section of this participant, a completed test. */
async function assertEventTrue(deps: Deps, input: SendEvent, participant: { id: number; status: string }) {
  if (input.submission_id !== undefined) {
    const sub = await findParticipantSubmission(deps.db, input.submission_id, participant.id);
    // Another participant's submission answers like an unknown one.
    if (!sub) throw notFound('Submission');
    if (input.event === 'finish_section' && sub.state !== 'finished')
      throw conflict(PARTNER_MESSAGES.sectionNotFinished);
  } else if (input.event === 'finish_section') {
    throw fieldError('submission_id', PARTNER_MESSAGES.finishSectionNeedsSubmission);
  }
  if (input.event === 'finish' && participant.status !== 'completed' && participant.status !== 'scored')
    throw conflict(PARTNER_MESSAGES.testNotFinished);
}

/**
 * partner/send-event: records the event once per (participant, event, section) and queues its
 * delivery to the corporate's callback_url (a job signs, sends and retries it). Without a
 * callback_url the event is recorded as skipped.
 */
export async function sendPartnerEvent(deps: Deps, input: SendEvent) {
  const participant = await eventParticipant(deps, input);
  await assertEventTrue(deps, input, participant);
  const dedupeKey = `${participant.id}:${input.event}:${input.submission_id ?? ''}`;
  const existing = await findPartnerEventByDedupeKey(deps.db, dedupeKey);
  if (existing) return { id: existing.id, queued: existing.status !== 'skipped', status: existing.status };

  const corporate = await findCorporateCallbackUrl(deps.db, participant.account_corporate_id);
  const callback = corporate.callback_url.trim();
  const now = nowIso();
  const inserted = await insertPartnerEvent(deps.db, {
    account_corporate_id: participant.account_corporate_id,
    participant_id: participant.id,
    submission_id: input.submission_id ?? null,
    event: input.event,
    dedupe_key: dedupeKey,
    callback_url: callback,
    body_json: '{}',
    status: callback ? 'queued' : 'skipped',
    created_at: now,
  });
  // A parallel request recorded it first.
  if (!inserted) return sendPartnerEvent(deps, input);
  const body: PartnerEventBody = {
    id: inserted.id,
    event: input.event,
    participant_code: participant.participant_code,
    project_id: participant.project_id,
    submission_id: input.submission_id ?? null,
    status: participant.status,
    occurred_at: now,
  };
  await updatePartnerEvent(deps.db, inserted.id, { body_json: JSON.stringify(body) });
  if (!callback) return { id: inserted.id, queued: false, status: 'skipped' as const };
  const jobId = await deps.jobs.enqueue(PARTNER_EVENT_JOB, { eventId: inserted.id });
  await updatePartnerEvent(deps.db, inserted.id, { job_id: jobId });
  return { id: inserted.id, queued: true, status: 'queued' as const };
}

/** partner/secret: the consultant reads (or rotates) the secret its partner verifies deliveries with. */
export async function partnerSecret(deps: Deps, actor: Actor, input: z.infer<typeof partnerSecretRequest>) {
  const corporate = await findPartnerCallback(deps.db, actor, input.account_corporate_id);
  if (!corporate) throw notFound('Corporate account');
  return {
    secret: await corporateSecret(deps, corporate.id, input.rotate),
    callback_url: corporate.callback_url,
    frame_origins: frameOrigins(corporate),
  };
}
