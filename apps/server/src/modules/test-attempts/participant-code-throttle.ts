import type { datatableQuery, ThrottleRow } from '@asesa/contracts';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { activeThrottles, countingStarts, type Failure, maskCode } from '../../http/failure-throttle';
import { acceptProof, challengeLevel, challengeRequired } from '../../http/proof-of-work';
import { liftsSince } from '../../http/throttle-lifts.repository';
import { addMs, nowIso } from '../../lib/clock';
import { AppError, notFoundMessage } from '../../lib/errors';
import {
  codeEventPage,
  countUnknownCodes,
  insertCodeEvent,
  unknownCodeEvents,
} from './participant-code-events.repository';
import { TEST_ATTEMPT_MESSAGES } from './test-attempts.messages';

export const PARTICIPANT_CODE_THROTTLED_MESSAGE = TEST_ATTEMPT_MESSAGES.throttled.en;

/** A lookup by a participant code nobody holds: a guess, unless a candidate mistyped. */
export class UnknownParticipantCode extends AppError {
  constructor(readonly code: string) {
    super(404, notFoundMessage('Participant code'));
  }
}

/**
 * Guessing guard of the participant calls, which carry the participant code as their credential:
 * the access codes' approach (access-codes/access-code-throttle.ts), with two differences the hot
 * path asks for.
 *
 * - Only a lookup that found no participant is recorded (participant_code_events, every instance
 *   sees it). An address over its limit gets no lookup without a solved proof-of-work challenge
 *   (http/proof-of-work.ts; 429 `challenge_required` with one), known code or not, so a 200 never
 *   tells it which free guess was right. The limit counts *different* unknown codes: a page
 *   left open on an erased participant's old code, resending it, is no guesser.
 * - Answer saves arrive hundreds of times a second, so an address is checked against the record
 *   only when this instance saw it try an unknown code within the window (`suspects`). An instance
 *   therefore looks up at most one guess of an address (or one burst sent at once) before it
 *   refuses it, which a code of 12 symbols (59.5 bits) makes worthless.
 *
 * The installation-wide limit holds the addresses that have tried an unknown code; a fresh
 * address is looked up, since refusing those would stop every candidate mid-test.
 */
export async function guardParticipantCode<T>(
  deps: Deps,
  ip: string,
  code: string,
  run: () => Promise<T>,
  proofOfWork?: string,
): Promise<T> {
  if (isSuspect(deps, ip)) await assertNotGuessing(deps, ip, code, proofOfWork);
  try {
    return await run();
  } catch (err) {
    if (err instanceof UnknownParticipantCode) await recordUnknownCode(deps, err.code, ip);
    throw err;
  }
}

/** Whether a call's request carries a participant code (the calls guardParticipantCode wraps). */
export function takesParticipantCode(request: unknown): boolean {
  return (
    request instanceof z.ZodObject &&
    ('participant_code' in request.shape || 'participant_codes' in request.shape)
  );
}

/** The participant code a request carries, for the record of a refusal. */
export function participantCodeOf(body: unknown): string {
  const b = (body ?? {}) as { participant_code?: unknown; participant_codes?: unknown };
  const code = b.participant_code ?? b.participant_codes;
  return typeof code === 'string' ? code : '';
}

async function assertNotGuessing(deps: Deps, ip: string, code: string, proofOfWork?: string): Promise<void> {
  const { PARTICIPANT_CODE_RATE_LIMIT_PER_IP, PARTICIPANT_CODE_RATE_LIMIT_GLOBAL } = deps.env;
  const since = await countingStarts(deps, 'participant_code', addMs(nowIso(), -windowMs(deps)), { ip });
  const [byIp, overall] = await Promise.all([
    unknownCodes(deps, since.ip, ip),
    unknownCodes(deps, since.global),
  ]);
  // The counts are of codes tried before this one: a limit is the number of unknown codes allowed.
  const excessByIp = byIp - PARTICIPANT_CODE_RATE_LIMIT_PER_IP + 1;
  const excessOverall = overall - PARTICIPANT_CODE_RATE_LIMIT_GLOBAL + 1;
  if (excessByIp < 1 && excessOverall < 1) return;
  const over = excessByIp >= excessOverall ? 'ip' : 'global';
  const level = challengeLevel(Math.max(excessByIp, excessOverall));
  if (await acceptProof(deps, proofOfWork, 'participant_code', level)) return;
  await recordEvent(deps, 'throttled', code, ip, over);
  throw await challengeRequired(
    deps,
    'participant_code',
    level,
    TEST_ATTEMPT_MESSAGES.throttled,
    windowMs(deps) / 1000,
  );
}

