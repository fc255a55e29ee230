import { Navigate, type RouteObject } from 'react-router';
import { PartnerLayout } from './PartnerLayout';
import { PartnerNotFound } from './PartnerNotFound';

/**
 * Spec 2.3: the embedded partner area /aktivitas-ujian/partner/*. For now only the bare path
 * (not-found message) and the catch-all; the partner test flow comes in a later issue.
 */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'aktivitas-ujian/partner',
    element: <PartnerLayout />,
    children: [
      { index: true, element: <PartnerNotFound /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
