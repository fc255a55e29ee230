import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import {
  isStoredExpired,
  isStoredFinished,
  MAX_CODES_KEPT,
  readParams,
  storeFinished,
  storeParams,
} from './stored-progress';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('params (spec 3): the link’s expiry', () => {
  it('is kept under the spec’s key with the code it belongs to, and read for that code only', () => {
    const store = memoryStorage();
    storeParams(store, 'ABC-123', '2026-03-05T00:00:00.000Z');
    expect(JSON.parse(store.entries.get(STORAGE_KEYS.params)!)).toEqual({
      participant_code: 'ABC-123',
      expiry_date: '2026-03-05T00:00:00.000Z',
    });
    expect(readParams(store, 'abc-123')?.expiry_date).toBe('2026-03-05T00:00:00.000Z');
    expect(readParams(store, 'OTHER-1')).toBeNull();
  });

  it('an expiry in the past is expired; a future one, none, or another code’s is not', () => {
    const store = memoryStorage();
    storeParams(store, 'ABC-123', '2026-03-01T09:59:59.000Z');
    expect(isStoredExpired(store, 'ABC-123', NOW)).toBe(true);
    expect(isStoredExpired(store, 'OTHER-1', NOW)).toBe(false);
    storeParams(store, 'ABC-123', '2026-03-01T10:00:01.000Z');
    expect(isStoredExpired(store, 'ABC-123', NOW)).toBe(false);
    // A started test no longer expires: the server sends null, which clears the expiry.
    storeParams(store, 'ABC-123', null);
    expect(isStoredExpired(store, 'ABC-123', NOW + 365 * 86_400_000)).toBe(false);
  });

  it('a damaged value is no expiry', () => {
    const store = memoryStorage();
    store.setItem(STORAGE_KEYS.params, '{not json');
    expect(isStoredExpired(store, 'ABC-123', NOW)).toBe(false);
    store.setItem(STORAGE_KEYS.params, JSON.stringify({ participant_code: 'ABC-123', expiry_date: 'soon' }));
    expect(isStoredExpired(store, 'ABC-123', NOW)).toBe(false);
  });
});

describe('hasFinish (spec 3): the finished sections', () => {
  it('adds finished sections per participant code, without duplicates', () => {
    const store = memoryStorage();
    storeFinished(store, 'abc-123', [11]);
    storeFinished(store, 'ABC-123', [11, 12]);
    expect(JSON.parse(store.entries.get(STORAGE_KEYS.hasFinish)!)).toEqual({ 'ABC-123': [11, 12] });
    expect(isStoredFinished(store, 'ABC-123', 12)).toBe(true);
    expect(isStoredFinished(store, 'ABC-123', 13)).toBe(false);
    expect(isStoredFinished(store, 'OTHER-1', 11)).toBe(false);
    expect(isStoredFinished(store, 'ABC-123', undefined)).toBe(false);
  });

  it('keeps the codes used last when a device sees many candidates', () => {
    const store = memoryStorage();
    for (let i = 1; i <= MAX_CODES_KEPT + 2; i++) storeFinished(store, `CODE-${i}`, [i]);
    const kept = Object.keys(JSON.parse(store.entries.get(STORAGE_KEYS.hasFinish)!));
    expect(kept).toHaveLength(MAX_CODES_KEPT);
    expect(kept).not.toContain('CODE-1');
    expect(kept.at(-1)).toBe(`CODE-${MAX_CODES_KEPT + 2}`);
  });

  it('nothing finished writes nothing; a damaged value starts afresh', () => {
    const store = memoryStorage();
    storeFinished(store, 'ABC-123', []);
    expect(store.entries.has(STORAGE_KEYS.hasFinish)).toBe(false);
    store.setItem(STORAGE_KEYS.hasFinish, '[1,2]');
    expect(isStoredFinished(store, 'ABC-123', 1)).toBe(false);
    storeFinished(store, 'ABC-123', [5]);
    expect(isStoredFinished(store, 'ABC-123', 5)).toBe(true);
  });
});
