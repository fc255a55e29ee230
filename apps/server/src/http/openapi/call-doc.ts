import type {
  CallPath,
  FileCallPath,
  GetCallPath,
  TestActivityGetPath,
  UploadCallPath,
} from '@asesa/contracts';

/** The statuses an error answer can have (500 aside). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/** A call's key: its path under /api/v1, with `GET ` before it for a GET call. */
export type CallKey =
  | CallPath
  | FileCallPath
  | UploadCallPath
  | 'test-activities/submit'
  | 'GET sso/callback'
  | `GET ${GetCallPath | TestActivityGetPath}`;

/**
 * A call's summary, with the refusals of its own rules (409 conflicts, 410 gone, 429 limits, and
 * 401/403/404 that the access rule and the request's ids do not already say).
 */
export type CallDoc = string | { summary: string; errors: Partial<Record<ErrorStatus, string>> };

export type CallDocs = Partial<Record<CallKey, CallDoc>>;

/** A call's summary with the one conflict (409) its own rules refuse. */
export const conflict = (summary: string, refusal: string): CallDoc => ({
  summary,
  errors: { 409: refusal },
});
