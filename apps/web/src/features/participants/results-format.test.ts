import { describe, expect, it } from 'vitest';
import { normedDimension } from '../../../test/dimension-result';
import { setUiLocaleState } from '../../lib/ui-locale';
import {
  countText,
  firstStart,
  fitHeadline,
  normText,
  plusMinusText,
  pointsLostText,
  probabilityText,
  rangeText,
  roundText,
  sharedNorm,
  signedText,
  stenText,
} from './results-format';

const dimension = normedDimension;

const words = { n: (n: string) => `N = ${n}`, version: (v: string) => `norms ${v}` };

describe('results formatting', () => {
  it('rounds for reading and ranges with an en dash', () => {
    expect(roundText(6.06)).toBe('6.1');
    expect(roundText(7)).toBe('7');
    expect(roundText(-0.01)).toBe('0');
    expect(roundText(null)).toBe('-');
    expect(roundText(1 / 3, 2)).toBe('0.33');
    expect(rangeText(6.06, 7.94)).toBe('6.1–7.9');
    expect(rangeText(5.02, 4.98)).toBe('5');
  });

  it('a sten with its band, a score ± its SE', () => {
    expect(stenText(7, { low: 6.06, high: 7.94 })).toBe('7 (6.1–7.9)');
    expect(stenText(7, null)).toBe('7');
    expect(stenText(null, null)).toBe('-');
    expect(plusMinusText(5, 0.894)).toBe('5 ± 0.9');
    expect(plusMinusText(5, null)).toBe('5');
    expect(plusMinusText(5, undefined)).toBe('5');
  });

  it('the fit with its likely range, with the one decimal the reports and the export show', () => {
    const likely = (fit: string, range: string) => `${fit} (likely ${range})`;
    expect(fitHeadline(72.4, { lower: 55.2, upper: 87.6 }, likely)).toBe('72.4 (likely 55.2–87.6)');
    expect(fitHeadline(0, { lower: 0, upper: 25 }, likely)).toBe('0 (likely 0–25)');
    // A range that is the fit itself is not said twice.
    expect(fitHeadline(100, { lower: 100, upper: 100 }, likely)).toBe('100');
    expect(fitHeadline(72.4, null, likely)).toBe('72.4');
    expect(fitHeadline(72.4, undefined, likely)).toBe('72.4');
  });

  it('rounds as the PDF reports do (9.85 is 9.9, not toFixed’s 9.8) and writes Indonesian numbers', () => {
    expect(stenText(9, { low: 8.15, high: 9.85 })).toBe('9 (8.2–9.9)');
    setUiLocaleState({ locale: 'id', antd: undefined });
    try {
      expect(stenText(9.25, { low: 8.15, high: 9.85 })).toBe('9,3 (8,2–9,9)');
      expect(countText(1250)).toBe('1.250');
      expect(roundText(98.76)).toBe('98,8');
      expect(probabilityText(0.996)).toBe('> 99 %');
      expect(signedText(-4.25)).toBe('−4,3');
    } finally {
      setUiLocaleState({ locale: 'en', antd: undefined });
    }
  });

  it('probabilities never read as certain; points carry their sign', () => {
    expect(probabilityText(0.3412)).toBe('34 %');
    expect(probabilityText(0.004)).toBe('< 1 %');
    expect(probabilityText(0.996)).toBe('> 99 %');
    expect(probabilityText(1)).toBe('> 99 %');
    expect(probabilityText(0)).toBe('< 1 %');
    expect(probabilityText(0.99)).toBe('99 %');
    expect(probabilityText(null)).toBe('-');
    expect(probabilityText(undefined)).toBe('-');
    expect(signedText(23.14)).toBe('+23.1');
    expect(signedText(-4.2)).toBe('−4.2');
    expect(signedText(0.01)).toBe('0');
    expect(signedText(undefined)).toBe('-');
    expect(pointsLostText(10.24)).toBe('−10.2');
    expect(pointsLostText(0)).toBe('0');
    expect(pointsLostText(0.01)).toBe('0');
    expect(pointsLostText(undefined)).toBe('-');
  });

  it('says the norm once when every normed dimension shares it', () => {
    const dims = [dimension({}), dimension({ code: 'DRIVE', name: 'Drive' })];
    const norm = sharedNorm(dims);
    expect(norm).toEqual({ group: 'general', n: 1250, version: '2026.1' });
    expect(normText(norm!, words)).toBe('general, N = 1,250, norms 2026.1');
    // A dimension without norms does not break the sharing.
    const raw = dimension({
      code: 'RAW',
      sten: null,
      norm_id: null,
      norm_group: null,
      norm_n: null,
      norm_version: null,
    });
    expect(sharedNorm([...dims, raw])).toEqual(norm);
    expect(sharedNorm([raw])).toBeNull();
    expect(sharedNorm([dims[0], dimension({ norm_group: 'graduates', norm_n: 412 })])).toBeNull();
  });

  it('leaves out what the norm does not state', () => {
    expect(normText({ group: 'general', n: null, version: '2026.1' }, words)).toBe('general, norms 2026.1');
    expect(normText({ group: null, n: null, version: '2026.1' }, words)).toBe('norms 2026.1');
  });

  it('the first start of the session log', () => {
    expect(
      firstStart([
        { status: 'resumed', created_at: '2026-01-02T08:00:00Z' },
        { status: 'started', created_at: '2026-01-02T09:00:00Z' },
        { status: 'started', created_at: '2026-01-03T09:00:00Z' },
      ]),
    ).toBe('2026-01-02T09:00:00Z');
    expect(firstStart([])).toBeNull();
    expect(firstStart(undefined)).toBeNull();
  });
});
