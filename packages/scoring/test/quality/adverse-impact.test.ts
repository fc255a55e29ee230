import { describe, expect, it } from 'vitest';
import { adverseImpact } from '../../src/index';

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
