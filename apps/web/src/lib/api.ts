import {
  AUTH_REASONS,
  type CallPath,
  type CallRequest,
  type CallResponse,
  COOKIE_NAMES,
  DEVICE_ID_LENGTH,
  DEVICE_ID_LIFETIME_MS,
  type Envelope,
  type FileCallPath,
  type FileCallRequest,
  type GetCallPath,
  type GetCallResponse,
  PARTNER_TOKEN_HEADER,
  PROOF_OF_WORK_HEADER,
  type TestActivityGetPath,
  type TestActivityGetResponse,
  TOKEN_EXPIRED_CODE,
  TOKEN_LIFETIME_MS,
  type TokenResponse,
  type UploadCallFields,
  type UploadCallPath,
  type UploadCallResponse,
  WEB_APP_NAME,
  WEB_APP_SECRET,
} from '@asesa/contracts';
import { getCookie, removeCookie, setCookie } from './cookies';
import { errorSentence } from './error-sentence';
import { onParticipantPage, participantLanguage } from './participant-language';
import { challengeOf, MAX_CHALLENGE_ROUNDS, solveChallenge } from './proof-of-work';
import { currentUiLocale } from './ui-locale';

const API_BASE = '/api/v1';

// Spec 9's HTTP timeout (HTTP_TIMEOUT_MS, 1000 ms) is for the connectivity probe
// (lib/connectivity.ts), never for these data calls: on a slow mobile network an answer save or a
// page's data often takes longer than a second and still arrives; cut off at 1 s it would fail,
// be retried by the autosave queue and fail again, and the participant would see errors and the
// offline page on a connection that works. The calls wait for the browser's own network errors.
export const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Name of the browser event fired when the server answers 504 (spec 2.6 modal). */
export const SERVER_TROUBLE_EVENT = '504';

type ErrorNotifier = (text: string) => void;
let notifyError: ErrorNotifier = (text) => console.error(text);
/** The app registers its toast function here (antd's message), so the client can show '{code}: {message}'. */
export function setErrorNotifier(fn: ErrorNotifier): void {
  notifyError = fn;
}

/** Spec 8 errorHandlingMsg: '{code}: {message}'. */
export function errorHandlingMsg(code: number, message: string): string {
  return `${code}: ${message}`;
}

/** How a failed call reads where it is shown: a sentence on the participant's pages, '{code}: {message}' elsewhere. */
export function errorText(code: number, message: string, field?: string): string {
  return onParticipantPage() ? errorSentence(message, field) : errorHandlingMsg(code, message);
}

/** When no server answered: in the language of the page (the server cannot say it). */
const NETWORK_ERROR = {
  en: 'Network error: the server cannot be reached',
  id: 'Kesalahan jaringan: server tidak dapat dihubungi',
} as const;
const networkError = () => (callLanguage() === 'id' ? NETWORK_ERROR.id : NETWORK_ERROR.en);

export function deviceId(): string {
  let id = getCookie(COOKIE_NAMES.deviceId);
  if (!id || id.length !== DEVICE_ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(DEVICE_ID_LENGTH));
    id = Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
    setCookie(COOKIE_NAMES.deviceId, id, DEVICE_ID_LIFETIME_MS);
  }
  return id;
}

/** Stores a token pair in cookies (token ~5 h, spec 9). */
export function storeTokens(t: TokenResponse): void {
  setCookie(COOKIE_NAMES.token, t.token, Math.min(TOKEN_LIFETIME_MS, t.expires_in * 1000));
  setCookie(COOKIE_NAMES.refreshToken, t.refresh_token, REFRESH_LIFETIME_MS);
}

export function clearTokens(): void {
  removeCookie(COOKIE_NAMES.token);
  removeCookie(COOKIE_NAMES.refreshToken);
}

/**
 * Sent as Content-Language, so the server answers in the reader's language: on the participant's
 * pages the participant's language (the project's when it fixes one), elsewhere the back office's
 * UI locale.
 */
function callLanguage(): string {
  return onParticipantPage() ? participantLanguage() : currentUiLocale();
}

let partnerToken: string | null = null;
/**
 * The partner pages set the partner token their parent page handed them (spec 6 and 7: a partner
 * token header can be sent); null when they are left, so no other page sends it.
 */
export function setPartnerToken(token: string | null): void {
  partnerToken = token;
}

/**
 * What the client does while it solves a proof-of-work challenge: the app shows "Checking this
 * browser…"; the returned function ends the message.
 */
