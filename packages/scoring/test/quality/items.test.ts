import { describe, expect, it } from 'vitest';
import {
  cronbachAlpha,
  itemAnalysis,
  omegaTotal,
  prepareMatrix,
  standardErrorOfMeasurement,
} from '../../src/index';
import { correlation } from '../../src/stats';

describe('item analysis', () => {
  const data = [
    [1, 1, 1, 0],
    [1, 1, 0, 0],
    [1, 0, 1, 1],
    [0, 1, 0, 0],
    [1, 1, 1, 1],
    [0, 0, 0, 0],
  ];
  const analysis = itemAnalysis(data);

  it('p-values are proportions correct', () => {
    expect(analysis.items.map((i) => i.pValue)).toEqual([4 / 6, 4 / 6, 3 / 6, 2 / 6]);
  });

  it('corrected item–total correlation equals r(item, total − item)', () => {
    for (let i = 0; i < 4; i++) {
      const item = data.map((row) => row[i]);
      const rest = data.map((row) => row.reduce((s, x) => s + x, 0) - row[i]);
      expect(analysis.items[i].correctedItemTotal).toBeCloseTo(correlation(item, rest) as number, 12);
    }
  });

  it('alpha-if-deleted equals alpha of the remaining items', () => {
    for (let i = 0; i < 4; i++) {
      const without = data.map((row) => row.filter((_, j) => j !== i));
      expect(analysis.items[i].alphaIfDeleted).toBeCloseTo(cronbachAlpha(without).alpha, 12);
    }
  });

  it('SEM = SD·√(1 − α)', () => {
    expect(analysis.sem).toBeCloseTo(analysis.totalSd * Math.sqrt(1 - analysis.alpha), 12);
    expect(standardErrorOfMeasurement(10, 0.91)).toBeCloseTo(3, 12);
    expect(() => standardErrorOfMeasurement(10, 1.2)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('polytomous p-value uses the maximum score', () => {
    expect(
      itemAnalysis(
        [
          [1, 4],
          [2, 2],
          [3, 0],
        ],
        { maxScores: [4, 4] },
      ).items[0].pValue,
    ).toBe(0.5);
  });

  it('a constant item has an undefined item–total correlation (null, not NaN)', () => {
    const constant = itemAnalysis([
      [1, 0, 1],
      [1, 1, 0],
      [1, 1, 1],
      [1, 0, 0],
    ]);
    expect(constant.items[0].correctedItemTotal).toBeNull();
  });
});

describe('missing data handling for matrices', () => {
  // Every policy leaves the complete rows as they are.
  const complete = [
    [3, 4, 5],
    [4, 6, 7],
  ];
  const data = [[1, null, 3], [2, 2, null], ...complete];
  it.each([
    {
      policy: 'listwise',
      rows: complete,
      dropped: 2,
      imputed: 0,
    },
    {
      policy: 'item-median',
      rows: [[1, 4, 3], [2, 2, 5], ...complete],
      dropped: 0,
      imputed: 2,
    },
    {
      policy: 'person-mean',
      rows: [[1, 2, 3], [2, 2, 2], ...complete],
      dropped: 0,
      imputed: 2,
    },
    {
      policy: 'zero',
      rows: [[1, 0, 3], [2, 2, 0], ...complete],
      dropped: 0,
      imputed: 2,
    },
  ] as const)('$policy', ({ policy, rows, dropped, imputed }) => {
    const prepared = prepareMatrix(data, policy);
    expect(prepared.rows).toEqual(rows);
    expect(prepared).toMatchObject({ droppedRows: dropped, imputedCells: imputed, policy });
  });

  it.each([
    { fn: () => cronbachAlpha([[1]]), code: 'INSUFFICIENT_DATA' },
    {
      fn: () =>
        cronbachAlpha([
          [1, 1],
          [1, 1],
        ]),
      code: 'INSUFFICIENT_DATA',
    },
    {
      fn: () =>
        omegaTotal([
          [1, 2],
          [2, 3],
          [3, 1],
        ]),
      code: 'INSUFFICIENT_DATA',
    },
    { fn: () => prepareMatrix([], 'listwise'), code: 'INSUFFICIENT_DATA' },
    { fn: () => prepareMatrix([[null], [null]], 'item-median'), code: 'INSUFFICIENT_DATA' },
  ])('degenerate input is a typed error ($code)', ({ fn, code }) => {
    expect(fn).toThrow(expect.objectContaining({ code }));
  });
});
