import type { Role } from '@asesa/contracts';

/**
 * Who may make a call: `public` needs nothing (participant pages carry their code), `token`
 * needs any valid token, `user` a signed-in user, or a list of roles; `apiKey` a corporate's API
 * key (an applicant tracking system) holding one of the scopes.
 */
export type Access = 'public' | 'token' | 'user' | readonly Role[] | ApiKeyAccess;

/** A call made with an API key rather than a session: the key must hold one of these scopes. */
export interface ApiKeyAccess {
  apiKey: readonly string[];
}

export const isApiKeyAccess = (access: Access): access is ApiKeyAccess =>
  typeof access === 'object' && !Array.isArray(access);

/**
 * Calls a collaborator may make before agreeing to the terms of use: signing in and out, the
 * session itself, reading its profile, and agreeing.
 */
export function allowedBeforeTnc(path: string, method: string): boolean {
  return (
    path.startsWith('auth/') ||
    path.startsWith('token/') ||
    path === 'users/collaborators/tnc-agreed' ||
    (path === 'users/profile' && method === 'GET')
  );
}
