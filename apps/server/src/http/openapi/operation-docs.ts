import { PARTNER_TOKEN_HEADER, ROLES, TNC_REQUIRED, TOKEN_EXPIRED_CODE } from '@asesa/contracts';
import { z } from 'zod';
import { type Access, allowedBeforeTnc, isApiKeyAccess } from '../access';
import type { CallKey, ErrorStatus } from './call-doc';
import { CALL_DOCS } from './call-docs';

/** What the call layer knows of a route when it defines it; the rest is the call's entry in CALL_DOCS. */
export interface OperationFacts {
  method: 'GET' | 'POST';
  /** The path under /api/v1. */
  path: string;
  access: Access;
  /** The JSON body's schema, or the multipart text fields'; a GET has none. */
  request?: z.ZodType;
  /**
   * The body is multipart/form-data: a sentence that leads the description, the file fields (the
   * first one required) and the size limit. Its text fields are `request`.
   */
  multipart?: { lead: string; files: readonly string[]; fileRequired: boolean; maxMegabytes: number };
  /** The call's credential is a participant code (guessing guard, optional partner token). */
  participantCode?: boolean;
  /** A browser's GET answered with a redirect (302) instead of the envelope: where it leads. */
  redirect?: string;
}

/** One status a call can answer an error with, and when. */
export interface OperationError {
  status: ErrorStatus;
  when: string;
}

/** A call's entry in the OpenAPI document: its summary, who may call it and what it can refuse. */
export interface OperationDocs {
  /** The path in camel case, `get` before a GET's: a generated client's name for the call. */
  operationId: string;
  summary: string;
  description: string;
  errors: OperationError[];
  /** The multipart body's fields and files as a schema (the route itself reads the parts). */
  multipartBody?: Record<string, unknown>;
  /** Request headers the call reads beyond the bearer token, as a JSON schema object. */
  headers?: Record<string, unknown>;
  /** Where the call's 302 leads (a browser's GET that answers no envelope). */
  redirect?: string;
}

/** Participant calls from the embedded partner pages carry the corporate's partner token. */
const PARTNER_TOKEN_HEADERS = {
  type: 'object',
  properties: {
    [PARTNER_TOKEN_HEADER]: {
      type: 'string',
      description:
        "Optional. The corporate's partner token (partner/token), sent by its embedded partner pages: when present it must be the participant's corporate's current token (401 when it is not a valid token, 403 when it is another corporate's).",
    },
  },
};

/**
 * Documents a call from its declarations: the access rule, the request's shape (a body can be
 * invalid, an id can name nothing) and the participant-code guard, plus the summary and the
 * call's own refusals (409, 410, 429…) from CALL_DOCS.
 */
export function operationDocs(facts: OperationFacts): OperationDocs {
  const key = (facts.method === 'GET' ? `GET ${facts.path}` : facts.path) as CallKey;
  const doc = CALL_DOCS[key];
  if (!doc)
    throw new Error(`${facts.method} ${facts.path} has no entry in CALL_DOCS (http/openapi/call-docs.ts).`);
  const { summary, errors: declared = {} } = typeof doc === 'string' ? { summary: doc } : doc;
  const errors = [...derivedErrors(facts)];
  for (const [status, when] of Object.entries(declared))
    errors.push({ status: Number(status) as ErrorStatus, when });
  errors.sort((a, b) => a.status - b.status);
  const description = [
    facts.multipart?.lead,
    `**Who may call:** ${whoMayCall(facts)}`,
    errors.length
      ? `**Errors** (the envelope \`{code, data: null, error: {message, reason?, field?}}\`, \`code\` being the HTTP status):\n${errors.map((e) => `- \`${e.status}\` ${e.when}`).join('\n')}`
      : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: operationId(facts.method, facts.path),
    summary,
    description,
    errors,
    multipartBody: facts.multipart && multipartBody(facts),
    headers: facts.participantCode ? PARTNER_TOKEN_HEADERS : undefined,
    redirect: facts.redirect,
  };
}

/**
 * The entry of a route that is not a call of the contracts (a GET with a query, an outside
 * partner's own shapes): its description says who may call it and lists its errors as the calls'
 * entries do.
 */
export function routeDocs(entry: {
  operationId: string;
  summary: string;
  whoMayCall: string;
  errors: OperationError[];
}): OperationDocs {
  const errors = [...entry.errors].sort((a, b) => a.status - b.status);
  return {
    operationId: entry.operationId,
    summary: entry.summary,
    description: [
      `**Who may call:** ${entry.whoMayCall}`,
      `**Errors** (the envelope \`{code, data: null, error: {message, reason?, field?}}\`, \`code\` being the HTTP status):\n${errors.map((e) => `- \`${e.status}\` ${e.when}`).join('\n')}`,
    ].join('\n\n'),
    errors,
  };
}

/** `accounts/sectors/tree` → `accountsSectorsTree`; a GET's gets `get` before it (`getUsersProfile`). */
function operationId(method: 'GET' | 'POST', path: string): string {
  const words = path.split(/[/-]/).filter(Boolean);
  if (method === 'GET') words.unshift('get');
  return words.map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join('');
}

/** The text fields as the request schema gives them, beside the files as binary strings. */
function multipartBody({ request, multipart }: OperationFacts): Record<string, unknown> {
  const fields = request
    ? (z.toJSONSchema(request, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const files = multipart?.files ?? [];
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(files.map((f) => [f, { type: 'string', format: 'binary' }])),
    },
    required: [...(fields.required ?? []), ...(multipart?.fileRequired ? files.slice(0, 1) : [])],
  };
}

function whoMayCall({ access, participantCode }: OperationFacts): string {
  if (isApiKeyAccess(access))
    return `an applicant tracking system holding a corporate's API key with the scope ${access.apiKey.map((s) => `\`${s}\``).join(' or ')}: \`Authorization: Bearer <key>\`, or HTTP Basic with the key as the user name and an empty password.`;
  if (access === 'public')
    return participantCode
      ? `anyone holding the participant code, which is the call's credential (no token needed). A \`${PARTNER_TOKEN_HEADER}\` header, when sent, must be the participant's corporate's partner token.`
      : 'anyone: no token needed.';
  if (access === 'token')
    return "any valid bearer token: an anonymous device token from `token/get` or a signed-in user's.";
  if (access === 'user')
    return 'any signed-in user (admin, consultant or collaborator), with a bearer token.';
  return `a signed-in ${listed(access)}, with a bearer token.`;
}

