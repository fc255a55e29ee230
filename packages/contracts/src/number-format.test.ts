import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DIGITS,
  MINUS,
  numberFormatter,
  numberLocale,
  roundFor,
  roundHalfAway,
} from './number-format';

const en = numberFormatter('en');
const id = numberFormatter('id');

describe('the one rounding rule', () => {
  it('rounds half away from zero, of the number as written', () => {
    // 9.85 is 9.8499999… in binary: toFixed(1) says 9.8, the rule (and every output) 9.9.
    expect((9.85).toFixed(1)).toBe('9.8');
    expect(roundHalfAway(9.85, 1)).toBe(9.9);
    expect(roundHalfAway(8.15, 1)).toBe(8.2);
    expect(roundHalfAway(1.005, 2)).toBe(1.01);
    expect(roundHalfAway(0.995, 2)).toBe(1);
    expect(roundHalfAway(0.004, 2)).toBe(0);
    expect(roundHalfAway(2.5, 0)).toBe(3);
    expect(roundHalfAway(-2.5, 0)).toBe(-3);
    expect(roundHalfAway(-9.85, 1)).toBe(-9.9);
    expect(roundHalfAway(72.44999, 1)).toBe(72.4);
    expect(roundHalfAway(1e-7, 3)).toBe(0);
    expect(roundHalfAway(123456.785, 2)).toBe(123456.79);
  });

  it('never answers a negative zero', () => {
    expect(Object.is(roundHalfAway(-0.004, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAway(-0, 1), 0)).toBe(true);
  });

  it('rounds a value to its kind’s display digits, as the exports store it', () => {
    expect(roundFor('sten', 6.849)).toBe(6.8);
    expect(roundFor('sten', 6.85)).toBe(6.9);
    expect(roundFor('jobFit', 87.45)).toBe(87.5);
    expect(roundFor('theta', -0.125)).toBe(-0.13);
    expect(roundFor('percentile', null)).toBeNull();
    expect(roundFor('percentile', Number.NaN)).toBeNull();
    expect(DISPLAY_DIGITS.sten).toBe(1);
  });
});

describe('decimals and counts in each language', () => {
  it('reads the language from a code', () => {
    expect(numberLocale('id')).toBe('id');
    expect(numberLocale('id-ID')).toBe('id');
    expect(numberLocale('en-GB')).toBe('en');
    expect(numberLocale('zh')).toBe('en');
    expect(numberLocale(undefined)).toBe('en');
  });

  it('writes decimals with the language’s separators and drops trailing zeros', () => {
    expect(en.decimal(9.85)).toBe('9.9');
    expect(id.decimal(9.85)).toBe('9,9');
    expect(en.decimal(6)).toBe('6');
    expect(en.decimal(6.04)).toBe('6');
    expect(id.decimal(0.63, 2)).toBe('0,63');
    expect(en.decimal(98.76)).toBe('98.8');
    expect(id.decimal(98.76)).toBe('98,8');
    expect(en.decimal(1250.25, 1)).toBe('1,250.3');
    expect(id.decimal(1250.25, 1)).toBe('1.250,3');
  });

  it('writes negatives with a true minus sign and no negative zero', () => {
    expect(en.decimal(-1.25, 2)).toBe(`${MINUS}1.25`);
    expect(id.decimal(-1.25, 2)).toBe(`${MINUS}1,25`);
    expect(en.decimal(-0.04)).toBe('0');
    expect(en.fixed(-0.004, 2)).toBe('0.00');
    expect(en.fixed(-0.8, 2)).toBe(`${MINUS}0.80`);
    expect(id.fixed(0.8, 2)).toBe('0,80');
  });

  it('groups thousands in counts', () => {
    expect(en.count(1250)).toBe('1,250');
    expect(id.count(1250)).toBe('1.250');
    expect(id.count(2000)).toBe('2.000');
    expect(en.count(412)).toBe('412');
    expect(en.count(-3)).toBe(`${MINUS}3`);
  });

  it('writes the missing value as asked', () => {
    expect(en.decimal(null)).toBe('–');
    expect(numberFormatter('en', { empty: '-' }).decimal(undefined)).toBe('-');
    expect(en.percent(Number.NaN)).toBe('–');
    expect(en.probability(null)).toBe('–');
    expect(en.range(1, null)).toBe('–');
    expect(en.stenBand(null)).toBe('–');
  });
});

describe('percentages, probabilities, ranges and points', () => {
  it('percentages on 0–100', () => {
    expect(en.percent(87.5)).toBe('87.5 %');
    expect(id.percent(87.5)).toBe('87,5 %');
    expect(en.percent(100)).toBe('100 %');
    expect(en.percent(0)).toBe('0 %');
    expect(en.jobFit(72.44)).toBe('72.4 %');
    expect(id.jobFit(72.45)).toBe('72,5 %');
  });

  it('keeps a value on one line in print: a no-break space before the unit', () => {
    const print = numberFormatter('id', { space: '\u00a0' });
    expect(print.percent(87.5)).toBe('87,5\u00a0%');
    expect(print.probability(0.995)).toBe('>\u00a099\u00a0%');
    expect(print.jobFit(75)).toBe('75\u00a0%');
  });

  it.each([
    [0.3412, '34 %'],
    [0.995, '> 99 %'],
    [1, '> 99 %'],
    [0.99, '99 %'],
    [0.004, '< 1 %'],
    [0, '< 1 %'],
    [0.01, '1 %'],
    [0.985, '99 %'],
  ])('probabilities never read as certain: %s reads %s', (p, text) => {
    expect(en.probability(p)).toBe(text);
  });

  it('probabilities read alike in Indonesian', () => {
    expect(id.probability(0.995)).toBe('> 99 %');
  });

  it('ranges with an en dash, one number when both ends read alike', () => {
    expect(en.range(8.15, 9.85)).toBe('8.2–9.9');
    expect(id.range(8.15, 9.85)).toBe('8,2–9,9');
    expect(en.stenBand({ low: 6.06, high: 7.94 })).toBe('6.1–7.9');
    expect(en.range(5.02, 4.98)).toBe('5');
    expect(en.fitBand({ lower: 100, upper: 100 })).toBe('100');
    expect(en.fitBand({ lower: 55.24, upper: 87.65 })).toBe('55.2–87.7');
    expect(en.fixedRange(8.145, 9.845, 2)).toBe('8.15–9.85');
    expect(en.range(-1.25, 0.5)).toBe(`${MINUS}1.3–0.5`);
  });

  it('points with their sign, losses and ± a standard error', () => {
    expect(en.signed(23.14)).toBe('+23.1');
    expect(en.signed(-4.2)).toBe(`${MINUS}4.2`);
    expect(id.signed(-4.25)).toBe(`${MINUS}4,3`);
    expect(en.signed(0.01)).toBe('0');
    expect(en.signed(-0.04)).toBe('0');
    expect(en.loss(10.24)).toBe(`${MINUS}10.2`);
    expect(en.loss(0)).toBe('0');
    expect(en.loss(-3)).toBe('0');
    expect(en.plusMinus(5, 0.894)).toBe('5 ± 0.9');
    expect(id.plusMinus(6.25, 0.85)).toBe('6,3 ± 0,9');
    expect(en.plusMinus(5, null)).toBe('5');
    expect(en.of('percentile', 98.76)).toBe('98.8');
    expect(en.of('z', -0.125)).toBe(`${MINUS}0.13`);
  });
});
