import { describe, expect, it } from 'vitest';
import { participantPaths, partnerPaths } from '../participant-journey/constants';
import { partnerDashboardPaths, partnerExpiredPath, partnerTestPaths } from './paths';

describe('partner paths', () => {
  it('leaving a finished test goes to finish-section with the submission', () => {
    expect(partnerTestPaths(42).dashboard('ABC-123')).toBe(
      '/aktivitas-ujian/partner/finish-section/ABC-123?submission=42',
    );
    expect(partnerTestPaths(42).statement('ABC-123')).toBe('/aktivitas-ujian/partner/statement/ABC-123');
  });

  it('finishing the whole test goes to the finish page, carrying the code for framing and events', () => {
    expect(partnerDashboardPaths.result('ABC 1')).toBe('/aktivitas-ujian/partner/finish?pcode=ABC%201');
    expect(partnerDashboardPaths.test('ABC', 7)).toBe('/aktivitas-ujian/partner/test/ABC?submission=7');
    expect(partnerExpiredPath()).toBe('/aktivitas-ujian/partner/expired');
  });

  it('an unregistered candidate registers inside the partner area, a participant in its own', () => {
    expect(partnerPaths.form('ABC 1')).toBe('/aktivitas-ujian/partner/form/ABC%201');
    expect(partnerDashboardPaths.form('ABC')).toBe('/aktivitas-ujian/partner/form/ABC');
    expect(participantPaths.form('ABC')).toBe('/test-activity/form/ABC');
    // The participant area's entry (/test-activity/{code}) is not the partner's.
    expect(partnerPaths.entry('ABC')).toBe('/test-activity/ABC');
  });
});
