/**
 * Answers of one submission kept on the device, so nothing is lost while offline or on reload.
 * `answers` is everything the participant chose; `pending` the part the server has not confirmed.
 */
export interface StoredAnswers {
  answers: Record<string, string>;
  pending: Record<string, string>;
}

const KEY_PREFIX = 'test_answers';

export function answersStorageKey(participantCode: string, submissionId: number): string {
  return `${KEY_PREFIX}:${participantCode}:${submissionId}`;
}

function isStringRecord(v: unknown): v is Record<string, string> {
  return typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');
}

export function readStoredAnswers(storage: Pick<Storage, 'getItem'>, key: string): StoredAnswers {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const { answers, pending } = parsed as Partial<StoredAnswers>;
      if (isStringRecord(answers) && isStringRecord(pending)) return { answers, pending };
    }
  } catch {
    // A corrupt entry is treated as empty: the server's copy is used instead.
  }
  return { answers: {}, pending: {} };
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

/** On load: the server's saved answers, overridden by local answers it has not confirmed yet. */
export function mergeWithServer(server: Record<string, string>, stored: StoredAnswers): StoredAnswers {
  const pending: Record<string, string> = {};
  for (const [item, option] of Object.entries(stored.pending)) {
    if (server[item] !== option) pending[item] = option;
  }
  return { answers: { ...server, ...pending }, pending };
}

export function recordAnswer(s: StoredAnswers, itemId: string, optionId: string): StoredAnswers {
  return { answers: { ...s.answers, [itemId]: optionId }, pending: { ...s.pending, [itemId]: optionId } };
}

/** After the server confirmed `sent`: drop pending answers that were not changed meanwhile. */
export function confirmSent(s: StoredAnswers, sent: Record<string, string>): StoredAnswers {
  const pending: Record<string, string> = {};
  for (const [item, option] of Object.entries(s.pending)) {
    if (sent[item] !== option) pending[item] = option;
  }
  return { answers: s.answers, pending };
}

/** Where to resume: the first unanswered item, or the last item when all are answered. */
export function firstUnansweredIndex(itemIds: readonly string[], answers: Record<string, string>): number {
  const i = itemIds.findIndex((id) => !answers[id]);
  if (i >= 0) return i;
  return Math.max(0, itemIds.length - 1);
}

/** The first `max` pending answers (one save stays within the call's limit). */
export function pendingBatch(pending: Record<string, string>, max: number): Record<string, string> {
  return Object.fromEntries(Object.entries(pending).slice(0, max));
}