async function recordUnknownCode(deps: Deps, code: string, ip: string): Promise<void> {
  markSuspect(deps, ip);
  await recordEvent(deps, 'failed', code, ip, '');
}

async function unknownCodes(deps: Deps, since: string, ip?: string): Promise<number> {
  return countUnknownCodes(deps.db, since, ip);
}

async function recordEvent(
  deps: Deps,
  kind: 'failed' | 'throttled',
  code: string,
  ip: string,
  reason: string,
): Promise<void> {
  await insertCodeEvent(deps.db, { kind, code: code.trim().toUpperCase().slice(0, 64), ip, reason });
}

/**
 * auth/participant-code-attempts: the unknown codes looked up and the refusals, newest first, for
 * the admins. Codes are masked past 2 symbols: a mistyped code is one symbol from a real one.
 */
export async function participantCodeAttempts(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const page = await codeEventPage(deps.db, query);
  return { ...page, data: page.data.map((row) => ({ ...row, code: maskCode(row.code) })) };
}

/** The participant-code throttles in force (by address, installation-wide), counted after lifts. */
export async function participantCodeThrottles(deps: Deps): Promise<ThrottleRow[]> {
  const env = deps.env;
  const windowStart = addMs(nowIso(), -windowMs(deps));
  // The limits count different codes: each code once, at its last try.
  const latest = new Map<string, Failure>();
  for (const e of await unknownCodeEvents(deps.db, windowStart)) {
    const id = `${e.ip}\u0000${e.code}`;
    latest.delete(id);
    latest.set(id, { ip: e.ip, key: e.code, created_at: e.created_at });
  }
  const failures = [...latest.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const throttles = activeThrottles(failures, await liftsSince(deps.db, 'participant_code', windowStart), {
    perIp: env.PARTICIPANT_CODE_RATE_LIMIT_PER_IP,
    global: env.PARTICIPANT_CODE_RATE_LIMIT_GLOBAL,
    windowMinutes: env.PARTICIPANT_CODE_RATE_WINDOW_MINUTES,
  });
  return throttles.map((t) => ({ guard: 'participant_code', label: t.value, target: t.value, ...t }));
}

const windowMs = (deps: Deps) => deps.env.PARTICIPANT_CODE_RATE_WINDOW_MINUTES * 60_000;

/**
 * Addresses this instance saw try an unknown code, with when they last did (per database, so two
 * apps in one process keep apart). Oldest first; a guesser drawing on countless addresses pushes
 * the oldest out past SUSPECTS_MAX, which costs each of them one more lookup, nothing more.
 */
const suspectsByDb = new WeakMap<Deps['db'], Map<string, number>>();
const SUSPECTS_MAX = 10_000;

function suspectsOf(deps: Deps): Map<string, number> {
  let suspects = suspectsByDb.get(deps.db);
  if (!suspects) {
    suspects = new Map();
    suspectsByDb.set(deps.db, suspects);
  }
  return suspects;
}

function isSuspect(deps: Deps, ip: string): boolean {
  const suspects = suspectsOf(deps);
  const at = suspects.get(ip);
  if (at === undefined) return false;
  if (at > Date.now() - windowMs(deps)) return true;
  suspects.delete(ip);
  return false;
}

function markSuspect(deps: Deps, ip: string): void {
  const suspects = suspectsOf(deps);
  const now = Date.now();
  suspects.delete(ip);
  suspects.set(ip, now);
  for (const [oldest, at] of suspects) {
    if (suspects.size <= SUSPECTS_MAX && at > now - windowMs(deps)) break;
    suspects.delete(oldest);
  }
}
