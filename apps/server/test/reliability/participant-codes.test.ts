import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, newParticipantCode } from '../../src/modules/projects/participant-code';
import { recordFigure } from './figures';

// Brute force: participant codes are the candidate's only credential, so they must be
// ≥ 10 characters from a secure generator. A sample of 100,000 codes shows the length, that no
// code repeats, and that every symbol of every position is drawn evenly (a biased generator —
// modulo bias, a weak PRNG seeded by time — fails the chi-square bound).
describe('participant codes', () => {
  const SAMPLE = 100_000;
  const codes = Array.from({ length: SAMPLE }, () => newParticipantCode());
  const symbols = (code: string) => code.replaceAll('-', '');

  it('have at least 10 symbols of the code alphabet, grouped for reading', () => {
    for (const code of codes.slice(0, 1000)) {
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(symbols(code).length).toBeGreaterThanOrEqual(10);
      for (const ch of symbols(code)) expect(CODE_ALPHABET).toContain(ch);
    }
  });

  it('never repeat in a large sample', () => {
    expect(new Set(codes).size).toBe(SAMPLE);
  });

  it('draw every symbol evenly at every position', () => {
    const k = CODE_ALPHABET.length;
    const expected = SAMPLE / k;
    // Chi-square with k − 1 = 30 degrees of freedom: 59.7 is its 0.001 upper quantile, so a
    // fair generator fails one position in a thousand runs at most (12 positions: ~1%).
    // 70 keeps the false alarm rate well under that while any real bias shows far above it.
    let worst = 0;
    for (let pos = 0; pos < 12; pos++) {
      const counts = new Map<string, number>();
      for (const code of codes) {
        const ch = symbols(code)[pos];
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
      }
      const chi = [...CODE_ALPHABET].reduce(
        (sum, ch) => sum + ((counts.get(ch) ?? 0) - expected) ** 2 / expected,
        0,
      );
      worst = Math.max(worst, chi);
    }
    expect(worst).toBeLessThan(70);
    const bits = 12 * Math.log2(k);
    recordFigure('brute force', 'participant code entropy (bits)', bits.toFixed(1));
    // Expected valid codes found by 10,000 guesses even against a million live codes.
    recordFigure(
      'brute force',
      'participant codes hit by 10,000 blind guesses among 1,000,000 live codes',
      (10_000 * 1e6) / k ** 12,
    );
  });
});
