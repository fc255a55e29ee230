import { Navigate, type RouteObject } from 'react-router';
import type { ParticipantRouteHandle } from '../../features/test-activities/constants';
import { CodeRedirect } from './CodeRedirect';
// Static: the offline page must show without fetching anything.
import { OfflinePage } from './OfflinePage';
import { ParticipantLayout } from './ParticipantLayout';

// Each page is its own chunk (issue 7): a participant downloads only the page in front of them, and
// the test page stays within its JavaScript budget (apps/web/scripts/bundle-budget.mjs).
const formPage = async () => ({ Component: (await import('./FormPage')).FormPage });
const dashboardPage = async () => ({ Component: (await import('./DashboardPage')).DashboardPage });
const statementPage = async () => ({ Component: (await import('./StatementPage')).StatementPage });
const testPage = async () => ({ Component: (await import('./TestPage')).TestPage });
const testResultPage = async () => ({ Component: (await import('./TestResultPage')).TestResultPage });

const withLanguage: ParticipantRouteHandle = { showLanguage: true };
const toNotFound = <Navigate to="/404" replace />;

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
