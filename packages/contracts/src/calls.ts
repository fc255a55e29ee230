import { z } from 'zod';
import * as accounts from './accounts';
import * as auth from './auth';
import { datatablePage, datatableQuery } from './envelope';
import * as instruments from './instruments';
import * as projects from './projects';
import * as activities from './test-activities';
import * as token from './token';

const empty = z.object({}).passthrough();
const ok = z.object({ ok: z.boolean() });

/**
 * Every API call: path under /api/v1 → request and response schemas.
 * The server registers routes from this table and the web client is typed by it,
 * so the two cannot drift.
 */
export const CALLS = {
  'token/get': { request: token.tokenGetRequest, response: token.tokenResponse },
  'token/refresh': { request: token.tokenRefreshRequest, response: token.tokenResponse },
  'auth/login': { request: auth.loginRequest, response: auth.loginResponse },
  'auth/logout': { request: empty, response: ok },
  'auth/whoami': { request: empty, response: auth.whoamiResponse },
  'auth/user-context': { request: empty, response: auth.userContextResponse },
  'auth/is-admin': { request: empty, response: auth.isAdminResponse },
  'auth/profile': { request: empty, response: auth.profileResponse },
  'auth/credit-balance': { request: empty, response: auth.creditBalanceResponse },

  'instruments/list': { request: datatableQuery, response: datatablePage(instruments.instrumentSummary) },
  'instruments/compact-list': { request: empty, response: z.array(instruments.instrumentCompactItem) },
  'instruments/new': { request: instruments.instrumentNewRequest, response: instruments.instrumentSummary },
  'instruments/detail': {
    request: z.object({ id: z.number().int().positive() }),
    response: instruments.instrumentDetail,
  },
  'instruments/content': {
    request: instruments.instrumentContentRequest,
    response: instruments.instrumentDetail,
  },
  'instruments/submit': {
    request: z.object({ id: z.number().int().positive() }),
    response: instruments.instrumentSummary,
  },

  'accounts/corporates/datatable': {
    request: datatableQuery,
    response: datatablePage(accounts.corporateRow),
  },
  'accounts/corporates/new': { request: accounts.corporateNewRequest, response: accounts.corporateRow },
  'accounts/corporates/detail': {
    request: z.object({ id: z.number().int().positive() }),
    response: accounts.corporateRow,
  },

  'projects/list': { request: datatableQuery, response: datatablePage(projects.projectRow) },
  'projects/new': { request: projects.projectNewRequest, response: projects.projectDetail },
  'projects/detail': {
    request: z.object({ id: z.number().int().positive() }),
    response: projects.projectDetail,
  },
  'projects/invitations/invite': { request: projects.inviteRequest, response: projects.inviteResponse },
  'projects/participants/datatable': {
    request: datatableQuery.extend({ project_id: z.number().int().positive() }),
    response: datatablePage(projects.participantRow),
  },

  'test-activities/corporate-context': {
    request: activities.participantCodeRequest,
    response: activities.corporateContext,
  },
  'test-activities/landing': { request: activities.landingRequest, response: activities.landingResponse },
  'test-activities/home': { request: activities.participantCodeRequest, response: activities.homeResponse },
  'test-activities/instrument': {
    request: activities.instrumentRequest,
    response: activities.attemptContent,
  },
  'test-activities/mark-as-started': {
    request: activities.markAsStartedRequest,
    response: activities.attemptContent,
  },
  'test-activities/submission': {
    request: activities.submissionRequest,
    response: activities.submissionResponse,
  },
  'test-activities/congrat-candidate': {
    request: activities.participantCodeRequest,
    response: activities.congratResponse,
  },
} as const;

export type CallPath = keyof typeof CALLS;
export type CallRequest<P extends CallPath> = z.input<(typeof CALLS)[P]['request']>;
export type CallResponse<P extends CallPath> = z.infer<(typeof CALLS)[P]['response']>;
