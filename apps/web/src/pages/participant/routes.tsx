import { Navigate, type RouteObject } from 'react-router';
import {
  FROM_PARTICIPANT_PAGES,
  type ParticipantRouteHandle,
} from '../../features/participant-journey/constants';
import { lazyPage } from '../../lib/lazy-page';
import { CodeRedirect } from './code-redirect';
// Static: the offline page must show without fetching anything.
import { OfflinePage } from './offline-page';
import { ParticipantLayout } from './participant-layout';

// Each page is its own chunk: a participant downloads only the page in front of them, and
// the test page stays within its JavaScript budget (apps/web/scripts/bundle-budget.mjs).
const formPage = lazyPage(() => import('./form-page'), 'FormPage');
const dashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage');
const statementPage = lazyPage(() => import('./statement-page'), 'StatementPage');
const testPage = lazyPage(() => import('./test-page'), 'TestPage');
const testResultPage = lazyPage(() => import('./test-result-page'), 'TestResultPage');

const withLanguage: ParticipantRouteHandle = { showLanguage: true };
// Spec 2.1: to /404, marked as the participant's (their language, Home to the access-code page).
const toNotFound = <Navigate to="/404" replace state={FROM_PARTICIPANT_PAGES} />;

/** Spec 2.1: the participant area /test-activity/*, routes in the spec's order. */
export const participantRoutes: RouteObject[] = [
  {
    path: 'test-activity',
    element: <ParticipantLayout />,
    children: [
      { path: 'form/:pcode', lazy: formPage, handle: withLanguage },
      { path: 'dashboard/:pcode', lazy: dashboardPage, handle: withLanguage },
      { path: 'statement/:pcode', lazy: statementPage },
      { path: 'test/:pcode', lazy: testPage, handle: withLanguage },
      { path: 'test-result/:pcode', lazy: testResultPage, handle: withLanguage },
      { path: 'offline', element: <OfflinePage /> },
      { path: ':pcode', element: <CodeRedirect /> },
      { index: true, element: toNotFound },
      { path: '*', element: toNotFound },
    ],
  },
];
