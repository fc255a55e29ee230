import type { SsoAccountKind, SsoConfig, SsoConfigUpdateRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, storeTokens, unwrap } from '../../lib/api';
import { loadSession, markSession, SESSION_QUERY_KEY, type Session } from '../auth/session';

const configKey = (kind: SsoAccountKind, id: number) => ['sso-config', kind, id] as const;

/** An account's single sign-on configuration (null until set up) and the redirect URI to register. */
export function useSsoConfig(kind: SsoAccountKind, id: number) {
  return useQuery({
    queryKey: configKey(kind, id),
    queryFn: () => unwrap(api('sso/config/detail', { account_kind: kind, account_id: id }, { silent: true })),
  });
}

export function useSaveSsoConfig(kind: SsoAccountKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoConfigUpdateRequest) => unwrap(api('sso/config/update', input, { silent: true })),
    onSuccess: (config: SsoConfig) =>
      queryClient.setQueryData(configKey(kind, id), (old: { redirect_uri: string } | undefined) => ({
        redirect_uri: old?.redirect_uri ?? config.redirect_uri,
        config,
      })),
  });
}

/** Fetches the provider's discovery document, as the sign-in will. */
export function testSsoConnection(issuerUrl: string) {
  return unwrap(api('sso/config/test', { issuer_url: issuerUrl }, { silent: true }));
}

/** Asks where the e-mail's company signs in: the provider's URL, with this browser's state kept on the server. */
export function startCompanySignIn(email: string) {
  return unwrap(api('sso/start', { email }, { silent: true }));
}

/**
 * Finishes the sign-in the provider sent the browser back from: the answer rotates the session as
 * a password sign-in does, so the new token is stored and the session loaded.
 */
export function useFinishCompanySignIn() {
  const queryClient = useQueryClient();
  return async (result: string): Promise<Session> => {
    const tokens = await unwrap(api('sso/finish', { result }, { silent: true }));
    storeTokens(tokens);
    markSession();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    const session = await loadSession();
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, session);
    return session;
  };
}
