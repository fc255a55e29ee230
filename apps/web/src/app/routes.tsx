import { Navigate, type RouteObject } from 'react-router';
import { ServerErrorPage } from '../components/error-pages';
import { FullPageLoader } from '../components/full-page-loader';
import { withCatalogue } from '../lib/catalogue';
import { lazyPage } from '../lib/lazy-page';
import { participantRoutes } from '../pages/participant/routes';
import { partnerRoutes } from '../pages/partner/routes';
// Static: the connection-lost page must show without fetching anything.
import { OfflinePage } from '../pages/public/offline';
import { HomeRedirect, RequireAdmin, RequireAuth, RequireRole, RequireTerms } from './guards';
import { Root } from './root';

const toHome = <Navigate to="/" replace />;

// The public pages are loaded on demand too: a participant opening their test downloads
// neither the sign-in nor the invitation page (apps/web/scripts/bundle-budget.mjs checks the budget).
const lazyAccessCode = lazyPage(() => import('../pages/public/access-code'), 'AccessCodePage');
const lazySignIn = lazyPage(() => import('../pages/public/signin'), 'SignInPage');
const lazySignInSso = lazyPage(() => import('../pages/public/signin-sso'), 'SignInSsoPage');
const lazyInvitation = lazyPage(() => import('../pages/public/invitation'), 'InvitationPage');
const lazyExplanation = lazyPage(
  () => import('../pages/public/decision-explanation'),
  'DecisionExplanationPage',
);
const lazyNotFound = lazyPage(() => import('../pages/public/not-found'), 'NotFoundPage');

// The back office is loaded on demand, so participants on the public pages never download it.
const projectsPage = () => import('../pages/backoffice/projects-page');
const lazyProjects = (scope: 'all' | 'corporate') => async () => {
  const { ProjectsPage } = await projectsPage();
  return { element: <ProjectsPage key={scope} scope={scope} /> };
};
const lazyProject = lazyPage(() => import('../pages/backoffice/project-page'), 'ProjectPage');
const lazyCorporates = lazyPage(
  () => import('../pages/backoffice/corporate-accounts-page'),
  'CorporateAccountsPage',
);
const lazyCorporate = lazyPage(
  () => import('../pages/backoffice/corporate-account-page'),
  'CorporateAccountPage',
);
const lazyOwnCorporate = lazyPage(
  () => import('../pages/backoffice/corporate-account-page'),
  'OwnCorporatePage',
);
const lazySectors = lazyPage(() => import('../pages/backoffice/sectors-page'), 'SectorsPage');
const lazyCreditHistory = lazyPage(
  () => import('../pages/backoffice/credit-history-page'),
  'CreditHistoryPage',
);
const lazyEditProfile = (kind: 'consultant' | 'collaborator') => async () => {
  const { EditProfilePage } = await import('../pages/backoffice/edit-profile-page');
  return { element: <EditProfilePage key={kind} kind={kind} /> };
};
const lazyConsultants = lazyPage(
  () => import('../pages/backoffice/consultant-accounts-page'),
  'ConsultantAccountsPage',
);
const lazyConsultant = lazyPage(
  () => import('../pages/backoffice/consultant-account-page'),
  'ConsultantAccountPage',
);
const lazyOutbox = lazyPage(() => import('../pages/backoffice/outbox-page'), 'OutboxPage');
const lazyAuditLog = lazyPage(() => import('../pages/backoffice/audit-log-page'), 'AuditLogPage');
const lazySecurity = lazyPage(() => import('../pages/backoffice/security-page'), 'SecurityPage');
const lazyCollaborators = lazyPage(
  () => import('../pages/backoffice/collaborators-page'),
  'CollaboratorsPage',
);
const lazyInstruments = lazyPage(() => import('../pages/backoffice/instruments-page'), 'InstrumentsPage');
const lazyTestDimensions = lazyPage(
  () => import('../pages/backoffice/test-dimensions-page'),
  'TestDimensionsPage',
);
const lazyInstrument = lazyPage(() => import('../pages/backoffice/instrument-page'), 'InstrumentPage');
const lazyInstrumentBank = lazyPage(
  () => import('../pages/backoffice/instrument-bank-page'),
  'InstrumentBankPage',
);
const lazyEvidence = lazyPage(() => import('../pages/backoffice/evidence-page'), 'EvidencePage');
const lazyScoring = lazyPage(() => import('../pages/backoffice/scoring-page'), 'ScoringPage');
const lazyCompetences = lazyPage(() => import('../pages/backoffice/competences-page'), 'CompetencesPage');
const lazyCompetence = lazyPage(() => import('../pages/backoffice/competence-page'), 'CompetencePage');
const lazyMasterLanguages = lazyPage(
  () => import('../pages/backoffice/master-languages-page'),
  'MasterLanguagesPage',
);
const lazyMasterTranslations = lazyPage(
  () => import('../pages/backoffice/master-translations-page'),
  'MasterTranslationsPage',
);
const lazyJobProfiles = lazyPage(() => import('../pages/backoffice/job-profiles-page'), 'JobProfilesPage');
const lazyInstrumentTranslations = lazyPage(
  () => import('../pages/backoffice/instrument-translations-page'),
  'InstrumentTranslationsPage',
);
const lazyDownloadList = lazyPage(() => import('../pages/backoffice/download-list-page'), 'DownloadListPage');
const lazyCandidates = (scope: 'admin' | 'tenant') => async () => {
  const { CandidatesPage } = await import('../pages/backoffice/candidates-page');
  return { element: <CandidatesPage key={scope} scope={scope} /> };
};
const lazyMainLayout = lazyPage(() => import('./layouts/main-layout'), 'MainLayout');
/** Spec 2.6: unknown paths redirect to /404, inside a back-office area too. */
const unknownPath: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

