import { STORAGE_KEYS } from '../../lib/storage-keys';

// Spec 3's stored client values `params` (with expiry_date) and the `hasFinish` flags: what the
// participant pages last learnt from the server about the link's expiry and the finished
// sections, kept in local storage so that a page loaded while the server cannot be reached still
// shows the right state (an expired link says so, a finished section stays finished). While the
// server answers, its answer decides; these values only stand in for it.

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `params`: the participant code the values are of and when its link expires (null: never). */
export interface StoredParams {
  participant_code: string;
  expiry_date: string | null;
}

/** Participant codes whose finished sections are kept (a shared device sees several candidates). */
export const MAX_CODES_KEPT = 5;

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function readJson(store: Store, key: string): unknown {
  try {
    return JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps the link's expiry the server gave for this participant code. */
export function storeParams(store: Store, code: string, expiryDate: string | null | undefined): void {
  if (!code) return;
  const params: StoredParams = { participant_code: code, expiry_date: expiryDate ?? null };
  store.setItem(STORAGE_KEYS.params, JSON.stringify(params));
}

/** The stored params, when they are this participant code's. */
export function readParams(store: Store, code: string): StoredParams | null {
  const value = readJson(store, STORAGE_KEYS.params) as Partial<StoredParams> | null;
  if (!value || typeof value.participant_code !== 'string' || !same(value.participant_code, code))
    return null;
  return {
    participant_code: value.participant_code,
    expiry_date: typeof value.expiry_date === 'string' ? value.expiry_date : null,
  };
}

/** Whether the stored link of this code had expired by `now`. */
export function isStoredExpired(store: Store, code: string, now: number = Date.now()): boolean {
  const expiry = readParams(store, code)?.expiry_date;
  const at = expiry ? Date.parse(expiry) : Number.NaN;
  return Number.isFinite(at) && at <= now;
}

type FinishedByCode = Record<string, number[]>;

function readFinished(store: Store): FinishedByCode {
  const value = readJson(store, STORAGE_KEYS.hasFinish);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([code, ids]) => [
      code,
      Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [],
    ]),
  );
}

/** `hasFinish`: adds these finished sections (submission ids) of a participant code. */
export function storeFinished(store: Store, code: string, submissionIds: readonly number[]): void {
  if (!code || submissionIds.length === 0) return;
  const key = code.trim().toUpperCase();
  const all = readFinished(store);
  const ids = [...new Set([...(all[key] ?? []), ...submissionIds])];
  if (ids.length === all[key]?.length) return;
  // The code just used goes last; the oldest codes beyond the limit are dropped.
  delete all[key];
  const kept = Object.entries(all).slice(-(MAX_CODES_KEPT - 1));
  store.setItem(STORAGE_KEYS.hasFinish, JSON.stringify(Object.fromEntries([...kept, [key, ids]])));
}

/** Whether this section (submission) of the participant code is stored as finished. */
export function isStoredFinished(store: Store, code: string, submissionId: number | undefined): boolean {
  if (!code || !submissionId) return false;
  return readFinished(store)[code.trim().toUpperCase()]?.includes(submissionId) ?? false;
}

/** Runs with the browser's local storage; where it is refused (some embedded frames), nothing is kept. */
function withLocal<T>(fallback: T, use: (store: Store) => T): T {
  try {
    return typeof localStorage === 'undefined' ? fallback : use(localStorage);
  } catch {
    return fallback;
  }
}

export const rememberParams = (code: string, expiryDate: string | null | undefined) =>
  withLocal(undefined, (s) => storeParams(s, code, expiryDate));
export const rememberFinished = (code: string, submissionIds: readonly number[]) =>
  withLocal(undefined, (s) => storeFinished(s, code, submissionIds));
export const storedExpired = (code: string | undefined) =>
  Boolean(code) && withLocal(false, (s) => isStoredExpired(s, code ?? ''));
export const storedFinished = (code: string, submissionId: number | undefined) =>
  withLocal(false, (s) => isStoredFinished(s, code, submissionId));
