import { describe, expect, it } from 'vitest';
import { adverseImpact, fisherExactP } from '../../src/index';

describe('adverse impact (4/5ths rule)', () => {
  it('0.30 vs 0.40 → impact ratio 0.75, which fails the rule (EXPECTED.md)', () => {
    const result = adverseImpact([
      { group: 'men', selected: 40, total: 100 },
      { group: 'women', selected: 30, total: 100 },
    ]);
    expect(result.reference).toBe('men');
    const women = result.groups.find((g) => g.group === 'women');
    expect(women?.rate).toBeCloseTo(0.3, 12);
    expect(women?.impactRatio).toBeCloseTo(0.75, 12);
    expect(women?.passes).toBe(false);
    expect(result.adverseImpact).toBe(true);
  });

  it.each([
    { a: [40, 100], b: [32, 100], passes: true }, // exactly 0.8 passes
    { a: [50, 100], b: [39, 100], passes: false },
    { a: [10, 20], b: [45, 100], passes: true }, // 0.45/0.5 = 0.9
  ])('$a vs $b passes: $passes', ({ a, b, passes }) => {
    const result = adverseImpact([
      { group: 'a', selected: a[0], total: a[1] },
      { group: 'b', selected: b[0], total: b[1] },
    ]);
    expect(result.adverseImpact).toBe(!passes);
  });

  it('named reference group and custom threshold', () => {
    const result = adverseImpact(
      [
        { group: 'a', selected: 20, total: 100 },
        { group: 'b', selected: 30, total: 100 },
      ],
      { reference: 'a', threshold: 0.9 },
    );
    expect(result.groups[1].impactRatio).toBeCloseTo(1.5, 12);
    expect(result.adverseImpact).toBe(false);
  });

  it.each([
    {
      groups: [
        { group: 'a', selected: 1, total: 0 },
        { group: 'b', selected: 1, total: 2 },
      ],
      code: 'INSUFFICIENT_DATA',
    },
    {
      groups: [
        { group: 'a', selected: 0, total: 5 },
        { group: 'b', selected: 0, total: 2 },
      ],
      code: 'INSUFFICIENT_DATA',
    },
    {
      groups: [
        { group: 'a', selected: 6, total: 5 },
        { group: 'b', selected: 1, total: 2 },
      ],
      code: 'INVALID_ARGUMENT',
    },
    { groups: [{ group: 'a', selected: 1, total: 5 }], code: 'INSUFFICIENT_DATA' },
  ])('bad input → $code', ({ groups, code }) => {
    expect(() => adverseImpact(groups)).toThrow(expect.objectContaining({ code }));
  });
});

describe("Fisher's exact test (two-sided, as R's fisher.test)", () => {
  it.each([
    // Fisher's tea-tasting table (Fisher 1935; R's ?fisher.test example "TeaTasting"; Agresti 2002,
    // Categorical Data Analysis, §3.5.1): two-sided p = 0.4857, one-sided ("greater") 0.2429.
    { table: [3, 1, 1, 3], p: 0.485714 },
    // R's ?fisher.test example "Convictions" (Fisher 1962, twins' convictions): "less" gives
    // 0.0004652; two-sided 0.0005367 (R 4.x and scipy.stats.fisher_exact agree).
    { table: [2, 10, 15, 3], p: 0.000536724 },
    // 30/100 vs 48/100 selected: scipy.stats.fisher_exact 0.0134785.
    { table: [30, 70, 48, 52], p: 0.0134785 },
    { table: [0, 10, 10, 0], p: 1.0825088e-5 },
    { table: [5, 5, 5, 5], p: 1 },
  ])('$table → p = $p', ({ table, p }) => {
    const [a, b, c, d] = table;
    expect(fisherExactP(a, b, c, d)).toBeCloseTo(p, 6);
    expect(fisherExactP(a, b, c, d) / p).toBeCloseTo(1, 4);
  });

  it('is symmetric in the order of the groups and refuses impossible counts', () => {
    expect(fisherExactP(30, 70, 48, 52)).toBeCloseTo(fisherExactP(48, 52, 30, 70), 12);
    expect(() => fisherExactP(-1, 2, 3, 4)).toThrow(RangeError);
    expect(() => fisherExactP(1.5, 2, 3, 4)).toThrow(RangeError);
  });

  it('comes with each group of an adverse-impact result, none for the reference group', () => {
    const result = adverseImpact([
      { group: 'men', selected: 48, total: 100 },
      { group: 'women', selected: 30, total: 100 },
    ]);
    const [men, women] = result.groups;
    expect(men.fisherP).toBeNull();
    expect(women.fisherP).toBeCloseTo(0.0134785, 6);
    expect(women.passes).toBe(false);
  });
});
