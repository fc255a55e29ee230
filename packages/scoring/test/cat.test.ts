import { describe, expect, it } from 'vitest';
import { type CatBankItem, compileBank, createRng, runCat, selectNextItem, simulateCat } from '../src/index';
import { fourItemBank } from './cat-banks';

function makeBank(size: number, seed: number): CatBankItem[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, (_, i) => ({
    id: `i${i}`,
    irt: { model: '2PL' as const, a: 0.8 + rng.next() * 1.2, b: rng.normal() * 1.2 },
    content: i % 3 === 0 ? 'algebra' : i % 3 === 1 ? 'geometry' : 'numbers',
  }));
}

describe('item selection', () => {
  const bank = fourItemBank();
  it.each([
    { theta: 0, expected: 'middle' },
    { theta: -2.2, expected: 'easy' },
    { theta: 2.5, expected: 'hard' },
  ])('maximum information at θ = $theta picks $expected', ({ theta, expected }) => {
    const chosen = selectNextItem(bank, new Set(), theta, { maxItems: 1 }, createRng(1));
    expect(bank.ids[chosen as number]).toBe(expected);
  });
  it('skips used items and returns null when the bank is exhausted', () => {
    expect(bank.ids[selectNextItem(bank, new Set([1]), 0, { maxItems: 1 }, createRng(1)) as number]).not.toBe(
      'middle',
    );
    expect(selectNextItem(bank, new Set([0, 1, 2, 3]), 0, { maxItems: 1 }, createRng(1))).toBeNull();
  });
  it('randomesque exposure control picks among the k most informative', () => {
    const big = compileBank(makeBank(50, 3));
    const ranked = big.items.map((item, i) => ({ i, a: item.a, b: -item.d[0] / item.a }));
    const rng = createRng(5);
    const picks = new Set<number>();
    for (let r = 0; r < 200; r++)
      picks.add(selectNextItem(big, new Set(), 0, { maxItems: 1, randomesque: 4 }, rng) as number);
    expect(picks.size).toBe(4);
    expect(ranked.length).toBe(50);
  });
});

describe('adaptive test runs', () => {
  const bank = compileBank(makeBank(120, 11));
  const respondAs = (theta: number, seed: number) => {
    const rng = createRng(seed);
    return (i: number) =>
      rng.next() < 1 / (1 + Math.exp(-(bank.items[i].a * theta + bank.items[i].d[0]))) ? 1 : 0;
  };
  it('stops at the maximum length', () => {
    const record = runCat(bank, { maxItems: 10 }, respondAs(0.5, 1), createRng(2));
    expect(record.items).toHaveLength(10);
    expect(record.stopReason).toBe('max-items');
    expect(new Set(record.items).size).toBe(10);
  });
  it('stops when the SE reaches the target', () => {
    const record = runCat(bank, { maxItems: 60, seTarget: 0.35, minItems: 5 }, respondAs(0, 1), createRng(2));
    expect(record.stopReason).toBe('se-target');
    expect(record.se).toBeLessThanOrEqual(0.35);
    expect(record.ses[record.ses.length - 2]).toBeGreaterThan(0.35);
  });
  it('stops when the classification is clear', () => {
    const record = runCat(
      bank,
      { maxItems: 60, classification: { cut: -1 } },
      respondAs(1.5, 1),
      createRng(2),
    );
    expect(record.stopReason).toBe('classification');
    expect(record.passed).toBe(true);
    expect(Math.abs(record.theta - -1)).toBeGreaterThanOrEqual(1.959963984540054 * record.se);
  });
  it('stops when the bank runs out', () => {
    const small = compileBank(makeBank(5, 1));
    expect(runCat(small, { maxItems: 10 }, () => 1, createRng(1)).stopReason).toBe('bank-exhausted');
  });
  it('balances content areas towards their targets', () => {
    const targets = { algebra: 0.5, geometry: 0.3, numbers: 0.2 };
    const record = runCat(bank, { maxItems: 20, contentTargets: targets }, respondAs(0, 3), createRng(4));
    const counts = { algebra: 0, geometry: 0, numbers: 0 };
    for (const id of record.items) counts[bank.content[bank.ids.indexOf(id)] as keyof typeof counts]++;
    expect(counts).toEqual({ algebra: 10, geometry: 6, numbers: 4 });
  });
  it.each([
    { options: { maxItems: 0 }, code: 'INVALID_ARGUMENT' },
    { options: { maxItems: 5, minItems: 6 }, code: 'INVALID_ARGUMENT' },
    { options: { maxItems: 5, contentTargets: { poetry: 1 } }, code: 'UNKNOWN_REFERENCE' },
  ])('invalid options $options → $code', ({ options, code }) => {
    expect(() => runCat(bank, options, () => 0, createRng(1))).toThrow(expect.objectContaining({ code }));
  });
});

describe('CAT simulation harness', () => {
  const bank = makeBank(150, 7);
  it('reports bias and RMSE of θ, reproducibly for a seed', () => {
    const options = { maxItems: 25, randomesque: 3, seed: 42, candidates: 300 };
    const first = simulateCat(bank, options);
    const again = simulateCat(bank, options);
    expect(again).toEqual(first);
    expect(first.candidates).toBe(300);
    expect(Math.abs(first.bias)).toBeLessThan(0.1);
    expect(first.rmse).toBeLessThan(0.45);
    expect(first.rmse).toBeGreaterThan(0.1);
    expect(first.correlation).toBeGreaterThan(0.9);
    expect(first.meanLength).toBe(25);
    expect(first.stopReasons['max-items']).toBe(300);
    expect(first.maxExposure).toBeLessThanOrEqual(1);
    const different = simulateCat(bank, { ...options, seed: 43 });
    expect(different.rmse).not.toBe(first.rmse);
  });
  it('longer tests measure more precisely', () => {
    const thetas = Array.from({ length: 200 }, (_, i) => -2 + (4 * i) / 199);
    const short = simulateCat(bank, { maxItems: 5, seed: 1, trueThetas: thetas });
    const long = simulateCat(bank, { maxItems: 40, seed: 1, trueThetas: thetas });
    expect(long.rmse).toBeLessThan(short.rmse);
    expect(long.meanSe).toBeLessThan(short.meanSe);
  });
  it('reports classification accuracy with a classification rule', () => {
    const result = simulateCat(bank, { maxItems: 40, classification: { cut: 0 }, seed: 9, candidates: 200 });
    expect(result.classificationAccuracy).toBeGreaterThan(0.8);
    expect(result.meanLength).toBeLessThan(40);
    expect(result.stopReasons.classification).toBeGreaterThan(0);
  });
  it('randomesque selection lowers the maximum exposure', () => {
    const strict = simulateCat(bank, { maxItems: 10, seed: 5, candidates: 200 });
    const spread = simulateCat(bank, { maxItems: 10, seed: 5, candidates: 200, randomesque: 5 });
    expect(spread.maxExposure).toBeLessThan(strict.maxExposure);
  });
});
