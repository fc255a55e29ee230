import { useAuth } from '../auth/auth-context';

/**
 * Whether the reader may change accounts (edit, remove, logo, collaborators, top-ups): consultants
 * and admins. A collaborator reads its own corporate's page (for the ATS keys) and is offered no
 * button the server would refuse it (accounts.policy on the server).
 */
export function useCanManageAccounts(): boolean {
  const { session } = useAuth();
  return session?.status === 'authenticated' && session.role !== 'collaborator';
}
