import { z } from 'zod';
import { ACCESS_CODE_CALLS, ACCESS_CODE_FILE_CALLS } from './access-codes';
import { ACCOMMODATION_CALLS } from './accommodations';
import * as accounts from './accounts';
import { ADAPTIVE_SIMULATION_CALLS } from './adaptive-simulation';
import { ATS_CALLS } from './ats';
import * as auth from './auth';
import { CANDIDATE_CALLS } from './candidates';
import { COMPETENCE_CALLS } from './competences';
import { DECISION_CALLS, DECISION_FILE_CALLS, DECISION_GET_CALLS } from './decisions';
import { datatableCall, datatableQuery, idParam } from './envelope';
import { EVIDENCE_CALLS } from './evidence';
import { EVIDENCE_ADVERSE_IMPACT_CALLS } from './evidence-adverse-impact';
import { EVIDENCE_BIAS_AUDIT_CALLS, EVIDENCE_BIAS_AUDIT_FILE_CALLS } from './evidence-bias-audit';
import { EVIDENCE_MANUAL_CALLS, EVIDENCE_MANUAL_FILE_CALLS } from './evidence-manual';
import { EVIDENCE_NORM_CALLS } from './evidence-norms';
import { EVIDENCE_PUBLISH_CALLS } from './evidence-publish';
import { EVIDENCE_REVIEW_CALLS } from './evidence-reviews';
import { EXPORT_CALLS, EXPORT_FILE_CALLS } from './exports';
import * as generalConfig from './general-config';
import * as instrumentTranslations from './instrument-translations';
import * as variations from './instrument-variations';
import * as instruments from './instruments';
import { corporateCredits, INVITATION_CALLS, INVITATION_FILE_CALLS, INVITATION_UPLOADS } from './invitations';
import { ITEM_BANK_CALLS, ITEM_BANK_FILE_CALLS, ITEM_BANK_UPLOADS } from './item-bank';
import { ITEM_BANK_VIEW_CALLS } from './item-bank-view';
import { JOB_PROFILE_CALLS } from './job-profiles';
import { LANGUAGE_CALLS } from './languages';
import * as outbox from './outbox';
import * as journey from './participant-journey';
import { PARTICIPANT_PHOTO_FILE_CALLS } from './participant-photos';
import { PARTICIPANT_CALLS } from './participants';
import { PARTNER_CALLS } from './partner';
import { PRIVACY_CALLS } from './privacy';
import { PROCTORING_CALLS, PROCTORING_FILE_CALLS, PROCTORING_UPLOADS } from './proctoring';
import * as projects from './projects';
import { SCORING_BLUEPRINT_CALLS, SCORING_BLUEPRINT_UPLOADS } from './scoring-blueprint-calls';
import { SSO_CALLS } from './sso';
import * as attempts from './test-attempts';
import * as dimensions from './test-dimensions';
import { THROTTLE_CALLS } from './throttles';
import * as token from './token';
import * as users from './users';

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
  'auth/save-user-data': { request: auth.saveUserDataRequest, response: auth.userDataResponse },
  'languages/list': { request: empty, response: auth.languageListResponse },
  'general-config/get': { request: empty, response: generalConfig.generalConfigResponse },

  'instruments/list': datatableCall(datatableQuery, instruments.instrumentSummary),
  'instruments/compact-list': { request: empty, response: z.array(instruments.instrumentCompactItem) },
  'instruments/new': { request: instruments.instrumentNewRequest, response: instruments.instrumentSummary },
  'instruments/detail': {
    request: idParam,
    response: instruments.instrumentDetail,
  },
  'instruments/content': {
    request: instruments.instrumentContentRequest,
    response: instruments.instrumentDetail,
  },
  'instruments/submit': {
    request: idParam,
    response: instruments.instrumentSummary,
  },
  'instruments/update': {
    request: instruments.instrumentUpdateRequest,
    response: instruments.instrumentSummary,
  },
  'instruments/mark-as-removed': { request: instruments.instrumentIdRequest, response: ok },
  'instruments/duplicate': {
    request: instruments.instrumentDuplicateRequest,
    response: instruments.instrumentSummary,
  },
  'instruments/test-survey': {
    request: instruments.testSurveyRequest,
    response: instruments.testSurveyResponse,
  },
  'instruments/translation': {
    request: instrumentTranslations.instrumentTranslationRequest,
    response: instrumentTranslations.instrumentTranslationResponse,
  },
  'instruments/translation-overview': datatableCall(
    instrumentTranslations.translationOverviewRequest,
    instrumentTranslations.translationOverviewRow,
  ),
  'instruments/export-package': {
    request: instruments.instrumentIdRequest,
    response: instruments.instrumentPackage,
  },
  'instruments/import-package': {
    request: instruments.instrumentImportRequest,
    response: instruments.instrumentSummary,
  },
  'instruments/variations/new': {
    request: variations.variationNewRequest,
    response: variations.variationDetail,
  },
  'instruments/variations/update': {
    request: variations.variationUpdateRequest,
    response: variations.variationDetail,
  },
  'instruments/variations/detail': {
    request: instruments.instrumentIdRequest,
    response: variations.variationDetail,
  },
  'instruments/variations/content': {
    request: variations.variationContentRequest,
    response: variations.variationDetail,
  },
  'instruments/variations/mark-as-removed': { request: instruments.instrumentIdRequest, response: ok },
  'instruments/variations/submit': {
    request: instruments.instrumentIdRequest,
    response: variations.variationDetail,
  },
  'instruments/indicators': {
    request: instruments.instrumentIdRequest,
    response: z.array(instruments.instrumentIndicator),
  },
  'instruments/indicator-columns': {
    request: instruments.instrumentIdRequest,
    response: z.array(instruments.indicatorColumn),
  },

  'test-dimensions/compact-list': {
    request: empty,
    response: z.array(dimensions.testDimensionCompactItem),
  },
  'test-dimensions/datatable': datatableCall(datatableQuery, dimensions.testDimensionRow),
  'test-dimensions/new': {
    request: dimensions.testDimensionNewRequest,
    response: dimensions.testDimensionDetail,
  },
  'test-dimensions/detail': {
    request: idParam,
    response: dimensions.testDimensionDetail,
  },
  'test-dimensions/update': {
    request: dimensions.testDimensionUpdateRequest,
    response: dimensions.testDimensionDetail,
  },
  'test-dimensions/mark-as-removed': { request: idParam, response: ok },

  'accounts/corporates/datatable': datatableCall(datatableQuery, accounts.corporateRow),
  'accounts/corporates/new': { request: accounts.corporateNewRequest, response: accounts.corporateRow },
  'accounts/corporates/update': { request: accounts.corporateUpdateRequest, response: accounts.corporateRow },
  'accounts/corporates/mark-as-removed': {
    request: idParam,
    response: ok,
  },
  'accounts/consultants/datatable': datatableCall(datatableQuery, accounts.consultantRow),
  'accounts/consultants/new': { request: accounts.consultantNewRequest, response: accounts.consultantDetail },
  'accounts/consultants/detail': {
    request: idParam,
    response: accounts.consultantDetail,
  },
  'accounts/consultants/update': {
    request: accounts.consultantUpdateRequest,
    response: accounts.consultantDetail,
  },
  'accounts/consultants/mark-as-removed': {
    request: idParam,
    response: ok,
  },
  /** A new invitation link for a consultant user who has not accepted yet (the old link stops working). */
  'accounts/consultants/re-invite': {
    request: z.object({ user_id: z.number().int().positive() }),
    response: accounts.accountUserRow,
  },
  'accounts/collaborators/datatable': datatableCall(
    datatableQuery.extend(accounts.collaboratorDatatableRequest.shape),
    accounts.accountUserRow,
  ),
  'accounts/collaborators/invite': {
    request: accounts.collaboratorInviteRequest,
    response: accounts.accountUserRow,
  },
  'accounts/collaborators/re-invite': {
    request: idParam,
    response: accounts.accountUserRow,
  },
  'accounts/collaborators/mark-as-removed': {
    request: idParam,
    response: ok,
  },
  'accounts/credits/balance': {
    request: accounts.creditBalanceRequest,
    response: corporateCredits,
  },
  'accounts/credits/history': datatableCall(accounts.creditHistoryRequest, accounts.creditEntry),
  'accounts/credits/top-up': { request: accounts.creditTopUpRequest, response: accounts.creditEntry },
  'accounts/sectors/tree': { request: accounts.sectorListRequest, response: z.array(accounts.sectorNode) },
  'accounts/sectors/compact': {
    request: accounts.sectorListRequest,
    response: z.array(accounts.sectorCompactItem),
  },
  'accounts/sectors/new': { request: accounts.sectorNewRequest, response: accounts.sectorCompactItem },
  'accounts/sectors/update': { request: accounts.sectorUpdateRequest, response: accounts.sectorCompactItem },
  'accounts/sectors/mark-as-removed': {
    request: idParam,
    response: ok,
  },

  'users/profile': { request: users.profileUpdateRequest, response: users.userProfile },
  'users/password': { request: users.passwordChangeRequest, response: ok },
  'users/collaborators/tnc-agreed': { request: empty, response: users.userProfile },
  'users/consultants/profile': {
    request: users.consultantProfileUpdateRequest,
    response: users.consultantProfile,
  },
  'users/consultants/password': { request: users.passwordChangeRequest, response: ok },
  'users/invitations/detail': { request: users.invitationDetailRequest, response: users.invitationDetail },
  'users/invitations/accept': {
    request: users.invitationAcceptRequest,
    response: z.object({ email: z.string() }),
  },

  'outbox/datatable': datatableCall(outbox.outboxDatatableRequest, outbox.outboxRow),
  'outbox/detail': { request: idParam, response: outbox.outboxDetail },
  'outbox/transport': { request: empty, response: outbox.mailTransport },

  'accounts/corporates/detail': {
    request: idParam,
    response: accounts.corporateRow,
  },

  'projects/list': datatableCall(projects.projectListRequest, projects.projectRow),
  'projects/new': { request: projects.projectNewRequest, response: projects.projectDetail },
  'projects/detail': {
    request: idParam,
    response: projects.projectDetail,
  },
  'projects/update': { request: projects.projectUpdateRequest, response: projects.projectDetail },
  'projects/update-setting': { request: projects.projectSettingsRequest, response: projects.projectDetail },
  'projects/mark-as-removed': { request: idParam, response: ok },
  'projects/duplicate': { request: projects.projectDuplicateRequest, response: projects.projectDetail },
  'projects/instrument-orders': {
    request: projects.projectInstrumentOrdersRequest,
    response: projects.projectDetail,
  },
  'projects/competences': { request: projects.projectCompetencesRequest, response: projects.projectDetail },
  'projects/instrument-options': { request: empty, response: z.array(projects.projectInstrumentOption) },
  'projects/job-profile-template': {
    request: idParam,
    response: projects.jobProfileTemplate,
  },
  'projects/configs/landing-form/detail': {
    request: projects.landingFormDetailRequest,
    response: projects.landingFormConfig,
  },
  'projects/configs/landing-form/update': {
    request: projects.landingFormUpdateRequest,
    response: projects.landingFormConfig,
  },

  'test-activities/corporate-context': {
    request: journey.participantCodeRequest,
    response: journey.corporateContext,
  },
  'test-activities/landing': { request: journey.landingRequest, response: journey.landingResponse },
  'test-activities/home': { request: journey.participantCodeRequest, response: journey.homeResponse },
  'test-activities/instrument': {
    request: attempts.instrumentRequest,
    response: attempts.attemptContent,
  },
  'test-activities/mark-as-started': {
    request: attempts.markAsStartedRequest,
    response: attempts.attemptContent,
  },
  'test-activities/submission': {
    request: attempts.submissionRequest,
    response: attempts.submissionResponse,
  },
  'test-activities/congrat-candidate': {
    request: journey.participantCodeRequest,
    response: journey.congratResponse,
  },
  ...journey.TEST_ACTIVITY_JOURNEY_CALLS,
  ...attempts.TEST_ACTIVITY_ENGINE_CALLS,

  ...SCORING_BLUEPRINT_CALLS,
  ...COMPETENCE_CALLS,
  ...JOB_PROFILE_CALLS,
  ...LANGUAGE_CALLS,
  ...PARTICIPANT_CALLS,
  ...INVITATION_CALLS,
  ...ACCESS_CODE_CALLS,
  ...THROTTLE_CALLS,
  ...EXPORT_CALLS,
  ...CANDIDATE_CALLS,
  ...PARTNER_CALLS,
  ...ATS_CALLS,
  ...PROCTORING_CALLS,
  ...PRIVACY_CALLS,
  ...EVIDENCE_CALLS,
  ...ADAPTIVE_SIMULATION_CALLS,
  ...EVIDENCE_NORM_CALLS,
  ...EVIDENCE_PUBLISH_CALLS,
  ...EVIDENCE_REVIEW_CALLS,
  ...EVIDENCE_MANUAL_CALLS,
  ...EVIDENCE_ADVERSE_IMPACT_CALLS,
  ...EVIDENCE_BIAS_AUDIT_CALLS,
  ...ITEM_BANK_VIEW_CALLS,
  ...SSO_CALLS,
  ...ITEM_BANK_CALLS,
  ...ACCOMMODATION_CALLS,
  ...DECISION_CALLS,
} as const;

