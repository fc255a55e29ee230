import { Navigate, type RouteObject } from 'react-router';
import { ServerErrorPage, StockNotFound } from '../components/error-pages';
import { CorporateAccountsPage } from '../pages/backoffice/corporate-accounts-page';
import { InstrumentPage } from '../pages/backoffice/instrument-page';
import { InstrumentsPage } from '../pages/backoffice/instruments-page';
import { ProjectPage } from '../pages/backoffice/project-page';
import { ProjectsPage } from '../pages/backoffice/projects-page';
import { upcomingRoutes } from '../pages/backoffice/upcoming';
import { participantRoutes } from '../pages/participant/routes';
import { partnerRoutes } from '../pages/partner/routes';
import { AccessCodePage } from '../pages/public/access-code';
import { NotFoundPage } from '../pages/public/not-found';
import { OfflinePage } from '../pages/public/offline';
import { SignInPage } from '../pages/public/signin';
import { HomeRedirect, RequireAdmin, RequireAuth } from './guards';
import { MainLayout } from './layouts/main-layout';
import { Root } from './root';

const toHome = <Navigate to="/" replace />;
/** Unknown sub-paths of a back-office area show the stock 'page not found' inside the layout (spec 8). */
const stockNotFound: RouteObject = { path: '*', element: <StockNotFound /> };

/** The back-office areas under the main layout (spec 2.6). */
const backOffice: RouteObject[] = [
  {
    path: 'project',
    children: [
      { index: true, element: toHome },
      { path: 'all-project', element: <ProjectsPage key="all" scope="all" /> },
      { path: 'corporate-projects', element: <ProjectsPage key="corporate" scope="corporate" /> },
      { path: 'detail/:id', element: <ProjectPage /> },
      ...upcomingRoutes('project'),
      stockNotFound,
    ],
  },
  {
    path: 'corporate-account',
    children: [
      { index: true, element: toHome },
      { path: 'all-account', element: <CorporateAccountsPage /> },
      ...upcomingRoutes('corporate-account'),
      stockNotFound,
    ],
  },
  {
    path: 'consultant-account',
    children: [{ index: true, element: toHome }, ...upcomingRoutes('consultant-account'), stockNotFound],
  },
  {
    // Spec 2.6: only an admin reaches these; anyone else gets /404.
    element: <RequireAdmin />,
    children: [
      {
        path: 'assessment-center',
        children: [
          { index: true, element: toHome },
          { path: 'test-instrument', element: <InstrumentsPage /> },
          { path: 'test-instrument/:id', element: <InstrumentPage /> },
          ...upcomingRoutes('assessment-center'),
          stockNotFound,
        ],
      },
      {
        path: 'languages',
        children: [{ index: true, element: toHome }, ...upcomingRoutes('languages'), stockNotFound],
      },
      {
        path: 'translations',
        children: [{ index: true, element: toHome }, ...upcomingRoutes('translations'), stockNotFound],
      },
    ],
  },
];

/** Top-level routes, in the spec's order (section 2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    children: [
      ...participantRoutes,
      { path: 'Offline', element: <OfflinePage /> },
      ...partnerRoutes,
      { path: 'access-codes', element: <AccessCodePage /> },
      { path: 'access-code/:slug', element: <AccessCodePage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: '404', element: <NotFoundPage /> },
      { index: true, element: <HomeRedirect /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            // Errors inside a back-office page keep the layout around the stock error page.
            children: [{ errorElement: <ServerErrorPage />, children: backOffice }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
