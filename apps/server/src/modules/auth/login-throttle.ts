import type { datatableQuery, LoginAttemptRow } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { type FailureLimits, type FailureLog, failureLimitReached } from '../../http/failure-throttle';
import { acceptProof, challengeLevel, challengeRequired } from '../../http/proof-of-work';
import { nowIso } from '../../lib/clock';
import { AUTH_MESSAGES } from './auth.messages';
import {
  type AuthEventKind,
  deleteAuthEvent,
  failedLoginRows,
  insertAuthEvent,
  updateAuthEventKind,
} from './auth.repository';

export const LOGIN_THROTTLED_MESSAGE = AUTH_MESSAGES.loginThrottled.en;

export const LOGIN_FAILURES: FailureLog = {
  guard: 'login',
  table: 'auth_events',
  key: 'email',
  failed: 'login_failed',
  succeeded: 'login_succeeded',
};

/**
 * Brute-force guard: failed log-ins are counted in the database (so every app instance sees
 * them) per IP, per account and installation-wide (a guesser spreading over many addresses and
 * accounts) over a sliding window (http/failure-throttle.ts). Over a limit the attempt is checked
 * only with a solved proof-of-work challenge (http/proof-of-work.ts), its work growing with the
 * failures past the limit; without one it answers 429 `challenge_required` with a challenge. So
 * a guesser gets the limit's guesses for free and pays for each one more, and nobody can lock the
 * rightful user out: their browser does the work of one attempt and signs in.
 *
 * The attempt is recorded as failed BEFORE the counting, and settled once the password is
 * checked. Counting first and recording after the (slow, argon2) check let every guess already
 * in flight through: 20 concurrent guesses at one account got 24 checked against a limit of 5
 * (test/reliability/bruteforce-login.test.ts). Recorded first, the n-th concurrent attempt
 * counts at least n rows, whichever instance serves it.
 *
 * Answers the attempt's id: the caller passes it to loginSucceeded or forgetLoginAttempt when
 * the password was right, and to loginFailed when it was wrong.
 */
export async function assertLoginAllowed(
  deps: Deps,
  email: string,
  ip: string,
  proofOfWork?: string,
): Promise<number> {
  const attemptId = await recordAuthEvent(deps, 'login_failed', email, ip);
  // The installation-wide limit spares addresses someone signed in from lately: a guesser over
  // it cannot make the staff solve challenges where they work, and cannot make an address known
  // without a right password.
  const over = await failureLimitReached(deps, LOGIN_FAILURES, loginLimits(deps), { key: email, ip });
  if (over) {
    const level = challengeLevel(over.excess);
    if (!(await acceptProof(deps, proofOfWork, 'login', level))) {
      await settle(deps, attemptId, 'login_throttled');
      throw await challengeRequired(deps, 'login', level, AUTH_MESSAGES.loginThrottled, windowSeconds(deps));
    }
  }
  return attemptId;
}

export function loginLimits(deps: Deps): FailureLimits {
  const env = deps.env;
  return {
    perIp: env.LOGIN_RATE_LIMIT_PER_IP,
    perKey: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    global: env.LOGIN_RATE_LIMIT_GLOBAL,
    windowMinutes: env.LOGIN_RATE_WINDOW_MINUTES,
  };
}

const windowSeconds = (deps: Deps) => deps.env.LOGIN_RATE_WINDOW_MINUTES * 60;

/** The password was right: the attempt is a successful sign-in, no longer a failure. */
export const loginSucceeded = (deps: Deps, attemptId: number) => settle(deps, attemptId, 'login_succeeded');

/** The password was right but this was no sign-in (a password change): nothing to keep. */
export async function forgetLoginAttempt(deps: Deps, attemptId: number): Promise<void> {
  await deleteAuthEvent(deps.db, attemptId);
}

async function settle(deps: Deps, attemptId: number, kind: 'login_succeeded' | 'login_throttled') {
  await updateAuthEventKind(deps.db, attemptId, kind);
}

function recordAuthEvent(deps: Deps, kind: AuthEventKind, email: string, ip: string): Promise<number> {
  return insertAuthEvent(deps.db, { kind, email, ip, created_at: nowIso() });
}

const ATTEMPT_COLUMNS = {
  id: 'id',
  kind: 'kind',
  email: 'email',
  ip: 'ip',
  created_at: 'created_at',
} as const;

/** auth/login-attempts: failed and refused sign-ins, newest first, for the admins' security page. */
export function loginAttempts(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<LoginAttemptRow>(
    failedLoginRows(deps.db),
    query,
    { columns: ATTEMPT_COLUMNS, searchable: ['email', 'ip', 'kind'], defaultColumn: 'id' },
    (q) => q.select(Object.values(ATTEMPT_COLUMNS)),
  );
}
