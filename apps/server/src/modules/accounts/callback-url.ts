import { outboundPolicy } from '../../config/outbound-ranges';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { type OutboundUrlProblem, resolvedUrlProblem } from '../../lib/outbound/outbound-url';
import type { ServerMessage } from '../../lib/server-messages';
import { ACCOUNT_MESSAGES } from './accounts.messages';

const PROBLEMS: Record<OutboundUrlProblem, ServerMessage> = {
  'not-http': ACCOUNT_MESSAGES.callbackNotHttp,
  'has-credentials': ACCOUNT_MESSAGES.callbackCredentials,
  inward: ACCOUNT_MESSAGES.callbackInward,
};

/**
 * A corporate's callback_url is where the server POSTs partner events: refused when it could make
 * the server reach inward (checked again at every delivery, after that delivery's DNS lookup).
 */
export async function assertCallbackUrl(deps: Deps, url: string | undefined): Promise<void> {
  if (!url) return;
  const problem = await resolvedUrlProblem(url, outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES));
  if (problem) throw fieldError('callback_url', PROBLEMS[problem]);
}
