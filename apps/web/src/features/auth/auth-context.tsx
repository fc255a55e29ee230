import { COOKIE_NAMES } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api, clearTokens, storeTokens } from '../../lib/api';
import { removeCookie } from '../../lib/cookies';
import { ROOT_MESSAGES } from '../../lib/root-messages';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { forgetInitialUrl } from './redirects';
import { loadSession, markSession, SESSION_QUERY_KEY, type Session } from './session';

interface AuthActions {
  /** Signs in; on failure the server's message is shown. Resolves to whether it worked. */
  login: (email: string, password: string) => Promise<boolean>;
  /** Signs out and goes to `/`, showing 'logging out...' meanwhile. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthActions | null>(null);
const LOGOUT_MESSAGE_KEY = 'logout';

/** Provides login and logout. The session itself is loaded on first use (see `useAuth`). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const env = await api('auth/login', { username: email, password }, { silent: true });
        if (env.code !== 200 || !env.data) {
          message.error(env.error?.message ?? ROOT_MESSAGES.signInFailed);
          return false;
        }
        // The login answer rotates the session: from now on only the new token is valid.
        storeTokens(env.data);
        markSession();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
        const session = await loadSession();
        queryClient.setQueryData<Session>(SESSION_QUERY_KEY, session);
        return session.status === 'authenticated';
      } catch (err) {
        message.error(err instanceof Error ? err.message : ROOT_MESSAGES.signInFailed);
        return false;
      }
    },
    [message, queryClient],
  );

  const logout = useCallback(async () => {
    message.open({
      key: LOGOUT_MESSAGE_KEY,
      type: 'loading',
      content: ROOT_MESSAGES.loggingOut,
      duration: 0,
    });
    const env = await api('auth/logout', {});
    message.destroy(LOGOUT_MESSAGE_KEY);
    if (env.code !== 200) return;
    clearTokens();
    removeCookie(COOKIE_NAMES.sessionMarker);
    localStorage.removeItem(STORAGE_KEYS.projectId);
    forgetInitialUrl();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    const signedOut: Session = { status: 'unauthenticated', endedByLogout: true };
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, signedOut);
    navigate('/', { replace: true });
  }, [message, navigate, queryClient]);

  const value = useMemo(() => ({ login, logout }), [login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session (undefined while it loads) plus login and logout. */
export function useAuth() {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used inside <AuthProvider>');
  const { data: session } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: loadSession,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { session, ...actions };
}