export type CallPath = keyof typeof CALLS;

/** Calls the spec marks GET (no body): path → response schema. */
export const GET_CALLS = {
  'users/profile': users.userProfile,
  'users/consultants/profile': users.consultantProfile,
  ...DECISION_GET_CALLS,
} as const;
export type GetCallPath = keyof typeof GET_CALLS;
export type GetCallResponse<P extends GetCallPath> = z.infer<(typeof GET_CALLS)[P]>;

/**
 * Calls that answer a file (an .xlsx template or export, a PDF) instead of the JSON envelope:
 * path → request schema. Errors still answer the envelope with its status code.
 */
export const FILE_CALLS = {
  ...INVITATION_FILE_CALLS,
  ...ACCESS_CODE_FILE_CALLS,
  ...EXPORT_FILE_CALLS,
  ...PROCTORING_FILE_CALLS,
  ...PARTICIPANT_PHOTO_FILE_CALLS,
  ...EVIDENCE_MANUAL_FILE_CALLS,
  ...EVIDENCE_BIAS_AUDIT_FILE_CALLS,
  ...ITEM_BANK_FILE_CALLS,
  ...DECISION_FILE_CALLS,
} as const satisfies Record<string, z.ZodType>;
export type FileCallPath = keyof typeof FILE_CALLS;
export type FileCallRequest<P extends FileCallPath> = z.input<(typeof FILE_CALLS)[P]>;

