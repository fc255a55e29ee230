/**
 * bfi reference results from EXPECTED.md (R psych): alphas with item-median replacement and with
 * listwise deletion, one-factor minres omega-total.
 */
import { describe, expect, it } from 'vitest';
import { cronbachAlpha, omegaTotal, reverseColumns } from '../../src/index';
import { BFI_SCALES, readCsv } from '../reference-data';

const { header, rows } = readCsv('bfi.csv');

function scale(keys: string[]) {
  const columns = keys.map((k) => header.indexOf(k.replace('-', '')));
  expect(columns.every((c) => c >= 0)).toBe(true);
  const reversed = keys.flatMap((k, i) => (k.startsWith('-') ? [columns[i]] : []));
  // reverse-keyed items are scored 7 − x on the 1–6 scale
  return { data: reverseColumns(rows, reversed, 1, 6), columns };
}

const EXPECTED = {
  A: { median: 0.7012, listwise: 0.7038, omega: 0.724 },
  C: { median: 0.7247, listwise: 0.7293, omega: 0.734 },
  E: { median: 0.7597, listwise: 0.7609, omega: 0.763 },
  N: { median: 0.8118, listwise: 0.8133, omega: 0.818 },
  O: { median: 0.5968, listwise: 0.6025, omega: 0.618 },
} as const;

describe.each(Object.entries(EXPECTED))('bfi scale %s', (name, expected) => {
  const { data, columns } = scale(BFI_SCALES[name]);
  it('alpha with missing answers replaced by the item median (± 0.001)', () => {
    const result = cronbachAlpha(data, { columns, missing: 'item-median' });
    expect(result.n).toBe(2800);
    expect(result.imputedCells).toBeGreaterThan(0);
    expect(Math.abs(result.alpha - expected.median)).toBeLessThanOrEqual(0.001);
  });
  it('alpha with listwise deletion (± 0.001)', () => {
    const result = cronbachAlpha(data, { columns, missing: 'listwise' });
    expect(result.droppedRows).toBeGreaterThan(0);
    expect(result.n + result.droppedRows).toBe(2800);
    expect(Math.abs(result.alpha - expected.listwise)).toBeLessThanOrEqual(0.001);
  });
  if (name === 'A') {
    it("Feldt's 95 % interval of the A scale (2,709 complete persons; F quantiles of scipy.stats 1.11)", () => {
      const { confidenceInterval } = cronbachAlpha(data, { columns, missing: 'listwise' });
      expect(confidenceInterval.level).toBe(0.95);
      expect(confidenceInterval.lower).toBeCloseTo(0.68574, 4);
      expect(confidenceInterval.upper).toBeCloseTo(0.72104, 4);
    });
  }
  it('one-factor minres omega-total, listwise (± 0.005)', () => {
    const result = omegaTotal(data, { columns, missing: 'listwise' });
    expect(result.method).toBe('minres');
    expect(result.loadings.every((l) => l > 0 && l < 1)).toBe(true);
    expect(Math.abs(result.omega - expected.omega)).toBeLessThanOrEqual(0.005);
  });
});
