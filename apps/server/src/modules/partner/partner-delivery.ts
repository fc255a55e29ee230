import { createHmac } from 'node:crypto';
import {
  PARTNER_EVENT_HEADER,
  PARTNER_SIGNATURE_HEADER,
  PARTNER_TIMESTAMP_HEADER,
  type PartnerEventBody,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { attemptCallback, deliveryStatus, retryIfFailed } from './callback-attempt';
import { findPartnerEvent, updatePartnerEvent } from './partner.repository';
import { corporateSecret } from './partner-secret';

export const PARTNER_EVENT_JOB = 'partner-event';
/** A partner's endpoint that does not answer within this long counts as a failed attempt. */
export const PARTNER_DELIVERY_TIMEOUT_MS = 10_000;

/** HMAC-SHA256 of `${timestamp}.${body}` with the corporate's secret, hex: what the partner recomputes. */
export function partnerSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The partner-event job: POSTs the event to the callback_url it was recorded with, signed. A
 * failure (network, timeout, non-2xx) is recorded and thrown, so the job queue retries it with
 * back-off; after the last attempt the event is marked failed.
 */
export async function deliverPartnerEvent(deps: Deps, payload: { eventId: number }): Promise<void> {
  const event = await findPartnerEvent(deps.db, payload.eventId);
  if (!event || event.status === 'sent' || event.status === 'skipped') return;
  const secret = await corporateSecret(deps, event.account_corporate_id);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = event.body_json;
  const attempts = event.attempts + 1;
  const attempt = await attemptCallback(
    deps,
    event.callback_url,
    () => ({
      headers: {
        'content-type': 'application/json',
        [PARTNER_SIGNATURE_HEADER]: partnerSignature(secret, timestamp, body),
        [PARTNER_TIMESTAMP_HEADER]: timestamp,
        [PARTNER_EVENT_HEADER]: (JSON.parse(body) as PartnerEventBody).event,
      },
      body,
    }),
    PARTNER_DELIVERY_TIMEOUT_MS,
  );
  const status = deliveryStatus(attempt, attempts);
  await updatePartnerEvent(deps.db, event.id, {
    attempts,
    response_status: attempt.status,
    last_error: attempt.error,
    status,
    sent_at: status === 'sent' ? nowIso() : null,
  });
  retryIfFailed(attempt);
}
