/**
 * The matrix statistics work column by column from one covariance matrix, and the evidence analysis
 * shares that matrix between its parts. This checks them against the textbook computations done
 * the long way — impute each item's median, then correlate, sum and recompute per item — on a small
 * random sample with omissions.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseEvidence,
  createRng,
  cronbachAlpha,
  distractorAnalysis,
  type EvidenceItem,
  type EvidencePerson,
  fQuantile,
  itemAnalysis,
  omegaTotal,
} from '../../src/index';
import { oneFactorMinres } from '../../src/quality/reliability';

const TOLERANCE = 1e-10;
const close = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(Math.abs((actual as number) - expected)).toBeLessThan(TOLERANCE);
};

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const average = (xs: readonly number[]) => sum(xs) / xs.length;
const sampleVariance = (xs: readonly number[]) => {
  const m = average(xs);
  return sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1);
};
const pearson = (x: readonly number[], y: readonly number[]): number | null => {
  const mx = average(x);
  const my = average(y);
  const sxy = sum(x.map((v, i) => (v - mx) * (y[i] - my)));
  const sxx = sum(x.map((v) => (v - mx) ** 2));
  const syy = sum(y.map((v) => (v - my) ** 2));
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
};
const column = (rows: readonly number[][], j: number) => rows.map((row) => row[j]);
const referenceAlpha = (rows: readonly number[][]) => {
  const k = rows[0].length;
  const itemVariances = sum(Array.from({ length: k }, (_, j) => sampleVariance(column(rows, j))));
  return (k / (k - 1)) * (1 - itemVariances / sampleVariance(rows.map(sum)));
};
const referenceImpute = (data: ReadonlyArray<ReadonlyArray<number | null>>): number[][] => {
  const medians = data[0].map((_, j) => {
    const observed = data
      .map((row) => row[j])
      .filter((x): x is number => x !== null)
      .sort((x, y) => x - y);
    const middle = observed.length >> 1;
    return observed.length % 2 ? observed[middle] : (observed[middle - 1] + observed[middle]) / 2;
  });
  return data.map((row) => row.map((x, j) => x ?? medians[j]));
};
const referenceOmega = (rows: readonly number[][]) => {
  const k = rows[0].length;
  const r = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) =>
      i === j ? 1 : (pearson(column(rows, i), column(rows, j)) as number),
    ),
  );
  const { loadings } = oneFactorMinres(r);
  const common = sum(loadings) ** 2;
  return common / (common + sum(loadings.map((l) => 1 - l * l)));
};

// 150 persons × 8 items: 0–4 ratings driven by one trait, about 8 % omitted.
const rng = createRng(2024);
const N = 150;
const K = 8;
const data: Array<Array<number | null>> = Array.from({ length: N }, () => {
  const theta = rng.normal();
  return Array.from({ length: K }, (_, j) =>
    rng.next() < 0.08
      ? null
      : Math.max(0, Math.min(4, Math.round(2 + (0.5 + 0.1 * j) * theta + rng.normal()))),
  );
});
const imputed = referenceImpute(data);
const alpha = referenceAlpha(imputed);
const feldt = (value: number) => ({
  lower: 1 - (1 - value) * fQuantile(0.975, N - 1, (N - 1) * (K - 1)),
  upper: 1 - (1 - value) * fQuantile(0.025, N - 1, (N - 1) * (K - 1)),
});

describe('matrix statistics from one covariance pass equal the direct computation', () => {
  it('item analysis: p-values, corrected item–total r, alpha-if-deleted, alpha', () => {
    const analysis = itemAnalysis(data, { missing: 'item-median', maxScores: Array(K).fill(4) });
    expect(analysis.n).toBe(N);
    close(analysis.alpha, alpha);
    analysis.items.forEach((item, i) => {
      const x = column(imputed, i);
      close(item.pValue, average(x) / 4);
      close(
        item.correctedItemTotal,
        pearson(
          x,
          imputed.map((row) => sum(row) - row[i]),
        ),
      );
      close(item.alphaIfDeleted, referenceAlpha(imputed.map((row) => row.filter((_, j) => j !== i))));
    });
  });

  it("Cronbach's alpha with Feldt's interval, and omega, on all items and on a subset", () => {
    const result = cronbachAlpha(data, { missing: 'item-median' });
    close(result.alpha, alpha);
    close(result.confidenceInterval.lower, feldt(alpha).lower);
    close(result.confidenceInterval.upper, feldt(alpha).upper);
    close(omegaTotal(data, { missing: 'item-median' }).omega, referenceOmega(imputed));
    const columns = [1, 4, 5, 7];
    const subset = imputed.map((row) => columns.map((j) => row[j]));
    close(cronbachAlpha(data, { missing: 'item-median', columns }).alpha, referenceAlpha(subset));
    close(omegaTotal(data, { missing: 'item-median', columns }).omega, referenceOmega(subset));
  });

  it('distractor proportions and point-biserials with the rest score', () => {
    const keys = ['A', 'B', 'A', 'C', 'A', 'B', 'D', 'A'];
    const letters = ['A', 'B', 'C', 'D'];
    const choices = data.map((row) => row.map((x) => (x === null ? null : letters[x % 4])));
    const result = distractorAnalysis(choices, keys, { options: keys.map(() => [...letters, 'E']) });
    const totals = choices.map((row) => sum(row.map((c, i) => (c === keys[i] ? 1 : 0))));
    result.forEach((item, i) => {
      const rest = totals.map((t, r) => t - (choices[r][i] === keys[i] ? 1 : 0));
      expect(item.options.map((o) => o.option)).toEqual([...letters, 'E', null]);
      for (const option of item.options) {
        const chose = choices.map((row) => (row[i] === option.option ? 1 : 0));
        close(option.proportion, average(chose));
        close(option.pointBiserial, pearson(chose, rest));
      }
    });
  });

  it('the evidence analysis reports the same figures per item, per dimension and for its options', () => {
    const dimensions = ['a', 'b'];
    const items: EvidenceItem[] = Array.from({ length: K }, (_, j) => ({
      id: `R${j + 1}`,
      dimension: dimensions[j % 2],
      scoring: 'rating',
      key: 'A',
      options: ['A', 'B'],
    }));
    const persons: EvidencePerson[] = data.map((scores) => ({
      scores,
      choices: scores.map((x) => (x === null ? null : x >= 2 ? 'A' : 'B')),
    }));
    const result = analyseEvidence(items, persons, { calibrate: false });
    result.items.forEach((item, i) => {
      close(item.difficulty, average(column(imputed, i)) / 4);
      close(
        item.correctedItemTotal,
        pearson(
          column(imputed, i),
          imputed.map((row) => sum(row) - row[i]),
        ),
      );
      close(item.alphaIfDeleted, referenceAlpha(imputed.map((row) => row.filter((_, j) => j !== i))));
    });
    for (const figure of result.reliability) {
      if ('unavailable' in figure) throw new Error(figure.unavailable);
      const columns = items.flatMap((item, j) =>
        figure.dimension === null || item.dimension === figure.dimension ? [j] : [],
      );
      const subset = imputed.map((row) => columns.map((j) => row[j]));
      const value = referenceAlpha(subset);
      const df2 = (N - 1) * (columns.length - 1);
      close(figure.alpha, value);
      close(figure.alphaInterval.lower, 1 - (1 - value) * fQuantile(0.975, N - 1, df2));
      close(figure.alphaInterval.upper, 1 - (1 - value) * fQuantile(0.025, N - 1, df2));
      close(figure.omega, referenceOmega(subset));
    }
    if (!Array.isArray(result.distractors)) throw new Error(result.distractors.unavailable);
    const choices = persons.map((p) => p.choices as Array<string | null>);
    const totals = choices.map((row) => sum(row.map((c) => (c === 'A' ? 1 : 0))));
    result.distractors.forEach((item, i) => {
      const rest = totals.map((t, r) => t - (choices[r][i] === 'A' ? 1 : 0));
      for (const option of item.options) {
        const chose = choices.map((row) => (row[i] === option.option ? 1 : 0));
        close(option.proportion, average(chose));
        close(option.pointBiserial, pearson(chose, rest));
      }
    });
  });
});
