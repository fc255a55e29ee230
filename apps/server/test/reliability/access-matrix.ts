/**
 * Who may make each back-office call (every call of the OpenAPI document that needs a token),
 * written down by hand from the spec (roles and tenancy of ARCHITECTURE.md and API.md) so the
 * access matrix tests the code against it. A call missing from this table fails the matrix: a new
 * call has to be classified here before it ships.
 *
 * - admin:   the platform's own data (content library, consultant accounts, audit):
 *            admins only; everybody else 403. (The outbox is scoped: admins read all of it,
 *            others only their own projects' invitation e-mails.)
 * - tenant:  names a row of a tenant (the body carries tenant A's ids): other tenants' users
 *            403 or 404, never A's data; admins may.
 * - scoped:  a list or picker every signed-in user may open: it answers only the caller's own
 *            rows (or shared reference data), so an outsider may get 200 but never A's data.
 * - self:    the caller's own session or profile: any signed-in user, about themselves only.
 * - device:  needs only a device token (participants have one): sign-in, sign-out, settings.
 * - api-key: made by an applicant tracking system with a corporate's API key, never with a
 *            session: every session token (an admin's too) answers 401.
 *
 * `adminRefused` marks calls that are a consultant's or collaborator's own business, which the
 * admin role may not make either (403).
 */
export type Kind = 'admin' | 'tenant' | 'scoped' | 'self' | 'device' | 'api-key';
export interface Rule {
  kind: Kind;
  adminRefused?: true;
}

const ADMIN: Rule = { kind: 'admin' };
const TENANT: Rule = { kind: 'tenant' };
const SCOPED: Rule = { kind: 'scoped' };
const SELF: Rule = { kind: 'self' };
const DEVICE: Rule = { kind: 'device' };
const API_KEY: Rule = { kind: 'api-key' };
const NOT_ADMIN_TENANT: Rule = { kind: 'tenant', adminRefused: true };
const NOT_ADMIN_SELF: Rule = { kind: 'self', adminRefused: true };

const each = (rule: Rule, paths: string[]) => Object.fromEntries(paths.map((p) => [p, rule]));

