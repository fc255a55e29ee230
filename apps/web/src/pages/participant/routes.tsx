import { Navigate, type RouteObject } from 'react-router';
import type { ParticipantRouteHandle } from '../../features/test-activities/constants';
import { CodeRedirect } from './CodeRedirect';
import { DashboardPage } from './DashboardPage';
import { FormPage } from './FormPage';
import { OfflinePage } from './OfflinePage';
import { ParticipantLayout } from './ParticipantLayout';
import { StatementPage } from './StatementPage';
import { TestPage } from './TestPage';
import { TestResultPage } from './TestResultPage';

const withLanguage: ParticipantRouteHandle = { showLanguage: true };
const toNotFound = <Navigate to="/404" replace />;

/** Spec 2.1: the participant area /test-activity/*, routes in the spec's order. */
export const participantRoutes: RouteObject[] = [
  {
    path: 'test-activity',
    element: <ParticipantLayout />,
    children: [
      { path: 'form/:pcode', element: <FormPage />, handle: withLanguage },
      { path: 'dashboard/:pcode', element: <DashboardPage />, handle: withLanguage },
      { path: 'statement/:pcode', element: <StatementPage /> },
      { path: 'test/:pcode', element: <TestPage /> },
      { path: 'test-result/:pcode', element: <TestResultPage />, handle: withLanguage },
      { path: 'offline', element: <OfflinePage /> },
      { path: ':pcode', element: <CodeRedirect /> },
      { index: true, element: toNotFound },
      { path: '*', element: toNotFound },
    ],
  },
];
