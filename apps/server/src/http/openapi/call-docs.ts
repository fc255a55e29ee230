import type { CallDoc, CallKey } from './call-doc';
import { ACCOUNT_DOCS } from './docs-accounts';
import { ATS_DOCS } from './docs-ats';
import { CONTENT_DOCS } from './docs-content';
import { DECISION_DOCS } from './docs-decisions';
import { PARTICIPANT_DOCS } from './docs-participants';
import { PROJECT_DOCS } from './docs-projects';
import { SSO_DOCS } from './docs-sso';

/**
 * Every call's documentation beyond what its declarations say: a call without an entry fails
 * the typecheck, so a new call is documented when it is added.
 */
export const CALL_DOCS: Record<CallKey, CallDoc> = {
  ...ACCOUNT_DOCS,
  ...CONTENT_DOCS,
  ...PROJECT_DOCS,
  ...PARTICIPANT_DOCS,
  ...SSO_DOCS,
  ...ATS_DOCS,
  ...DECISION_DOCS,
};
