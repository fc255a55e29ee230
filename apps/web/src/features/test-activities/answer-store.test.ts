import { describe, expect, it } from 'vitest';
import {
  confirmSent,
  firstUnansweredIndex,
  mergeWithServer,
  pendingBatch,
  readStoredAnswers,
  recordAnswer,
} from './answer-store';

describe('answer store', () => {
  it('keeps unconfirmed local answers over the server copy on load', () => {
    const merged = mergeWithServer(
      { a: '1', b: '2' },
      { answers: { a: '1', b: '3', c: '4' }, pending: { b: '3', c: '4', a: '1' } },
    );
    expect(merged.answers).toEqual({ a: '1', b: '3', c: '4' });
    // 'a' is already on the server, so it is no longer pending.
    expect(merged.pending).toEqual({ b: '3', c: '4' });
  });

  it('confirms only the answers that were not changed while the save was in flight', () => {
    let s = recordAnswer({ answers: {}, pending: {} }, 'x', 'o1');
    const sent = { ...s.pending };
    s = recordAnswer(s, 'x', 'o2');
    s = recordAnswer(s, 'y', 'o3');
    expect(confirmSent(s, sent).pending).toEqual({ x: 'o2', y: 'o3' });
    expect(confirmSent(s, { x: 'o2', y: 'o3' }).pending).toEqual({});
  });

  it('resumes at the first unanswered item, or the last when all are answered', () => {
    expect(firstUnansweredIndex(['a', 'b', 'c'], { a: '1' })).toBe(1);
    expect(firstUnansweredIndex(['a', 'b', 'c'], { a: '1', b: '1', c: '1' })).toBe(2);
    expect(firstUnansweredIndex([], {})).toBe(0);
  });

  it('reads a corrupt entry as empty', () => {
    expect(readStoredAnswers({ getItem: () => '{bad' }, 'k')).toEqual({ answers: {}, pending: {} });
    expect(readStoredAnswers({ getItem: () => '{"answers":{"a":1},"pending":{}}' }, 'k')).toEqual({
      answers: {},
      pending: {},
    });
  });

  it('limits one save to a batch', () => {
    expect(Object.keys(pendingBatch({ a: '1', b: '2', c: '3' }, 2))).toEqual(['a', 'b']);
  });
});
