import type { AccessCodeAttemptRow, datatableQuery, ThrottleRow } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { codeAttemptPage } from '../../http/code-attempts-datatable';
import {
  activeThrottles,
  type FailureLimits,
  type FailureLog,
  failureLimitReached,
  failuresSince,
  maskCode,
} from '../../http/failure-throttle';
import { acceptProof, challengeLevel, challengeRequired } from '../../http/proof-of-work';
import { liftsSince } from '../../http/throttle-lifts.repository';
import { addMs, nowIso } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { ACCESS_CODE_MESSAGES } from './access-codes.messages';
import {
  deleteAttempt,
  failedAttempts,
  insertAccessCodeEvent,
  markAttemptOpened,
  markAttemptThrottled,
  setAttemptReason,
} from './access-codes.repository';

export const ACCESS_CODE_THROTTLED_MESSAGE = ACCESS_CODE_MESSAGES.throttled.en;

type Scope = 'ip' | 'code' | 'global';

export const ACCESS_CODE_FAILURES: FailureLog = {
  guard: 'access_code',
  liftKey: sha256,
  table: 'access_code_events',
  key: 'code',
  failed: 'failed',
  succeeded: 'opened',
};

/**
 * Guessing guard of submit-code, the login throttle's approach (modules/auth/login-throttle.ts,
 * both on http/failure-throttle.ts): failed attempts are counted in the database (every app
 * instance sees them) over a sliding window per IP, per code (wrong e-mails for a used code) and installation-wide (a guesser
 * spreading over many IPs); over a limit the code is looked up only with a solved proof-of-work
 * challenge (http/proof-of-work.ts), else the call answers 429 `challenge_required` with one, and
 * the refusal is recorded too, so admins can review the attempts.
 *
 * As for log-ins, the attempt is recorded as failed before the counting (so guesses sent at once
 * cannot all pass a count taken before any of them failed) and settled by settleAccessCodeAttempt
 * once the code was looked up. Answers the attempt's id.
 */
export async function assertAccessCodeAllowed(
  deps: Deps,
  code: string,
  ip: string,
  proofOfWork?: string,
): Promise<number> {
  const env = deps.env;
  const attemptId = await insertAccessCodeEvent(deps.db, {
    kind: 'failed',
    code: code.slice(0, 20),
    ip,
    reason: 'pending',
  });
  // Over the installation-wide limit no more guesses are looked up for free, whatever address
  // they come from (fresh addresses are cheap), except from addresses where an access code opened
  // lately: the test centre or office whose candidates share it goes on, typos included, within
  // its per-address limit. A guesser cannot make an address known without a real code. While a
  // guesser keeps the limit spent, a candidate at an address never seen waits for their browser's
  // proof of work (SECURITY.md).
  const reached = await failureLimitReached(deps, ACCESS_CODE_FAILURES, accessCodeLimits(deps), {
    key: code,
    ip,
  });
  if (!reached) return attemptId;
  const level = challengeLevel(reached.excess);
  if (await acceptProof(deps, proofOfWork, 'access_code', level)) return attemptId;
  const over: Scope = reached.scope === 'key' ? 'code' : reached.scope;
  await markAttemptThrottled(deps.db, attemptId, over);
  throw await challengeRequired(
    deps,
    'access_code',
    level,
    ACCESS_CODE_MESSAGES.throttled,
    env.ACCESS_CODE_RATE_WINDOW_MINUTES * 60,
  );
}

export function accessCodeLimits(deps: Deps): FailureLimits {
  const env = deps.env;
  return {
    perIp: env.ACCESS_CODE_RATE_LIMIT_PER_IP,
    perKey: env.ACCESS_CODE_RATE_LIMIT_PER_CODE,
    global: env.ACCESS_CODE_RATE_LIMIT_GLOBAL,
    windowMinutes: env.ACCESS_CODE_RATE_WINDOW_MINUTES,
  };
}

/**
 * The lookup's outcome: a guess (unknown code, wrong e-mail) stays a failure with its reason; a
 * code that opened makes its address known (without the code: it is a candidate's); anything
 * else (a used code without its e-mail, an expired code) was no guess and is not kept.
 */
export async function settleAccessCodeAttempt(
  deps: Deps,
  attemptId: number,
  outcome: 'unknown' | 'email' | 'opened' | null,
): Promise<void> {
  if (outcome === 'opened') await markAttemptOpened(deps.db, attemptId);
  else if (outcome) await setAttemptReason(deps.db, attemptId, outcome);
  else await deleteAttempt(deps.db, attemptId);
}

/** unique-codes/attempts (the call's path): the recorded failures and refusals, newest first, codes masked, for the admins. */
export async function accessCodeAttempts(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const page = await codeAttemptPage<AccessCodeAttemptRow>(failedAttempts(deps.db), query);
  return { ...page, data: page.data.map((row) => ({ ...row, code: maskCode(row.code) })) };
}

/** The access-code throttles in force; codes masked for the admins, named by their hash for a lift. */
export async function accessCodeThrottles(deps: Deps): Promise<ThrottleRow[]> {
  const limits = accessCodeLimits(deps);
  const windowStart = addMs(nowIso(), -limits.windowMinutes * 60_000);
  const tried = await failuresSince(deps, ACCESS_CODE_FAILURES, windowStart);
  const codeOf = new Map(tried.map((f) => [sha256(f.key), f.key]));
  const failures = tried.map((f) => ({ ...f, key: sha256(f.key) }));
  const lifts = await liftsSince(deps.db, 'access_code', windowStart);
  return activeThrottles(failures, lifts, limits).map((t) => ({
    guard: 'access_code',
    label: t.scope === 'key' ? maskCode(codeOf.get(t.value) ?? '') : t.value,
    target: t.value,
    ...t,
  }));
}
