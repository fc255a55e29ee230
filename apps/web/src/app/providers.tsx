import { TNC_REQUIRED } from '@asesa/contracts';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { SESSION_QUERY_KEY, type Session } from '../features/auth/session';
import { ApiError, setChallengeNotifier, setErrorNotifier } from '../lib/api';
import { checkingBrowserText } from '../lib/root-messages';
import { subscribeUiLocale, uiLocaleState } from '../lib/ui-locale';

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

/**
 * Muted text (descriptions, labels, hints, placeholders, the sidebar's group titles): antd's 45 %
 * black gives 3.4:1, under WCAG AA's 4.5:1; 58 % gives 5.3:1 on white and 5.2:1 on the #f5f5f5
 * layout, and still reads lighter than colorTextSecondary (65 %).
 */
const TEXT_MUTED = 'rgba(0, 0, 0, 0.58)';

/**
 * The back office's colours, each text at least 4.5:1 on its background (ratios on white unless
 * said): antd's own link blue (4.1:1), red (3.3:1), green (2.3:1) and gold (1.9:1) text fall short.
 */
const THEME = {
  token: {
    colorPrimary: '#1d4f91', // 8.1:1 (white on it too)
    borderRadius: 6,
    colorTextTertiary: TEXT_MUTED,
    colorTextDescription: TEXT_MUTED,
    colorTextPlaceholder: TEXT_MUTED,
    colorLink: '#1d4f91',
    colorLinkHover: '#2f66b3', // 5.5:1 on a hovered table row (#fafafa)
    colorLinkActive: '#143a6c',
    // Errors, danger buttons and badge counts (white on it: 5.6:1); its light tints come from it.
    colorError: '#cf1322', // 5.6:1, 4.8:1 on its tint
    colorErrorHover: '#a8071a',
    colorSuccessText: '#237804', // 5.6:1
    colorWarningText: '#874d00', // 6.8:1
  },
  components: {
    Menu: { itemSelectedBg: '#e8eff9', itemSelectedColor: '#1d4f91' }, // 7.0:1
    // Tags write in a dark shade of their colour on its lightest tint: shade 7 where that reaches
    // 4.5:1, otherwise shade 8 or 9 of antd's palette (each ≥ 5:1 on its tint).
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorInfo: '#0958d9',
      cyan7: '#006d75',
      green7: '#237804',
      lime7: '#3f6600',
      gold7: '#874d00',
      yellow7: '#876800',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
    },
    // A read-only colour field shows its hex code in the disabled grey (1.8:1); it stays legible.
    ColorPicker: { colorTextDisabled: TEXT_MUTED },
  },
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
    // While the browser solves a throttle's challenge (a few seconds), the user sees why it waits.
    setChallengeNotifier((language) => message.loading(checkingBrowserText(language), 0));
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(reducedMotion), [reducedMotion]);
  // The back office's locale; the participant's pages never change it, so they keep antd's English.
  const { antd } = useSyncExternalStore(subscribeUiLocale, uiLocaleState);
  return (
    <ConfigProvider locale={antd ?? enUS} theme={theme}>
      <AntApp>
        <ErrorNotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