/** The back-office areas under the main layout (spec 2.6). */
const backOffice: RouteObject[] = [
  {
    path: 'project',
    children: [
      { index: true, element: toHome },
      { path: 'all-project', lazy: lazyProjects('all') },
      { path: 'corporate-projects', lazy: lazyProjects('corporate') },
      { path: 'detail/:id', lazy: lazyProject },
      { path: 'download-list-all', lazy: lazyDownloadList },
      // Spec 2.6: admins and consultants have the "Database" links of the admin; collaborators
      // theirs. The server scopes the people to the caller's tenants either way.
      {
        element: <RequireRole roles={['admin', 'consultant']} />,
        children: [{ path: 'all-candidate-admin', lazy: lazyCandidates('admin') }],
      },
      { path: 'all-candidate', lazy: lazyCandidates('tenant') },
      // The invitation e-mails of the caller's projects (the server scopes them), from the
      // invitations list; admins read every e-mail at /consultant-account/outbox.
      { path: 'outbox', lazy: lazyOutbox },
      unknownPath,
    ],
  },
  {
    path: 'corporate-account',
    children: [
      { index: true, element: toHome },
      {
        element: <RequireRole roles={['admin', 'consultant']} />,
        children: [{ path: 'all-account', lazy: lazyCorporates }],
      },
      // A collaborator opens its own corporate's page (the server scopes it) for the ATS API keys.
      {
        element: <RequireRole roles={['admin', 'consultant', 'collaborator']} />,
        children: [{ path: 'detail/:id', lazy: lazyCorporate }],
      },
      {
        element: <RequireRole roles={['consultant']} />,
        children: [{ path: 'sector', lazy: lazySectors }],
      },
      {
        element: <RequireRole roles={['collaborator']} />,
        children: [
          { path: 'credit-history', element: <Navigate to="1" replace /> },
          { path: 'credit-history/:page', lazy: lazyCreditHistory },
          { path: 'edit-profile', lazy: lazyEditProfile('collaborator') },
          { path: 'mine', lazy: lazyOwnCorporate },
        ],
      },
      unknownPath,
    ],
  },
  {
    path: 'consultant-account',
    children: [
      { index: true, element: toHome },
      {
        element: <RequireRole roles={['admin']} />,
        children: [
          { path: 'all-account', lazy: lazyConsultants },
          { path: 'detail/:id', lazy: lazyConsultant },
          { path: 'outbox', lazy: lazyOutbox },
          { path: 'audit-log', lazy: lazyAuditLog },
          { path: 'security', lazy: lazySecurity },
        ],
      },
      {
        element: <RequireRole roles={['consultant']} />,
        children: [
          { path: 'edit-profile', lazy: lazyEditProfile('consultant') },
          { path: 'collaborators', lazy: lazyCollaborators },
        ],
      },
      unknownPath,
    ],
  },
  {
    // An instrument's evidence is for consultants too, over their own corporates' participants (the
    // server scopes the sample); the rest of the assessment center stays the admin's below.
    path: 'assessment-center',
    element: <RequireRole roles={['admin', 'consultant']} />,
    children: [{ path: 'test-instrument/:id/evidence', lazy: lazyEvidence }],
  },
  {
    // Spec 2.6: only an admin reaches these; anyone else gets /404.
    element: <RequireAdmin />,
    children: [
      {
        path: 'assessment-center',
        children: [
          { index: true, element: toHome },
          { path: 'test-instrument', lazy: lazyInstruments },
          { path: 'test-instrument/:id', lazy: lazyInstrument },
          { path: 'test-instrument/:id/bank', lazy: lazyInstrumentBank },
          { path: 'test-dimensions', lazy: lazyTestDimensions },
          { path: 'scoring/:blueprintId', lazy: lazyScoring },
          { path: 'competence-library/all', lazy: lazyCompetences },
          { path: 'competence-library/:id', lazy: lazyCompetence },
          { path: 'job-profile/all', lazy: lazyJobProfiles },
          { path: 'instrument-lang/all', lazy: lazyInstrumentTranslations },
          unknownPath,
        ],
      },
      {
        path: 'languages',
        children: [
          { index: true, element: toHome },
          { path: 'master-languages', lazy: lazyMasterLanguages },
          unknownPath,
        ],
      },
      {
        path: 'translations',
        children: [
          { index: true, element: toHome },
          { path: 'master-translations', lazy: lazyMasterTranslations },
          unknownPath,
        ],
      },
    ],
  },
];

/** Top-level routes, in the spec's order (section 2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    // Shown while the first page's code loads (every page is loaded on demand).
    HydrateFallback: FullPageLoader,
    children: [
      ...participantRoutes,
      { path: 'Offline', element: <OfflinePage /> },
      ...partnerRoutes,
      // The access-code pages speak the participant pages' language with their strings.
      { path: 'access-codes', lazy: lazyAccessCode },
      { path: 'access-code/:slug', lazy: lazyAccessCode },
      // A candidate's explanation of a decision: a token link, in the candidate's language.
      { path: 'explanation/:token', lazy: lazyExplanation },
      // The pages below read the back-office catalogue (i18next): it loads with them, never with
      // the participant's and partner's pages above.
      ...withCatalogue([
        { path: 'signin', lazy: lazySignIn },
        { path: 'signin/sso', lazy: lazySignInSso },
        { path: 'invitation/:token', lazy: lazyInvitation },
        { path: '404', lazy: lazyNotFound },
      ]),
      { index: true, element: <HomeRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireTerms />,
            children: withCatalogue([
              {
                lazy: lazyMainLayout,
                // Errors inside a back-office page keep the layout around the stock error page.
                children: [{ errorElement: <ServerErrorPage />, children: backOffice }],
              },
            ]),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
