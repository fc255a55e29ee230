import { Outlet } from 'react-router';
import { ServerTroubleModal } from '../components/server-trouble-modal';
import { AuthProvider } from '../features/auth/auth-context';

/** The root route: auth actions for every page, and the 504 modal (spec 2.6) everywhere. */
export function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <ServerTroubleModal />
    </AuthProvider>
  );
}
