import type { PartnerEventBody, partnerSecretRequest, partnerSendEventRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { visibleCorporates } from '../accounts/accounts.policy';
import { participantByCode } from '../test-attempts/test-attempts.service';
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
    if (input.event === 'expired') throw conflict('This participant code has not expired.');
    return p;
  } catch (err) {
    if (!(input.event === 'expired' && err instanceof AppError && err.extra.reason === 'expired')) throw err;
    return deps.db
      .selectFrom('participants')
      .select(['id', 'project_id', 'account_corporate_id', 'participant_code', 'status'])
      .where('participant_code', '=', input.participant_code.trim().toUpperCase())
      .executeTakeFirstOrThrow();
  }
}

/** The facts behind an event must hold: a finished section of this participant, a completed test. */
async function assertEventTrue(deps: Deps, input: SendEvent, participant: { id: number; status: string }) {
  if (input.submission_id !== undefined) {
    const sub = await deps.db
      .selectFrom('submissions')
      .select(['id', 'state'])
      .where('id', '=', input.submission_id)
      .where('participant_id', '=', participant.id)
      .executeTakeFirst();
    // Another participant's submission answers like an unknown one.
    if (!sub) throw notFound('Submission');
    if (input.event === 'finish_section' && sub.state !== 'finished')
      throw conflict('This section is not finished yet.');
  } else if (input.event === 'finish_section') {
    throw new AppError(400, 'submission_id: finish_section needs the finished submission_id', {
      field: 'submission_id',
    });
  }
  if (input.event === 'finish' && participant.status !== 'completed' && participant.status !== 'scored')
    throw conflict('The participant has not finished the test yet.');
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
  const existing = await deps.db
    .selectFrom('partner_events')
    .select(['id', 'status'])
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  if (existing) return { id: existing.id, queued: existing.status !== 'skipped', status: existing.status };

  const corporate = await deps.db
    .selectFrom('corporate_accounts')
    .select(['callback_url'])
    .where('id', '=', participant.account_corporate_id)
    .executeTakeFirstOrThrow();
  const callback = corporate.callback_url.trim();
  const now = nowIso();
  const inserted = await deps.db
    .insertInto('partner_events')
    .values({
      account_corporate_id: participant.account_corporate_id,
      participant_id: participant.id,
      submission_id: input.submission_id ?? null,
      event: input.event,
      dedupe_key: dedupeKey,
      callback_url: callback,
      body_json: '{}',
      status: callback ? 'queued' : 'skipped',
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
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
  await deps.db
    .updateTable('partner_events')
    .set({ body_json: JSON.stringify(body) })
    .where('id', '=', inserted.id)
    .execute();
  if (!callback) return { id: inserted.id, queued: false, status: 'skipped' as const };
  const jobId = await deps.jobs.enqueue(PARTNER_EVENT_JOB, { eventId: inserted.id });
  await deps.db.updateTable('partner_events').set({ job_id: jobId }).where('id', '=', inserted.id).execute();
  return { id: inserted.id, queued: true, status: 'queued' as const };
}

/** partner/secret: the consultant reads (or rotates) the secret its partner verifies deliveries with. */
export async function partnerSecret(deps: Deps, actor: Actor, input: z.infer<typeof partnerSecretRequest>) {
  const corporate = await deps.db
    .selectFrom('corporate_accounts as c')
    .select(['c.id', 'c.callback_url', 'c.partner_origins'])
    .where('c.id', '=', input.account_corporate_id)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor))
    .executeTakeFirst();
  if (!corporate) throw notFound('Corporate account');
  return {
    secret: await corporateSecret(deps, corporate.id, input.rotate),
    callback_url: corporate.callback_url,
    frame_origins: frameOrigins(corporate),
  };
}
