import {
  ATS_CALLBACK_EVENT,
  type AtsCallbackBody,
  PARTNER_EVENT_HEADER,
  PARTNER_SIGNATURE_HEADER,
  PARTNER_TIMESTAMP_HEADER,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { open } from '../../lib/secret-box';
import { attemptCallback, deliveryStatus, retryIfFailed } from '../partner/callback-attempt';
import { partnerSignature } from '../partner/partner-delivery';
import { corporateSecret } from '../partner/partner-secret';
import {
  findCallback,
  findCallbackKey,
  insertCallback,
  insertCallbackAttempt,
  listSendsWithCallback,
  updateCallback,
} from './ats.repository';

export const ATS_CALLBACK_JOB = 'ats-callback';
/** An ATS endpoint that does not answer within this long counts as a failed attempt. */
const CALLBACK_TIMEOUT_MS = 10_000;

export type CallbackSend = Awaited<ReturnType<typeof listSendsWithCallback>>[number];

/** The scored participants' sends that asked for a callback of this kind. */
export async function scoredSends(deps: Deps, participantIds: number[], kind: 'generic' | 'greenhouse') {
  const sends = await listSendsWithCallback(deps.db, participantIds);
  return sends.filter((s) => s.callback_kind === kind && s.status === 'scored');
}

/**
 * Records a sent test's callback once (a rescoring does not tell the ATS twice) and queues its
 * delivery: a job signs it, sends it and retries it with back-off.
 */
export async function queueCallback(deps: Deps, send: CallbackSend, body: unknown): Promise<void> {
  const inserted = await insertCallback(deps.db, {
    account_corporate_id: send.account_corporate_id,
    send_id: send.id,
    url: send.callback_url,
    kind: send.callback_kind,
    body_json: JSON.stringify(body),
    status: 'queued',
    created_at: nowIso(),
  });
  if (inserted) await deps.jobs.enqueue(ATS_CALLBACK_JOB, { callbackId: inserted.id });
}

/** The generic callback: a candidate of a send with a callback_url was scored. */
export async function genericCallbacksOnScored(deps: Deps, participantIds: number[]): Promise<void> {
  for (const send of await scoredSends(deps, participantIds, 'generic')) {
    const body: AtsCallbackBody = {
      event: ATS_CALLBACK_EVENT,
      request_id: send.request_id,
      test_id: send.project_id,
      participant_id: send.participant_id!,
      status: 'scored',
      ats_candidate_id: send.ats_candidate_id,
      ats_application_id: send.ats_application_id,
      occurred_at: nowIso(),
    };
    await queueCallback(deps, send, body);
  }
}

/** What a callback sends: the generic one is signed, Greenhouse's is authenticated with the key. */
async function requestOf(
  deps: Deps,
  callback: NonNullable<Awaited<ReturnType<typeof findCallback>>>,
): Promise<{ method: 'POST' | 'PATCH'; headers: Record<string, string>; body: string }> {
  if (callback.kind === 'greenhouse') {
    // Greenhouse's "Mark Test as Completed": a PATCH without parameters, with HTTP Basic auth as
    // its own calls use (the API key as the user name, an empty password); Greenhouse then reads
    // test_status. The body kept with the callback is what test_status answered at that moment.
    const sealed = await findCallbackKey(deps.db, callback.id);
    if (!sealed) throw new Error('No API key kept for this Greenhouse test: it was not sent by Greenhouse');
    const basic = Buffer.from(`${open(deps.env, sealed)}:`).toString('base64');
    return { method: 'PATCH', headers: { authorization: `Basic ${basic}` }, body: '' };
  }
  const secret = await corporateSecret(deps, callback.account_corporate_id);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PARTNER_SIGNATURE_HEADER]: partnerSignature(secret, timestamp, callback.body_json),
      [PARTNER_TIMESTAMP_HEADER]: timestamp,
      [PARTNER_EVENT_HEADER]: ATS_CALLBACK_EVENT,
    },
    body: callback.body_json,
  };
}

/**
 * The callback job: sends the body to the URL the ATS gave, signed as the partner events are
 * (HMAC-SHA256 of `${timestamp}.${body}` with the corporate's secret); Greenhouse's is a PATCH
 * with the key (requestOf). Every attempt is recorded; a failure is thrown so the queue retries
 * it with back-off, and after the last attempt the callback is marked failed.
 */
export async function deliverCallback(deps: Deps, payload: { callbackId: number }): Promise<void> {
  const callback = await findCallback(deps.db, payload.callbackId);
  if (!callback || callback.status !== 'queued') return;
  const attempts = callback.attempts + 1;
  const attempt = await attemptCallback(
    deps,
    callback.url,
    () => requestOf(deps, callback),
    CALLBACK_TIMEOUT_MS,
  );
  const at = nowIso();
  await insertCallbackAttempt(deps.db, {
    callback_id: callback.id,
    attempt: attempts,
    response_status: attempt.status,
    error: attempt.error,
    at,
  });
  const status = deliveryStatus(attempt, attempts);
  await updateCallback(deps.db, callback.id, { attempts, status, sent_at: status === 'sent' ? at : null });
  retryIfFailed(attempt);
}
