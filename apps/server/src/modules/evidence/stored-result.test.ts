import { describe, expect, it } from 'vitest';
import { parsedResult } from './stored-result';

const json = JSON.stringify({ items: [{ id: 'q1', p: 0.5 }], persons: [{ theta: 0.1 }] });

describe("a finished analysis's result", () => {
  it('is parsed once and shared, frozen, by every later read', () => {
    const analysis = { id: 1, status: 'done', finished_at: '2026-11-29T10:00:00Z' };
    const first = parsedResult(analysis, json);
    expect(first).toEqual(JSON.parse(json));
    expect(parsedResult(analysis, json)).toBe(first);
    expect(Object.isFrozen((first?.items as object[])[0])).toBe(true);
  });

  it('is read anew while the analysis runs, after it finishes again, and with no result', () => {
    const running = { id: 2, status: 'running', finished_at: null };
    expect(parsedResult(running, json)).not.toBe(parsedResult(running, json));
    const done = parsedResult({ id: 2, status: 'done', finished_at: 'a' }, json);
    expect(parsedResult({ id: 2, status: 'done', finished_at: 'b' }, json)).not.toBe(done);
    expect(parsedResult({ id: 3, status: 'done', finished_at: 'a' }, null)).toBeNull();
  });

  it('keeps only the last sixteen analyses read', () => {
    const oldest = parsedResult({ id: 100, status: 'done', finished_at: 'x' }, json);
    for (let id = 101; id <= 116; id++) parsedResult({ id, status: 'done', finished_at: 'x' }, json);
    expect(parsedResult({ id: 100, status: 'done', finished_at: 'x' }, json)).not.toBe(oldest);
  });
});
