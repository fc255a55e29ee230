import type { AnswerValue } from '@asesa/contracts';

/** An answer waiting for the server, with the device's sequence number it is sent with. */
export interface PendingAnswer {
  value: AnswerValue;
  seq: number;
}

/**
 * Answers of one submission kept on the device, so nothing is lost while offline or on reload.
 * `answers` is everything the participant gave; `pending` the part the server has not confirmed;
 * `seq` the last sequence number used (monotonic per submission on this device).
 */
export interface StoredAnswers {
  answers: Record<string, AnswerValue>;
  pending: Record<string, PendingAnswer>;
  seq: number;
}

export const EMPTY_ANSWERS: StoredAnswers = { answers: {}, pending: {}, seq: 0 };

const KEY_PREFIX = 'test_answers';

export function answersStorageKey(participantCode: string, submissionId: number): string {
  return `${KEY_PREFIX}:${participantCode}:${submissionId}`;
}

/**
 * Whether a value is an answer the server takes: a forced-choice pair needs both halves; a gap
 * answer (inline choice, gap match: gap id → choice) at least one filled gap. A value this refuses
 * is dropped when the device's answers are read back, so every kind the runner gives must pass.
 */
export function isAnswerValue(v: unknown): v is AnswerValue {
  if (typeof v === 'string') return v.length > 0;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.length > 0 && v.every((x) => typeof x === 'string');
  if (typeof v === 'object' && v !== null) {
    const entries = Object.entries(v);
    if (entries.length === 2 && 'most' in v && 'least' in v) {
      const { most, least } = v as { most?: unknown; least?: unknown };
      return typeof most === 'string' && typeof least === 'string' && most !== '' && least !== '';
    }
    return entries.every(([, x]) => typeof x === 'string') && entries.some(([, x]) => x !== '');
  }
  return false;
}

const isPending = (v: unknown): v is PendingAnswer =>
  typeof v === 'object' &&
  v !== null &&
  isAnswerValue((v as PendingAnswer).value) &&
  Number.isInteger((v as PendingAnswer).seq);

export function readStoredAnswers(storage: Pick<Storage, 'getItem'>, key: string): StoredAnswers {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredAnswers> | null;
    if (parsed && typeof parsed === 'object' && typeof parsed.answers === 'object' && parsed.answers) {
      const answers = Object.fromEntries(Object.entries(parsed.answers).filter(([, v]) => isAnswerValue(v)));
      const pending = Object.fromEntries(
        Object.entries(parsed.pending ?? {}).filter(([, v]) => isPending(v)),
      ) as Record<string, PendingAnswer>;
      const seq = Number.isInteger(parsed.seq) ? (parsed.seq as number) : 0;
      return { answers, pending, seq };
    }
  } catch {
    // A corrupt entry is treated as empty: the server's copy is used instead.
  }
  return EMPTY_ANSWERS;
}

export function writeStoredAnswers(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  value: StoredAnswers,
): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the answer still goes to the server.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * On load: the server's saved answers, overridden by local answers it has not confirmed yet.
 * The device continues numbering above both its own and the server's highest seq (another device
 * may have answered meanwhile).
 */
export function mergeWithServer(
  server: Record<string, AnswerValue>,
  serverSeq: number,
  stored: StoredAnswers,
): StoredAnswers {
  const pending: Record<string, PendingAnswer> = {};
  for (const [item, p] of Object.entries(stored.pending)) {
    if (!same(server[item], p.value)) pending[item] = p;
  }
  const answers = { ...server };
  for (const [item, p] of Object.entries(pending)) answers[item] = p.value;
  return { answers, pending, seq: Math.max(stored.seq, serverSeq) };
}

/** Records an answer with the next sequence number. */
export function recordAnswer(s: StoredAnswers, itemId: string, value: AnswerValue): StoredAnswers {
  const seq = s.seq + 1;
  return {
    answers: { ...s.answers, [itemId]: value },
    pending: { ...s.pending, [itemId]: { value, seq } },
    seq,
  };
}

/** After the server confirmed `sent`: drop pending answers that were not changed meanwhile. */
export function confirmSent(s: StoredAnswers, sent: Record<string, PendingAnswer>): StoredAnswers {
  const pending: Record<string, PendingAnswer> = {};
  for (const [item, p] of Object.entries(s.pending)) {
    if (!sent[item] || p.seq > sent[item].seq) pending[item] = p;
  }
  return { ...s, pending };
}

/** Drops pending answers the server refused for good (their section or item time is over). */
export function dropPending(s: StoredAnswers, itemIds: readonly string[]): StoredAnswers {
  const pending = { ...s.pending };
  for (const id of itemIds) delete pending[id];
  return { ...s, pending };
}

/** Where to resume: the first unanswered item, or the last item when all are answered. */
export function firstUnansweredIndex(itemIds: readonly string[], answers: Record<string, unknown>): number {
  const i = itemIds.findIndex((id) => !isAnswerValue(answers[id]));
  if (i >= 0) return i;
  return Math.max(0, itemIds.length - 1);
}

/** The oldest `max` pending answers, in the order they were given (a save stays within the call's limit). */
export function pendingBatch(
  pending: Record<string, PendingAnswer>,
  max: number,
): Record<string, PendingAnswer> {
  return Object.fromEntries(
    Object.entries(pending)
      .sort(([, a], [, b]) => a.seq - b.seq)
      .slice(0, max),
  );
}
