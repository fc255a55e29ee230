import { describe, expect, it } from 'vitest';
import { competenceBandKey } from './results-drawer';

describe('the sentence under the competences', () => {
  it('names the evidence when every band rests on it, partly when some do, else the set-up', () => {
    expect(competenceBandKey([{ se_source: 'evidence' }, { se_source: 'evidence' }])).toBe(
      'competenceBandsEvidence',
    );
    expect(competenceBandKey([{ se_source: 'evidence' }, { se_source: 'set-up' }])).toBe(
      'competenceBandsPartly',
    );
    expect(competenceBandKey([{ se_source: 'partly-evidence' }])).toBe('competenceBandsPartly');
    expect(competenceBandKey([{ se_source: 'set-up' }, { se_source: null }])).toBe('competenceBandsSetUp');
    expect(competenceBandKey([{ se_source: null }, {}])).toBeNull();
  });
});
