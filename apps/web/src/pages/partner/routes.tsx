import { Navigate, type RouteObject } from 'react-router';
import {
  FROM_PARTICIPANT_PAGES,
  type ParticipantRouteHandle,
} from '../../features/participant-journey/constants';
import { lazyPage } from '../../lib/lazy-page';
// Static, as on the participant pages: the offline page must show without fetching anything (a
// lazy import of it would not split it off anyway, the participant routes load it up front).
import { OfflinePage } from '../participant/offline-page';
import { PartnerLayout } from './partner-layout';
import { PartnerNotFound } from './partner-not-found';

// Each page is its own chunk, like the participant area's (the test page's JavaScript budget).
// The registration form is the participant area's, inside the partner layout, so an unregistered
// candidate registers without leaving the partner's frame, header and theme.
const formPage = lazyPage(() => import('../participant/form-page'), 'FormPage');
const dashboardPage = lazyPage(() => import('./partner-dashboard'), 'PartnerDashboard');
const finishPage = lazyPage(() => import('./partner-pages'), 'PartnerFinish');
const finishSectionPage = lazyPage(() => import('./partner-pages'), 'PartnerFinishSection');
const expiredPage = lazyPage(() => import('./partner-pages'), 'PartnerExpired');
const testResultPage = lazyPage(() => import('../participant/test-result-page'), 'TestResultPage');
const statementPage = lazyPage(() => import('../participant/statement-page'), 'StatementPage');
const testPage = lazyPage(() => import('./partner-test'), 'PartnerTest');

const withLanguage: ParticipantRouteHandle = { showLanguage: true };

/** Spec 2.3: the embedded partner area /aktivitas-ujian/partner/*, routes in the spec's order (and the form). */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'aktivitas-ujian/partner',
    element: <PartnerLayout />,
    children: [
      { index: true, element: <PartnerNotFound /> },
      { path: 'form/:pcode', lazy: formPage, handle: withLanguage },
      { path: 'dashboard/:pcode', lazy: dashboardPage, handle: withLanguage },
      { path: 'finish', lazy: finishPage },
      { path: 'finish-section/:pcode', lazy: finishSectionPage },
      { path: 'test-result/:pcode', lazy: testResultPage, handle: withLanguage },
      { path: 'offline', element: <OfflinePage /> },
      { path: 'expired', lazy: expiredPage },
      { path: 'statement/:pcode', lazy: statementPage },
      { path: 'test/:pcode', lazy: testPage },
      { path: '*', element: <Navigate to="/404" replace state={FROM_PARTICIPANT_PAGES} /> },
    ],
  },
];
