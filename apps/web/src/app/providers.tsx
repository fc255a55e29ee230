import { TNC_REQUIRED } from '@asesa/contracts';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { SESSION_QUERY_KEY, type Session } from '../features/auth/session';
import { ApiError, setErrorNotifier } from '../lib/api';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // A 401 after the token retry means the session ended on the server: re-check it, so the
      // back office sends the user to sign in (remembering where they were).
      if (error instanceof ApiError && error.code === 401) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      // The server wants the terms agreed first (spec 6): show the terms gate.
      if (error instanceof ApiError && error.code === 403 && error.reason === TNC_REQUIRED.reason) {
        queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (s) =>
          s?.status === 'authenticated' ? { ...s, user: { ...s.user, is_agree_tnc: false } } : s,
        );
      }
    },
  }),
  defaultOptions: {
    // The api client already toasts a failed call; retrying would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});

const THEME = {
  token: { colorPrimary: '#1d4f91', borderRadius: 6 },
  components: { Menu: { itemSelectedBg: '#e8eff9', itemSelectedColor: '#1d4f91' } },
};

/** The back office's antd theme; without motion for people who prefer reduced motion. */
export function appTheme(reducedMotion: boolean) {
  return reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * People who ask their system for less motion (vestibular disorders, WCAG 2.3.3) get the back
 * office without antd's opening, closing and sliding animations.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/** Sends the api client's '{code}: {message}' toasts to antd's message (spec 8). */
function ErrorNotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setErrorNotifier((text) => {
      message.error(text);
    });
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider locale={enUS} theme={theme}>
      <AntApp>
        <ErrorNotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
