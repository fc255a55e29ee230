import { PARTNER_BASE, type ParticipantPaths, partnerPaths } from '../participant-journey/constants';

// The partner area reuses the participant pages; where they leave a page, the partner flow
// stops at its own pages first (spec 2.3: finish-section, finish), which report to the partner.

const code = (pcode: string) => encodeURIComponent(pcode);

/** The partner pages without a code in their path carry it as `?pcode=` (framing and events). */
export const partnerFinishPath = (pcode: string) => `${PARTNER_BASE}/finish?pcode=${code(pcode)}`;
export const partnerExpiredPath = (pcode?: string) =>
  `${PARTNER_BASE}/expired${pcode ? `?pcode=${code(pcode)}` : ''}`;
export const partnerFinishSectionPath = (pcode: string, submissionId?: number) =>
  `${PARTNER_BASE}/finish-section/${code(pcode)}${submissionId ? `?submission=${submissionId}` : ''}`;

/** On the partner dashboard, finishing the whole test leads to the finish page. */
export const partnerDashboardPaths: ParticipantPaths = {
  ...partnerPaths,
  result: (pcode: string) => partnerFinishPath(pcode),
};

/** On the partner test page, leaving a finished test leads to the finish-section page. */
export function partnerTestPaths(submissionId: number | undefined): ParticipantPaths {
  return { ...partnerPaths, dashboard: (pcode: string) => partnerFinishSectionPath(pcode, submissionId) };
}
