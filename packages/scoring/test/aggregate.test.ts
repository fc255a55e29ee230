import { describe, expect, it } from 'vitest';
import { aggregate, aggregateIndicator, type MissingPolicy, type SlotValue } from '../src/index';

describe('aggregate', () => {
  it.each([
    { values: [1, 2, 3], weights: undefined, method: 'sum', expected: 6 },
    { values: [1, 2, 3], weights: undefined, method: 'mean', expected: 2 },
    { values: [1, 2, 3], weights: [1, 1, 2], method: 'sum', expected: 9 },
    { values: [1, 2, 3], weights: [1, 1, 2], method: 'mean', expected: 2.25 },
  ] as const)('$method of $values with weights $weights = $expected', ({
    values,
    weights,
    method,
    expected,
  }) => {
    expect(aggregate(values, weights, method)).toBeCloseTo(expected, 12);
  });
  it('mean over nothing is a typed error', () => {
    expect(() => aggregate([], undefined, 'mean')).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_DATA' }),
    );
  });
});

describe('missing-answer policies', () => {
  // values 4, 2, missing (median 5), weights 1
  const slots: SlotValue[] = [
    { value: 4, median: 3 },
    { value: 2, median: 3 },
    { value: null, median: 5 },
  ];
  it.each([
    { policy: 'ignore', method: 'sum', raw: 6, imputed: 0 },
    { policy: 'ignore', method: 'mean', raw: 3, imputed: 0 },
    { policy: 'zero', method: 'sum', raw: 6, imputed: 1 },
    { policy: 'zero', method: 'mean', raw: 2, imputed: 1 },
    { policy: 'person-mean', method: 'sum', raw: 9, imputed: 1 },
    { policy: 'person-mean', method: 'mean', raw: 3, imputed: 1 },
    { policy: 'item-median', method: 'sum', raw: 11, imputed: 1 },
    { policy: 'item-median', method: 'mean', raw: 11 / 3, imputed: 1 },
  ] as Array<{
    policy: MissingPolicy;
    method: 'sum' | 'mean';
    raw: number;
    imputed: number;
  }>)('$policy / $method → $raw', ({ policy, method, raw, imputed }) => {
    const result = aggregateIndicator(slots, method, policy);
    expect(result.raw).toBeCloseTo(raw, 12);
    expect(result).toMatchObject({ answered: 2, imputed, items: 3 });
  });

  it('weights apply to imputed values too', () => {
    const weighted: SlotValue[] = [
      { value: 4, weight: 2 },
      { value: null, weight: 3 },
    ];
    expect(aggregateIndicator(weighted, 'sum', 'person-mean').raw).toBe(8 + 12);
  });

  it.each([
    'person-mean',
    'ignore',
  ] as MissingPolicy[])('%s with nothing answered cannot average', (policy) => {
    expect(() => aggregateIndicator([{ value: null }], 'mean', policy)).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_DATA' }),
    );
  });
});
