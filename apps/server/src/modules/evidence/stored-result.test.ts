import { describe, expect, it } from 'vitest';
import { writingStoredJson } from '../../lib/stored-json';
import { resultForAnswer, studyReliability } from './stored-result';

const stored = { items: [{ id: 'q1', p: 0.5 }], reliability: [{ dimension: 'N', alpha: 0.71, n: 3 }] };
const json = JSON.stringify(stored);
const serialise = writingStoredJson((answer) => JSON.stringify(answer));

describe("a finished analysis's result", () => {
  it('is sent as the text it was stored as, inside an answer that reads as one JSON document', () => {
    const done = { id: 1, status: 'done', finished_at: '2026-11-29T10:00:00Z' };
    const text = serialise({
      code: 200,
      data: { id: 1, result: resultForAnswer(done, json), n: 2 },
      error: null,
    });
    expect(text).toContain(json);
    expect(JSON.parse(text)).toEqual({ code: 200, data: { id: 1, result: stored, n: 2 }, error: null });
  });

  it('is parsed while the analysis runs, and is null without a result', () => {
    const running = { id: 2, status: 'running', finished_at: null };
    expect(resultForAnswer(running, json)).toEqual(stored);
    expect(resultForAnswer({ id: 3, status: 'done', finished_at: 'a' }, null)).toBeNull();
  });

  it("gives the study's α per scale, read once per finished analysis", () => {
    const done = { id: 4, status: 'done', finished_at: 'a' };
    const first = studyReliability(done, json);
    expect(first).toEqual([{ dimension: 'N', alpha: 0.71 }]);
    expect(studyReliability(done, json)).toBe(first);
    expect(studyReliability({ ...done, finished_at: 'b' }, json)).not.toBe(first);
  });
});

describe('an answer with no stored JSON', () => {
  it('is serialised unchanged, text with dollar signs in stored JSON included', () => {
    expect(serialise({ code: 200, data: { a: '$&' }, error: null })).toBe(
      '{"code":200,"data":{"a":"$&"},"error":null}',
    );
    const done = { id: 5, status: 'done', finished_at: 'a' };
    const odd = JSON.stringify({ note: "$& and $' stay" });
    expect(JSON.parse(serialise({ data: { result: resultForAnswer(done, odd) } }))).toEqual({
      data: { result: { note: "$& and $' stay" } },
    });
  });
});