/** Keyed by call path; a GET call is keyed `GET path`. */
export const ACCESS_MATRIX: Record<string, Rule> = {
  ...each(DEVICE, [
    'auth/login',
    'auth/logout',
    'general-config/get',
    'languages/list',
    'sso/start',
    'sso/finish',
  ]),
  ...each(SELF, [
    'auth/whoami',
    'auth/save-user-data',
    'auth/user-context',
    'auth/is-admin',
    'auth/profile',
    'GET users/profile',
    'users/profile',
    'users/profile-image',
    'users/password',
    'users/collaborators/tnc-agreed',
  ]),
  ...each(NOT_ADMIN_SELF, [
    'auth/credit-balance',
    'GET users/consultants/profile',
    'users/consultants/profile',
    'users/consultants/password',
  ]),
  ...each(SCOPED, [
    // Fetches a provider's public discovery document: nobody's data.
    'sso/config/test',
    'instruments/compact-list',
    'competences/compact-list',
    'job-profiles/compact-list',
    'projects/instrument-options',
    'projects/job-profile-template',
    'projects/invitations/variables',
    'projects/configs/languages/templates',
    'projects/list',
    'outbox/datatable',
    'outbox/transport',
    'accounts/corporates/datatable',
    'downloads/datatable',
    'candidates/datatable',
    // A consultant's analyses read its own corporates' participants only, an admin's all of them.
    'evidence/analyses/new',
    'evidence/analyses',
    // Flags are about the shared library's items, never a tenant's data: whoever analyses reads them.
    'evidence/reviews/list',
  ]),
  ...each(ADMIN, [
    'instruments/list',
    'instruments/new',
    'instruments/detail',
    'instruments/update',
    'instruments/mark-as-removed',
    'instruments/duplicate',
    'instruments/content',
    'instruments/submit',
    // Publishes an analysis's parameters as an instrument version: the library is the admins'.
    'evidence/analyses/publish-parameters',
    // Flagging items of the library for review, and resolving the flags, is the admins' editing.
    'evidence/reviews/flag',
    'evidence/reviews/resolve',
    'instruments/test-survey',
    'instruments/export-package',
    'instruments/import-package',
    'instruments/items/export-xlsx',
    'instruments/items/template-xlsx',
    'instruments/items/import-xlsx',
    'instruments/items/import-qti',
    'instruments/items/import-qti-progress',
    'instruments/items/import-qti-confirm',
    'instruments/items/export-qti',
    'instruments/items/export-qti-progress',
    // The bank view and adaptive simulations are authoring: the library is the admins'.
    'instruments/items/list',
    'instruments/items/detail',
    'instruments/items/update',
    'instruments/adaptive/simulate',
    'instruments/adaptive/simulate-progress',
    'instruments/adaptive/simulations',
    'instruments/translation',
    'instruments/translation-overview',
    'instruments/variations/new',
    'instruments/variations/detail',
    'instruments/variations/update',
    'instruments/variations/content',
    'instruments/variations/mark-as-removed',
    'instruments/variations/submit',
    'instruments/indicators',
    'instruments/indicator-columns',
    'instruments/images/upload',
    'resources/images/upload',
    'test-dimensions/compact-list',
    'test-dimensions/datatable',
    'test-dimensions/new',
    'test-dimensions/detail',
    'test-dimensions/update',
    'test-dimensions/mark-as-removed',
    'accounts/consultants/datatable',
    'accounts/consultants/new',
    'accounts/consultants/detail',
    'accounts/consultants/update',
    'accounts/consultants/mark-as-removed',
    'accounts/consultants/re-invite',
    'accounts/consultants/logo',
    'unique-codes/attempts',
    'auth/login-attempts',
    'auth/participant-code-attempts',
    'auth/throttles',
    'auth/lift-throttle',
    'audit-log/datatable',
    'privacy/retention/detail',
    'privacy/retention/update',
    ...['blueprints', 'blueprint-settings', 'blueprint-dimensions', 'group-dimensions']
      .concat(['character-blueprints', 'gob-blueprints', 'final-scores', 'indicator-scores'])
      .flatMap((family) =>
        ['datatable', 'new', 'detail', 'update', 'mark-as-removed'].map(
          (a) => `quiz-scorings/${family}/${a}`,
        ),
      ),
    'quiz-scorings/blueprints/preview',
    'quiz-scorings/blueprints/version',
    'quiz-scorings/blueprints/use-for-scoring',
    'quiz-scorings/final-scores/import',
    // Writes final scores (norm tables), which are the admins' alone.
    'evidence/norms/save',
    'competences/datatable',
    'competences/new',
    'competences/detail',
    'competences/update',
    'competences/submit',
    'competences/mark-as-removed',
    'competences/duplicate',
    'competences/dimensions',
    'competences/dimension-scorings',
    'competences/colour-check',
    'competences/translations',
    'job-profiles/datatable',
    'job-profiles/new',
    'job-profiles/detail',
    'job-profiles/update',
    'job-profiles/mark-as-removed',
    'job-profiles/instrument-orders',
    'master-languages/datatable',
    'master-languages/new',
    'master-languages/detail',
    'master-languages/update',
    'master-languages/mark-as-removed',
    'master-translations/datatable',
    'master-translations/new',
    'master-translations/detail',
    'master-translations/update',
    'master-translations/mark-as-removed',
  ]),
  ...each(TENANT, [
    'outbox/detail',
    'sso/config/detail',
    'sso/config/update',
    'accounts/corporates/new',
    'accounts/corporates/detail',
    'accounts/corporates/update',
    'accounts/corporates/mark-as-removed',
    'accounts/corporates/logo',
    'accounts/collaborators/datatable',
    'accounts/collaborators/invite',
    'accounts/collaborators/re-invite',
    'accounts/collaborators/mark-as-removed',
    'accounts/credits/balance',
    'accounts/credits/history',
    'accounts/credits/top-up',
    'accounts/sectors/tree',
    'accounts/sectors/compact',
    'projects/invitations/invite',
    'projects/invitations/datatable',
    'projects/invitations/code',
    'projects/invitations/resend',
    'projects/invitations/selected-resend',
    'projects/invitations/selected-revoke',
    'projects/invitations/credits',
    'projects/invitations/bulk-invite',
    'projects/invitations/bulk-template',
    'projects/invitations/bulk-read',
    'projects/configs/languages/translation-list',
    'projects/configs/languages/new',
    'projects/configs/languages/update',
    'projects/configs/languages/detail',
    'projects/configs/landing-form/detail',
    'projects/configs/landing-form/update',
    'unique-codes/generate',
    'unique-codes/list',
    'unique-codes/export',
    'projects/new',
    'projects/detail',
    'projects/update',
    'projects/update-setting',
    'projects/mark-as-removed',
    'projects/duplicate',
    'projects/instrument-orders',
    'projects/competences',
    'projects/participants/datatable-progress',
    'projects/participants/export',
    'projects/participants/export-progress',
    'projects/participants/reports-zip',
    'projects/participants/reports-zip-progress',
    'projects/participants/report',
    'projects/participants/overview',
    'projects/participants/datatable',
    'projects/participants/filter-city',
    'projects/participants/star-toggle',
    'projects/participants/shortlist-toggle',
    'projects/participants/add-shortlisted',
    'projects/participants/results',
    'decisions/record',
    'decisions/history',
    'decisions/log-export',
    'projects/participants/ability-summaries',
    'projects/participants/charts',
    'projects/participants/recalculate-progress',
    'projects/participants/recalculate',
    'projects/participants/photo',
    'projects/participants/cv',
    'projects/participants/accommodations/detail',
    'projects/participants/accommodations/grant',
    'projects/participants/accommodations/decline',
    'projects/participants/proctoring-snapshot',
    'projects/participants/erase',
    'downloads/file',
    'candidates/detail',
    'candidates/export',
    'candidates/export-progress',
    'partner/secret',
    'partner/settings',
    'partner/token',
    'partner/update-origins',
    'ats/keys/list',
    'ats/keys/new',
    'ats/keys/revoke',
    'ats/activity',
    'evidence/analyses/detail',
    'evidence/analyses/manual',
    'evidence/norms/preview',
    'evidence/adverse-impact',
    'evidence/bias-audit',
    'evidence/bias-audit/monitor',
    'evidence/bias-audit/pdf',
    'evidence/bias-audit/xlsx',
  ]),
  ...each(API_KEY, [
    'ats/tests',
    'ats/tests/send',
    'ats/tests/status',
    'ats/results',
    'GET ats/report',
    'GET ats/greenhouse/list_tests',
    'ats/greenhouse/send_test',
    'GET ats/greenhouse/test_status',
    'ats/greenhouse/response_error',
  ]),
  ...each(NOT_ADMIN_TENANT, [
    'accounts/sectors/new',
    'accounts/sectors/update',
    'accounts/sectors/mark-as-removed',
  ]),
};

export const matrixKey = (op: { method: string; path: string }) =>
  op.method === 'get' ? `GET ${op.path}` : op.path;
