import { describe, expect, it } from 'vitest';
import { formatPercentOrDash } from './candidate-format';

describe('formatPercentOrDash', () => {
  it('rounds to one decimal and shows a dash before scoring', () => {
    expect(formatPercentOrDash(null)).toBe('-');
    expect(formatPercentOrDash(75.46)).toBe('75.5 %');
    expect(formatPercentOrDash(100)).toBe('100 %');
  });
});
