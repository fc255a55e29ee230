import { describe, expect, it } from 'vitest';
import { endsSection } from './attempt-channel';

const here = { participantCode: 'ABCD-EFGH-IJKL', submissionId: 7, sectionIndex: 1 };
const message = (over: Record<string, unknown> = {}) => ({
  type: 'section-ended',
  participantCode: 'abcd-efgh-ijkl',
  submissionId: 7,
  sectionIndex: 1,
  from: 'other-tab',
  ...over,
});

describe('a section ended in another tab', () => {
  it("concerns this tab when it is this submission's section (or a later one)", () => {
    expect(endsSection(message(), here, 'this-tab')).toBe(true);
    expect(endsSection(message({ sectionIndex: 2 }), here, 'this-tab')).toBe(true);
  });

  it('is ignored for an earlier section, another submission or another candidate', () => {
    expect(endsSection(message({ sectionIndex: 0 }), here, 'this-tab')).toBe(false);
    expect(endsSection(message({ submissionId: 8 }), here, 'this-tab')).toBe(false);
    expect(endsSection(message({ participantCode: 'ZZZZ-ZZZZ-ZZZZ' }), here, 'this-tab')).toBe(false);
  });

  it('is ignored when this page sent it, or when it is not such a message', () => {
    expect(endsSection(message({ from: 'this-tab' }), here, 'this-tab')).toBe(false);
    expect(endsSection({ type: 'other' }, here, 'this-tab')).toBe(false);
    expect(endsSection(null, here, 'this-tab')).toBe(false);
  });
});