type ChallengeNotifier = (language: string) => () => void;
let notifyChallenge: ChallengeNotifier = () => () => {};
export function setChallengeNotifier(fn: ChallengeNotifier): void {
  notifyChallenge = fn;
}

/** Headers every call carries: Content-Language, the bearer token, the partner token if any, a solved challenge. */
function commonHeaders(token: string | undefined, proof?: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Language': callLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (partnerToken) headers[PARTNER_TOKEN_HEADER] = partnerToken;
  if (proof) headers[PROOF_OF_WORK_HEADER] = proof;
  return headers;
}

async function rawPost<T>(
  path: string,
  body: unknown,
  token?: string,
  proof?: string,
): Promise<{ status: number; env: Envelope<T> }> {
  const headers = { 'Content-Type': 'application/json', ...commonHeaders(token, proof) };
  return send<T>(path, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
}

async function send<T>(path: string, init: RequestInit): Promise<{ status: number; env: Envelope<T> }> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}`, init);
  } catch {
    // Spec 8: network failures return empty data and an error.
    return { status: 0, env: { code: 0, data: null, error: { message: networkError() } } };
  }
  if (res.status === 504) window.dispatchEvent(new Event(SERVER_TROUBLE_EVENT));
  let env: Envelope<T>;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = {
      code: res.status,
      data: null,
      error: { message: res.statusText || 'Unexpected answer from the server' },
    };
  }
  return { status: res.status, env };
}

let tokenInFlight: Promise<string | undefined> | null = null;

/** Obtains a fresh device-bound token (token/get), or refreshes it when the server said the token expired. */
export function obtainToken(refresh = false): Promise<string | undefined> {
  tokenInFlight ??= (async () => {
    const device_id = deviceId();
    const refresh_token = getCookie(COOKIE_NAMES.refreshToken);
    let result: { env: Envelope<TokenResponse> } | undefined;
    if (refresh && refresh_token)
      result = await rawPost<TokenResponse>('token/refresh', { refresh_token, device_id });
    if (!result?.env.data) {
      result = await rawPost<TokenResponse>('token/get', {
        app_name: WEB_APP_NAME,
        secret: WEB_APP_SECRET,
        device_type: 'web',
        device_id,
      });
    }
    if (result.env.data) storeTokens(result.env.data);
    return result.env.data?.token;
  })().finally(() => {
    tokenInFlight = null;
  });
  return tokenInFlight;
}

async function currentToken(): Promise<string | undefined> {
  return getCookie(COOKIE_NAMES.token) ?? (await obtainToken());
}

export interface CallOptions {
  /** Do not toast a non-200 answer (the caller handles or only logs it). */
  silent?: boolean;
}

function needsNewToken(status: number, env: Envelope<unknown>): boolean {
  if (status !== 401) return false;
  const reason = env.error?.reason;
  return (
    env.code === TOKEN_EXPIRED_CODE ||
    reason === AUTH_REASONS.invalidToken ||
    reason === AUTH_REASONS.tokenExpired
  );
}

async function withToken<T>(
  attempt: (token: string | undefined, proof?: string) => Promise<{ status: number; env: Envelope<T> }>,
  opts: CallOptions,
): Promise<Envelope<T>> {
  let token = await currentToken();
  let { status, env } = await attempt(token);
  if (needsNewToken(status, env)) {
    // Spec 8: on 401 get a new token (refresh when the body code is 100) and retry once.
    token = await obtainToken(env.code === TOKEN_EXPIRED_CODE);
    ({ status, env } = await attempt(token));
  }
  ({ status, env } = await answerChallenges(status, env, (proof) => attempt(token, proof)));
  if (env.code !== 200) {
    if (env.error) console.warn(`[api] ${env.code}: ${env.error.message}`);
    if (!opts.silent && status !== 0)
      notifyError(errorText(env.code, env.error?.message ?? 'Unknown error', env.error?.field));
    if (!opts.silent && status === 0) notifyError(env.error?.message ?? networkError());
  }
  return env;
}

/**
 * Over a guessing limit the server asks for proof of work: solve it while the page says so, then
 * send the same request again with the solution (a few rounds, should the level grow meanwhile).
 */
async function answerChallenges<T>(
  status: number,
  env: Envelope<T>,
  resend: (proof: string) => Promise<{ status: number; env: Envelope<T> }>,
): Promise<{ status: number; env: Envelope<T> }> {
  for (let round = 0; round < MAX_CHALLENGE_ROUNDS; round++) {
    const challenge = challengeOf(status, env);
    if (!challenge) break;
    const done = notifyChallenge(callLanguage());
    const proof = await solveChallenge(challenge).finally(done);
    if (!proof) break;
    ({ status, env } = await resend(proof));
  }
  return { status, env };
}

/** Calls `POST /api/v1/{path}` with the token header; typed by the shared contracts. */
export function api<P extends CallPath>(path: P, body: CallRequest<P>, opts: CallOptions = {}) {
  return withToken<CallResponse<P>>(
    (token, proof) => rawPost<CallResponse<P>>(path, body, token, proof),
    opts,
  );
}

/** The GET calls (spec 7 marks a few GET): the back office's and the participant pages'. */
export type ApiGetPath = GetCallPath | TestActivityGetPath;
export type ApiGetResponse<P extends ApiGetPath> = P extends GetCallPath
  ? GetCallResponse<P>
  : P extends TestActivityGetPath
    ? TestActivityGetResponse<P>
    : never;

/** Calls `GET /api/v1/{path}` (no body) with the token and Content-Language headers, like `api()`. */
export function apiGet<P extends ApiGetPath>(path: P, opts: CallOptions = {}) {
  return withToken<ApiGetResponse<P>>(
    (token, proof) => send<ApiGetResponse<P>>(path, { method: 'GET', headers: commonHeaders(token, proof) }),
    opts,
  );
}

/** Posts a ready multipart form (form-data) to `POST /api/v1/{path}`. */
export function apiPostForm<T>(path: string, form: FormData, opts: CallOptions = {}) {
  return withToken<T>(
    (token, proof) => send<T>(path, { method: 'POST', headers: commonHeaders(token, proof), body: form }),
    opts,
  );
}

/**
 * Uploads a file by the contracts' `UPLOAD_CALLS`: the text fields first (the server reads them
 * before the file), then the file under the call's field name (`logo`, `image`).
 */
export async function apiUpload<P extends UploadCallPath>(
  path: P,
  fields: UploadCallFields<P>,
  file: Blob,
  opts: CallOptions = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  // The call table holds every schema of the API: it loads with the first upload, not with every
  // page (the participant test page has a JavaScript budget).
  const { UPLOAD_CALLS } = await import('@asesa/contracts/calls');
  form.append(UPLOAD_CALLS[path].file, file);
  return apiPostForm<UploadCallResponse<P>>(path, form, opts);
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? 'download';
}

async function sendForFile(path: string, body: unknown, token?: string, proof?: string) {
  const headers = { 'Content-Type': 'application/json', ...commonHeaders(token, proof) };
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
  } catch {
    return {
      status: 0,
      env: { code: 0, data: null, error: { message: networkError() } },
    } as { status: number; env: Envelope<DownloadedFile> };
  }
  if (res.ok && !res.headers.get('content-type')?.includes('application/json')) {
    const file = { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
    return { status: res.status, env: { code: 200, data: file, error: null } as Envelope<DownloadedFile> };
  }
  let env: Envelope<DownloadedFile>;
  try {
    env = (await res.json()) as Envelope<DownloadedFile>;
  } catch {
    env = { code: res.status, data: null, error: { message: res.statusText || 'Unexpected answer' } };
  }
  return { status: res.status, env };
}

/** Fetches a file call (FILE_CALLS) with the token; errors toast like any call. */
export function apiFile<P extends FileCallPath>(path: P, body: FileCallRequest<P>, opts: CallOptions = {}) {
  return withToken<DownloadedFile>((token, proof) => sendForFile(path, body, token, proof), opts);
}

/** Saves a downloaded file through the browser's download (an object URL on a temporary link). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file call and saves it; answers whether it worked. */
export async function apiDownload<P extends FileCallPath>(
  path: P,
  body: FileCallRequest<P>,
): Promise<boolean> {
  const env = await apiFile(path, body);
  if (env.code !== 200 || !env.data) return false;
  saveFile(env.data);
  return true;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The server's machine-readable reason, when it gave one (e.g. `tnc_required`). */
    readonly reason?: string,
    /** The request field the server named, when the message is about one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** For TanStack Query: the data of a 200 envelope, or an ApiError. */
export async function unwrap<T>(p: Promise<Envelope<T>>): Promise<T> {
  const env = await p;
  if (env.code !== 200 || env.data === null)
    throw new ApiError(env.code, env.error?.message ?? 'Unknown error', env.error?.reason, env.error?.field);
  return env.data;
}
