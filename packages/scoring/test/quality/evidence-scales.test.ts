/**
 * An instrument of two independent traits is calibrated one scale at a time: each scale's graded
 * response model recovers its generating slopes, which one model over both traits would halve.
 */
import { describe, expect, it } from 'vitest';
import { analyseEvidence, createRng, type EvidenceItem, type EvidencePerson } from '../../src/index';

const rng = createRng(2026);
const SLOPE = 1.6;
const thresholds = [-2, -0.7, 0.5, 1.8];
const items: EvidenceItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: `S${i + 1}`,
  dimension: i < 5 ? 'drive' : 'calm',
  scoring: 'rating',
}));
const persons: EvidencePerson[] = Array.from({ length: 2000 }, () => {
  const traits = [rng.normal(), rng.normal()];
  return {
    scores: items.map((_, i) => {
      const u = rng.next();
      const theta = traits[i < 5 ? 0 : 1];
      return thresholds.filter((b) => u < 1 / (1 + Math.exp(-SLOPE * (theta - b)))).length;
    }),
  };
});

describe('calibration of an instrument of several dimensions', () => {
  const result = analyseEvidence(items, persons);

  it('calibrates each dimension on its own θ and recovers its slopes', () => {
    if ('unavailable' in result.calibration) throw new Error(result.calibration.unavailable);
    const { calibration } = result;
    expect(calibration.model).toBe('GRM');
    expect(calibration.scales?.map((s) => ('itemIds' in s ? [s.dimension, s.itemIds.length] : null))).toEqual(
      [
        ['drive', 5],
        ['calm', 5],
      ],
    );
    expect(calibration.items.map((item) => item.id)).toEqual(items.map((item) => item.id));
    for (const item of calibration.items) expect(Math.abs(item.a - SLOPE)).toBeLessThan(0.25);
    const scales = calibration.scales ?? [];
    const total = scales.reduce((sum, s) => sum + ('logLikelihood' in s ? s.logLikelihood : 0), 0);
    expect(calibration.logLikelihood).toBeCloseTo(total, 6);
    if ('unavailable' in calibration.fit) throw new Error(calibration.fit.unavailable);
    expect(calibration.fit.items).toHaveLength(items.length);
  });

  it('keeps a one-item scale out of the calibration and says why', () => {
    const lone: EvidenceItem[] = items.map((item, i) => (i === 9 ? { ...item, dimension: 'alone' } : item));
    const calibration = analyseEvidence(lone, persons).calibration;
    if ('unavailable' in calibration) throw new Error(calibration.unavailable);
    expect(calibration.items.map((item) => item.id)).not.toContain('S10');
    expect(calibration.scales?.find((s) => s.dimension === 'alone')).toMatchObject({
      unavailable: 'a scale of one item cannot be calibrated on its own',
    });
  });
});
