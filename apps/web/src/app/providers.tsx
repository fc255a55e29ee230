import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect } from 'react';
import { setErrorNotifier } from '../lib/api';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The api client already toasts a failed call; retrying would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});

const THEME = {
  token: { colorPrimary: '#1d4f91', borderRadius: 6 },
};

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
  return (
    <ConfigProvider locale={enUS} theme={THEME}>
      <AntApp>
        <ErrorNotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
