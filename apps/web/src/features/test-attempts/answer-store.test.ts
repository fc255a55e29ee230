import { describe, expect, it } from 'vitest';
import {
  confirmSent,
  dropPending,
  EMPTY_ANSWERS,
  firstUnansweredIndex,
  isAnswerValue,
  mergeWithServer,
  pendingBatch,
  readStoredAnswers,
  recordAnswer,
} from './answer-store';

describe('answer store', () => {
  it('keeps unconfirmed local answers over the server copy on load, numbering above both', () => {
    const merged = mergeWithServer({ a: '1', b: '2' }, 9, {
      answers: { a: '1', b: '3', c: ['x', 'y'] },
      pending: { b: { value: '3', seq: 4 }, c: { value: ['x', 'y'], seq: 5 }, a: { value: '1', seq: 2 } },
      seq: 5,
    });
    expect(merged.answers).toEqual({ a: '1', b: '3', c: ['x', 'y'] });
    // 'a' is already on the server, so it is no longer pending.
    expect(Object.keys(merged.pending)).toEqual(['b', 'c']);
    // Another device answered up to seq 9: this one continues above it.
    expect(merged.seq).toBe(9);
    expect(recordAnswer(merged, 'd', 4).pending.d).toEqual({ value: 4, seq: 10 });
  });

  it('numbers every answer and confirms only what was not changed while the save was in flight', () => {
    let s = recordAnswer(EMPTY_ANSWERS, 'x', 'o1');
    const sent = { ...s.pending };
    s = recordAnswer(s, 'x', 'o2');
    s = recordAnswer(s, 'y', { most: 'a', least: 'b' });
    expect(s.seq).toBe(3);
    expect(confirmSent(s, sent).pending).toEqual({
      x: { value: 'o2', seq: 2 },
      y: { value: { most: 'a', least: 'b' }, seq: 3 },
    });
    expect(confirmSent(s, s.pending).pending).toEqual({});
  });

  it('drops answers the server refused for good', () => {
    const s = recordAnswer(recordAnswer(EMPTY_ANSWERS, 'a', 'A'), 'b', 'B');
    expect(Object.keys(dropPending(s, ['a']).pending)).toEqual(['b']);
  });

  it('sends the oldest answers first, a batch at a time', () => {
    const pending = { c: { value: '3', seq: 3 }, a: { value: '1', seq: 1 }, b: { value: '2', seq: 2 } };
    expect(Object.keys(pendingBatch(pending, 2))).toEqual(['a', 'b']);
  });

  it('resumes at the first unanswered item, or the last when all are answered', () => {
    expect(firstUnansweredIndex(['a', 'b', 'c'], { a: '1' })).toBe(1);
    expect(firstUnansweredIndex(['a', 'b', 'c'], { a: '1', b: [], c: '1' })).toBe(1);
    expect(firstUnansweredIndex(['a', 'b', 'c'], { a: '1', b: 2, c: '1' })).toBe(2);
    expect(firstUnansweredIndex([], {})).toBe(0);
  });

  it('knows a complete answer of every item type', () => {
    expect(isAnswerValue('A')).toBe(true);
    expect(isAnswerValue('')).toBe(false);
    expect(isAnswerValue(0)).toBe(true);
    expect(isAnswerValue(Number.NaN)).toBe(false);
    expect(isAnswerValue(['A'])).toBe(true);
    expect(isAnswerValue([])).toBe(false);
    expect(isAnswerValue({ most: 'a', least: 'b' })).toBe(true);
    expect(isAnswerValue({ most: 'a', least: '' })).toBe(false);
    // Inline choice and gap match: gap id → choice, at least one gap filled.
    expect(isAnswerValue({ g1: 'IN', g2: 'OUT' })).toBe(true);
    expect(isAnswerValue({ g1: 'IN' })).toBe(true);
    expect(isAnswerValue({ g1: '' })).toBe(false);
    expect(isAnswerValue({ g1: 3 })).toBe(false);
    expect(isAnswerValue({})).toBe(false);
  });

  it('reads a gap answer given offline back after a reload, still waiting for the server', () => {
    const stored = {
      answers: { weather: { g1: 'IN', g2: 'OUT' } },
      pending: { weather: { value: { g1: 'IN', g2: 'OUT' }, seq: 3 } },
      seq: 3,
    };
    expect(readStoredAnswers({ getItem: () => JSON.stringify(stored) }, 'k')).toEqual(stored);
  });

  it('reads a corrupt or foreign entry as empty', () => {
    expect(readStoredAnswers({ getItem: () => '{bad' }, 'k')).toEqual(EMPTY_ANSWERS);
    expect(readStoredAnswers({ getItem: () => 'null' }, 'k')).toEqual(EMPTY_ANSWERS);
    expect(
      readStoredAnswers(
        { getItem: () => '{"answers":{"a":{}},"pending":{"a":{"value":"x"}},"seq":"7"}' },
        'k',
      ),
    ).toEqual({ answers: {}, pending: {}, seq: 0 });
  });
});
