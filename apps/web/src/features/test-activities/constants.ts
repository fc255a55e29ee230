/** Spec 2.1 and 9: the participant header logo is at most 40 px high. */
export const HEADER_LOGO_MAX_HEIGHT = 40;
/** Spec 2.3 and 9: partner header colour when the corporate has no color_theme. */
export { DEFAULT_HEADER_COLOUR as DEFAULT_PARTNER_HEADER_COLOR } from '@asesa/contracts';
/** The message a partner page posts to its parent window when the logo is clicked (spec 2.3). */
export const BACK_TO_PARENT_MESSAGE = 'BACK_TO_PARENT';
/** Warn the participant when this many seconds are left on a timed test. */
export const TIME_WARNING_SECONDS = 60;
/** Autosave retry back-off: first retry after this, doubling up to the cap. */
export const SAVE_RETRY_BASE_MS = 2_000;
export const SAVE_RETRY_MAX_MS = 30_000;
/** The submission call accepts at most this many answers per autosave (contracts: submissionRequest). */
export const MAX_ANSWERS_PER_SAVE = 500;
/** Product name shown by the default logo (one setting for the whole app). */
export { PRODUCT_NAME } from '../../lib/config';

/** Participant area paths (spec 2.1). */
export const PARTICIPANT_BASE = '/test-activity';
export const participantPaths = {
  entry: (pcode: string) => `${PARTICIPANT_BASE}/${encodeURIComponent(pcode)}`,
  form: (pcode: string) => `${PARTICIPANT_BASE}/form/${encodeURIComponent(pcode)}`,
  dashboard: (pcode: string) => `${PARTICIPANT_BASE}/dashboard/${encodeURIComponent(pcode)}`,
  statement: (pcode: string) => `${PARTICIPANT_BASE}/statement/${encodeURIComponent(pcode)}`,
  test: (pcode: string, submissionId: number) =>
    `${PARTICIPANT_BASE}/test/${encodeURIComponent(pcode)}?submission=${submissionId}`,
  result: (pcode: string) => `${PARTICIPANT_BASE}/test-result/${encodeURIComponent(pcode)}`,
  offline: `${PARTICIPANT_BASE}/offline`,
  notFound: '/404',
} as const;

/** Route `handle` flag: the layout shows the language dropdown on this page (spec 2.1). */
export interface ParticipantRouteHandle {
  showLanguage?: boolean;
}
