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
/** The embedded partner area (spec 2.3) runs the same flow under its own base path. */
export const PARTNER_BASE = '/aktivitas-ujian/partner';

/** The flow's paths under a base (participant or partner area). */
export function pathsUnder(base: string) {
  const code = (pcode: string) => encodeURIComponent(pcode);
  return {
    base,
    entry: (pcode: string) => `${PARTICIPANT_BASE}/${code(pcode)}`,
    form: (pcode: string) => `${base}/form/${code(pcode)}`,
    dashboard: (pcode: string) => `${base}/dashboard/${code(pcode)}`,
    statement: (pcode: string) => `${base}/statement/${code(pcode)}`,
    test: (pcode: string, submissionId: number) => `${base}/test/${code(pcode)}?submission=${submissionId}`,
    result: (pcode: string) => `${base}/test-result/${code(pcode)}`,
    offline: `${base}/offline`,
    notFound: '/404',
  } as const;
}
export type ParticipantPaths = ReturnType<typeof pathsUnder>;
export const participantPaths: ParticipantPaths = pathsUnder(PARTICIPANT_BASE);
export const partnerPaths: ParticipantPaths = pathsUnder(PARTNER_BASE);

/** Router state of a redirect to /404 from the participant's pages: the page is then theirs. */
export const FROM_PARTICIPANT_PAGES = { from: 'participant' } as const;
export const isFromParticipantPages = (state: unknown): boolean =>
  (state as { from?: unknown } | null)?.from === FROM_PARTICIPANT_PAGES.from;

/** Route `handle` flag: the layout shows the language dropdown on this page (spec 2.1). */
export interface ParticipantRouteHandle {
  showLanguage?: boolean;
}
