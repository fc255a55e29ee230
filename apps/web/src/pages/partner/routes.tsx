import { Navigate, type RouteObject } from 'react-router';
import type { ParticipantRouteHandle } from '../../features/test-activities/constants';
import { OfflinePage } from '../participant/OfflinePage';
import { StatementPage } from '../participant/StatementPage';
import { TestResultPage } from '../participant/TestResultPage';
import { PartnerLayout } from './PartnerLayout';
import { PartnerNotFound } from './PartnerNotFound';
import {
  PartnerDashboard,
  PartnerExpired,
  PartnerFinish,
  PartnerFinishSection,
  PartnerTest,
} from './PartnerPages';

const withLanguage: ParticipantRouteHandle = { showLanguage: true };

/** Spec 2.3: the embedded partner area /aktivitas-ujian/partner/*, routes in the spec's order. */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'aktivitas-ujian/partner',
    element: <PartnerLayout />,
    children: [
      { index: true, element: <PartnerNotFound /> },
      { path: 'dashboard/:pcode', element: <PartnerDashboard />, handle: withLanguage },
      { path: 'finish', element: <PartnerFinish /> },
      { path: 'finish-section/:pcode', element: <PartnerFinishSection /> },
      { path: 'test-result/:pcode', element: <TestResultPage />, handle: withLanguage },
      { path: 'offline', element: <OfflinePage /> },
      { path: 'expired', element: <PartnerExpired /> },
      { path: 'statement/:pcode', element: <StatementPage /> },
      { path: 'test/:pcode', element: <PartnerTest /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
