import { timingSafeEqual } from 'node:crypto';
import { PARTNER_TOKEN_HEADER, PARTNER_TOKEN_REASONS, type partnerTokenRequest } from '@asesa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { saveCorporatePartnerToken } from '../accounts/corporate-partner.service';
import { PARTNER_MESSAGES } from './partner.messages';
import {
  findCorporateByTokenHash,
  findParticipantTokenHash,
  findVisibleCorporateId,
} from './partner.repository';

// The partner token (spec 6 and 7): a corporate's partner pages may send it in the partner-token
// header with the participant calls. The header is optional: a call without it works as before,
// since the participant code is the credential. A call with it is refused unless the token is the
// participant's corporate's, so a partner can tell its pages were not pointed at another
// corporate's participants, and a rotated or leaked token stops working at once.

/** The header's value, when the request carries one. */
export function partnerTokenOf(req: FastifyRequest): string | undefined {
  const value = req.headers[PARTNER_TOKEN_HEADER];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token || undefined;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Refuses a participant call whose partner token is not the participant's corporate's: 401 when
 * the token is no corporate's (never drawn, or rotated since), 403 when it is another's. An
 * unknown participant code is left to the call, which answers (and counts) it as usual.
 */
export async function assertPartnerToken(deps: Deps, code: string, token: string | undefined) {
  if (!token) return;
  const hash = sha256(token);
  const row = await findParticipantTokenHash(deps.db, code.trim().toUpperCase());
  if (!row) return;
  if (row.partner_token_hash && sameHash(row.partner_token_hash, hash)) return;
  const owner = await findCorporateByTokenHash(deps.db, hash);
  if (!owner)
    throw new AppError(401, PARTNER_MESSAGES.tokenInvalid, { reason: PARTNER_TOKEN_REASONS.invalid });
  throw new AppError(403, PARTNER_MESSAGES.tokenOtherCorporate, { reason: PARTNER_TOKEN_REASONS.other });
}

/** Runs a participant call once its partner token, if it carries one, is checked. */
export async function guardPartnerToken<T>(
  deps: Deps,
  token: string | undefined,
  code: string,
  run: () => Promise<T>,
): Promise<T> {
  await assertPartnerToken(deps, code, token);
  return run();
}

/**
 * partner/token: draws a new partner token for the corporate (the one before stops working) and
 * answers it; only its hash is kept, so this is the one time it is shown.
 */
export async function drawPartnerToken(deps: Deps, actor: Actor, input: z.infer<typeof partnerTokenRequest>) {
  const corporate = await findVisibleCorporateId(deps.db, actor, input.account_corporate_id);
  if (!corporate) throw notFound('Corporate account');
  const token = newToken();
  const created_at = nowIso();
  await saveCorporatePartnerToken(deps.db, corporate.id, sha256(token), created_at);
  return { token, created_at };
}
