import type { Role } from '@asesa/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useAuth } from '../features/auth/auth-context';
import {
  forgetInitialUrl,
  readInitialUrl,
  rememberInitialUrl,
  resolveHomePath,
} from '../features/auth/redirects';
import { needsTerms } from '../features/auth/session';
import { loadCatalogue } from '../lib/catalogue';

/** Spec 2.6: the back office needs a session; an unauthenticated visitor goes to `/` and the origin URL is remembered. */
export function RequireAuth() {
  const { session } = useAuth();
  if (!session) return <FullPageLoader />;
  if (session.status !== 'authenticated') return <RememberAndGoHome remember={!session.endedByLogout} />;
  return <Outlet />;
}

function RememberAndGoHome({ remember }: { remember: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberInitialUrl(`${location.pathname}${location.search}${location.hash}`);
    navigate('/', { replace: true });
  }, [remember, location, navigate]);
  return <FullPageLoader />;
}

/** Spec 2.6: only an admin may open /assessment-center/*, /languages/* and /translations/*; others get /404. */
export function RequireAdmin() {
  const { session } = useAuth();
  if (session?.status !== 'authenticated') return <FullPageLoader />;
  return session.isAdmin ? <Outlet /> : <Navigate to="/404" replace />;
}

// Loaded on demand with the back-office catalogue it reads (the participant's pages need neither).
const TermsGate = lazy(async () => {
  const [terms] = await Promise.all([import('../features/auth/terms-gate'), loadCatalogue()]);
  return { default: terms.TermsGate };
});

/** A collaborator who has not agreed to the terms sees them before any back-office page (spec 6). */
export function RequireTerms() {
  const { session } = useAuth();
  if (!needsTerms(session)) return <Outlet />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <TermsGate />
    </Suspense>
  );
}

/**
 * A back-office page meant for some roles only: for the others the path does not exist, so it goes
 * to /404 like any unknown path (spec 2.6); the server would refuse its calls anyway.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { session } = useAuth();
  if (session?.status !== 'authenticated') return <FullPageLoader />;
  const role: Role = session.isAdmin ? 'admin' : session.role;
  return roles.includes(role) ? <Outlet /> : <Navigate to="/404" replace />;
}

/** Spec 2.6: `/` sends to /signin, the remembered deep URL, or the role's home. */
export function HomeRedirect() {
  const { session } = useAuth();
  // Read once and kept: the remembered URL is forgotten after use, so later renders must not re-read it.
  const [remembered] = useState(readInitialUrl);
  const target =
    session?.status === 'authenticated' ? resolveHomePath(session, remembered) : session ? '/signin' : null;
  const signedIn = session?.status === 'authenticated';
  useEffect(() => {
    if (signedIn) forgetInitialUrl();
  }, [signedIn]);
  if (!target) return <FullPageLoader />;
  return <Navigate to={target} replace />;
}