function* derivedErrors(facts: OperationFacts): Generator<OperationError> {
  const { access, method, path, request, multipart, participantCode } = facts;
  if (multipart) {
    yield {
      status: 400,
      when: 'a text field or the file is not valid: `error.field` names it; a file refused as a whole lists each problem in `error.problems`.',
    };
  } else if (request && method === 'POST') {
    yield {
      status: 400,
      when: 'the body does not fit the schema or breaks a rule of the call: `error.message` says what is wrong and `error.field` names the field.',
    };
  }
  if (isApiKeyAccess(access)) {
    yield {
      status: 401,
      when: 'no API key, or one that is not valid or was revoked (`reason: invalid_api_key`).',
    };
    yield { status: 403, when: 'the key does not hold the scope this call needs (`reason: missing_scope`).' };
    yield {
      status: 429,
      when: 'the key made more calls this minute than its limit (`reason: rate_limited`): wait the seconds of `Retry-After`.',
    };
  } else if (access !== 'public') {
    const signedIn = access !== 'token';
    yield {
      status: 401,
      when: `no token, or one that is not valid (\`reason: invalid_token\`: get a new one with \`token/get\`)${
        signedIn ? ', or a token that is not signed in (`reason: not_signed_in`)' : ''
      }; an expired token answers body code \`${TOKEN_EXPIRED_CODE}\` (\`reason: token_expired\`): renew it with \`token/refresh\`.`,
    };
  }
  if (participantCode) {
    yield { status: 401, when: `the \`${PARTNER_TOKEN_HEADER}\` header is not a valid partner token.` };
    yield {
      status: 403,
      when: `the \`${PARTNER_TOKEN_HEADER}\` header is another corporate's partner token.`,
    };
    yield { status: 403, when: 'the participant code was revoked (`reason: revoked`).' };
  }
  if (Array.isArray(access) && access.length < ROLES.length) {
    const others = ROLES.filter((r) => !access.includes(r));
    yield { status: 403, when: `signed in as ${listed(others)}: only ${listed(access)} may make this call.` };
  }
  const collaboratorMay = access === 'user' || (Array.isArray(access) && access.includes('collaborator'));
  if (collaboratorMay && !allowedBeforeTnc(path, method)) {
    yield {
      status: 403,
      when: `a collaborator who has not agreed to the terms of use yet (\`reason: ${TNC_REQUIRED.reason}\`): agree with \`users/collaborators/tnc-agreed\`.`,
    };
  }
  if (participantCode) yield { status: 404, when: 'no participant holds the participant code.' };
  if (participantCode) yield { status: 410, when: 'the participant code has expired (`reason: expired`).' };
  const ids = request ? requestKeys(request).filter((k) => k === 'id' || /_ids?$/.test(k)) : [];
  if (ids.length) {
    yield {
      status: 404,
      when: `what ${ids.map((k) => `\`${k}\``).join(' or ')} names does not exist or is not yours to see (both answer the same).`,
    };
  }
  if (multipart) {
    yield { status: 413, when: `the file is larger than ${multipart.maxMegabytes} MB.` };
    yield { status: 415, when: 'the body is not multipart/form-data.' };
  }
  if (participantCode) {
    yield {
      status: 429,
      when: 'too many unknown participant codes were tried from this address (`reason: challenge_required`): solve `error.challenge` and resend with the `proof-of-work` header.',
    };
  }
}

/** The top-level field names of a request schema (an object, or objects joined or piped). */
function requestKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return requestKeys(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((o) => requestKeys(o as z.ZodType)))];
  if (schema instanceof z.ZodIntersection)
    return [...requestKeys(schema.def.left as z.ZodType), ...requestKeys(schema.def.right as z.ZodType)];
  return [];
}

const listed = (roles: readonly string[]) =>
  roles.length < 2 ? roles.join('') : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