const uploadId = z.object({
  id: z.coerce.number({ message: 'id must be a number' }).int().positive('id must be a positive number'),
});

/**
 * Multipart uploads: path → the text fields that go with the file, the file's field name and the
 * answer. Files are checked by content (not by name or declared type) and size-limited.
 */
export const UPLOAD_CALLS = {
  'accounts/consultants/logo': {
    fields: uploadId,
    file: 'logo',
    response: accounts.logoResponse,
  },
  'accounts/corporates/logo': {
    fields: uploadId,
    file: 'logo',
    response: accounts.logoResponse,
  },
  'users/profile-image': {
    fields: z.object({}),
    file: 'image',
    response: z.object({ path: z.string(), thumbnail: z.string() }),
  },
  'resources/images/upload': {
    fields: z.object({}),
    file: 'image',
    response: instruments.imageUploadResponse,
  },
  'instruments/images/upload': {
    fields: uploadId,
    file: 'image',
    response: instruments.imageUploadResponse,
  },
  ...SCORING_BLUEPRINT_UPLOADS,
  ...INVITATION_UPLOADS,
  ...PROCTORING_UPLOADS,
  ...ITEM_BANK_UPLOADS,
} as const;
export type UploadCallPath = keyof typeof UPLOAD_CALLS;
/** The text fields that go with an upload's file. */
export type UploadCallFields<P extends UploadCallPath> = z.input<(typeof UPLOAD_CALLS)[P]['fields']>;
export type UploadCallResponse<P extends UploadCallPath> = z.infer<(typeof UPLOAD_CALLS)[P]['response']>;
export type CallRequest<P extends CallPath> = z.input<(typeof CALLS)[P]['request']>;
export type CallResponse<P extends CallPath> = z.infer<(typeof CALLS)[P]['response']>;
