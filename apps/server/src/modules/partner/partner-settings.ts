import type { partnerOriginsRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { saveCorporatePartnerOrigins } from '../accounts/corporate-partner.service';
import { PARTNER_MESSAGES } from './partner.messages';
import { findPartnerSettings } from './partner.repository';
import { frameOrigins, originOf } from './partner-origins';

// The back office's partner integration card: the corporate's callback URL and the extra origins
// that may frame its partner pages, and whether it has a partner token (the secret stays behind
// partner/secret; the token is shown once, by partner/token).

async function corporateOr404(deps: Deps, actor: Actor, corporateId: number) {
  const corporate = await findPartnerSettings(deps.db, actor, corporateId);
  if (!corporate) throw notFound('Corporate account');
  return corporate;
}

const settingsOf = (c: {
  callback_url: string;
  partner_origins: string;
  partner_token_created_at: string | null;
}) => ({
  callback_url: c.callback_url,
  partner_origins: c.partner_origins.split(/\s+/).filter(Boolean),
  frame_origins: frameOrigins(c),
  partner_token_created_at: c.partner_token_created_at,
});

export async function partnerSettings(deps: Deps, actor: Actor, corporateId: number) {
  return settingsOf(await corporateOr404(deps, actor, corporateId));
}

/**
 * An origin as a browser sends it (scheme, host and port only; a trailing slash is forgiven), or
 * a 400 naming the entry: a path would never match a frame-ancestors check.
 */
function asOrigin(entry: string): string {
  const origin = originOf(entry);
  if (!origin || origin !== entry.replace(/\/$/, '').toLowerCase())
    throw fieldError('partner_origins', fillMessage(PARTNER_MESSAGES.notAnOrigin, { entry }));
  return origin;
}

/** Replaces the corporate's extra framing origins (deduplicated, in the given order). */
export async function updatePartnerOrigins(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof partnerOriginsRequest>,
) {
  const corporate = await corporateOr404(deps, actor, input.account_corporate_id);
  const origins = [...new Set(input.partner_origins.filter(Boolean).map(asOrigin))];
  const partner_origins = origins.join('\n');
  await saveCorporatePartnerOrigins(deps.db, corporate.id, partner_origins, nowIso());
  return settingsOf({ ...corporate, partner_origins });
}
