import { createHmac } from 'node:crypto';
import {
  PARTNER_EVENT_HEADER,
  PARTNER_SIGNATURE_HEADER,
  PARTNER_TIMESTAMP_HEADER,
  type PartnerEventBody,
} from '@asesa/contracts';
import { outboundPolicy } from '../../config/outbound-ranges';
import type { Deps } from '../../deps';
import { MAX_ATTEMPTS } from '../../jobs/queue';
import { nowIso } from '../../lib/clock';
import { guardedPost, InwardAddressError } from '../../lib/outbound/guarded-post';
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
  let status: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    // Public addresses only, checked on the connection's own DNS answer; a redirect is not
    // followed (a 3xx is a failed attempt), so it cannot lead the server inward either.
    status = await guardedPost(event.callback_url, {
      headers: {
        'content-type': 'application/json',
        [PARTNER_SIGNATURE_HEADER]: partnerSignature(secret, timestamp, body),
        [PARTNER_TIMESTAMP_HEADER]: timestamp,
        [PARTNER_EVENT_HEADER]: (JSON.parse(body) as PartnerEventBody).event,
      },
      body,
      timeoutMs: PARTNER_DELIVERY_TIMEOUT_MS,
      policy: outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES),
    });
    if (status < 200 || status > 299) error = `The callback answered HTTP ${status}`;
  } catch (err) {
    error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    // An address inside the server's network is refused for good: retrying cannot make it public.
    refused = err instanceof InwardAddressError;
  }
  const done = error === null;
  await updatePartnerEvent(deps.db, event.id, {
    attempts,
    response_status: status,
    last_error: error,
    status: done ? 'sent' : refused || attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
    sent_at: done ? nowIso() : null,
  });
  if (error && !refused) throw new Error(error);
}
