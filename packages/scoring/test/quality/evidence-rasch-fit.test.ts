/**
 * The evidence analysis of a Rasch calibration carries its residual fit: 1,000 simulees answer 12
 * keyed items drawn from a Rasch model, but one item's answers hardly depend on ability (a slope
 * of 0.2, as a badly written item's do). Its outfit stands out; the others sit near 1.
 */
import { describe, expect, it } from 'vitest';
import { analyseEvidence, createRng, type EvidenceItem, type EvidencePerson } from '../../src/index';

const rng = createRng(29);
const K = 12;
const FLAT = 5;
const difficulties = Array.from({ length: K }, (_, i) => -1.5 + (3 * i) / (K - 1));
const items: EvidenceItem[] = difficulties.map((_, i) => ({
  id: `R${i + 1}`,
  dimension: null,
  scoring: 'keyed',
  key: 'A',
  options: ['A', 'B'],
}));
const persons: EvidencePerson[] = Array.from({ length: 1000 }, () => {
  const theta = rng.normal();
  const scores = difficulties.map((b, i) => {
    const slope = i === FLAT ? 0.2 : 1;
    return rng.next() < 1 / (1 + Math.exp(-slope * (theta - b))) ? 1 : 0;
  });
  return {
    scores,
    choices: scores.map((x) => (x ? 'A' : 'B')),
    seconds: scores.map(() => 30),
    groups: {},
  };
});

describe('Rasch fit in the evidence analysis', () => {
  const { calibration } = analyseEvidence(items, persons, { model: 'Rasch' });

  it('gives every item its infit and outfit with ZSTD, and the flat item misfits', () => {
    if (!('items' in calibration)) throw new Error(calibration.unavailable);
    const fit = calibration.raschFit;
    if (!fit || 'unavailable' in fit) throw new Error(`no Rasch fit: ${fit?.unavailable}`);
    expect(fit.items.map((i) => i.id)).toEqual(items.map((i) => i.id));
    const flat = fit.items[FLAT];
    expect(flat.outfit).toBeGreaterThan(1.2);
    expect(flat.outfitZstd).toBeGreaterThan(2);
    for (const item of fit.items.filter((_, i) => i !== FLAT)) {
      expect(item.infit).toBeGreaterThan(0.85);
      expect(item.infit).toBeLessThan(1.15);
    }
    // Persons: fitted and extreme patterns add up to the sample.
    expect(fit.persons.fitted + fit.persons.extreme).toBe(persons.length);
    expect(fit.persons.misfitting).toBeLessThan(fit.persons.fitted * 0.1);
  });

  it('has no Rasch fit for a 2PL calibration', () => {
    const twoPl = analyseEvidence(items, persons, { model: '2PL' }).calibration;
    if (!('items' in twoPl)) throw new Error(twoPl.unavailable);
    expect(twoPl.raschFit).toBeUndefined();
  });
});
