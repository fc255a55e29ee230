import { COOKIE_NAMES, type MenuLink, type Role, type WhoamiResponse } from '@asesa/contracts';
import { api, REFRESH_LIFETIME_MS } from '../../lib/api';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';

/** The auth state of spec 3 ("Auth state"), as one value. */
export type Session =
  | { status: 'unauthenticated'; endedByLogout?: boolean }
  | {
      status: 'authenticated';
      user: WhoamiResponse['user'];
      corporate: WhoamiResponse['corporate'];
      isAdmin: boolean;
      role: Role;
      menus: MenuLink[];
    };
export type AuthenticatedSession = Extract<Session, { status: 'authenticated' }>;

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * `_iau` marks a signed-in session in the browser (spec 4); it only says "probably signed in".
 * It lasts as long as the refresh token that can renew the session: the session bootstrap asks
 * whoami only while it exists, and removes it when whoami says the session is over.
 */
export function markSession(): void {
  setCookie(COOKIE_NAMES.sessionMarker, '1', REFRESH_LIFETIME_MS);
}

export function unmarkSession(): void {
  removeCookie(COOKIE_NAMES.sessionMarker);
}

/** Whether this browser was signed in (the `_iau` marker); without it whoami could only answer 401. */
export function hasSessionMarker(): boolean {
  return getCookie(COOKIE_NAMES.sessionMarker) !== undefined;
}

/**
 * Session bootstrap (spec 4): whoami; on 200 the admin check and the user context. Anything else
 * means signed out, which is only logged. A missing token is obtained by the api client.
 *
 * Without the session marker the visitor never signed in here (sign-in sets it, sign-out and a
 * refused whoami remove it): whoami is not asked, since its certain 401 would show as a failed
 * request in the browser's console on every visit to the sign-in page.
 */
export async function loadSession(): Promise<Session> {
  if (!hasSessionMarker()) {
    console.info('[auth] not signed in: no session marker');
    return { status: 'unauthenticated' };
  }
  const who = await api('auth/whoami', {}, { silent: true });
  if (who.code !== 200 || !who.data) {
    console.info(`[auth] not signed in: ${who.error?.message ?? who.code}`);
    unmarkSession();
    return { status: 'unauthenticated' };
  }
  const [admin, context] = await Promise.all([
    api('auth/is-admin', {}, { silent: true }),
    api('auth/user-context', {}, { silent: true }),
  ]);
  if (context.code !== 200 || !context.data) {
    console.warn(`[auth] user context unavailable: ${context.error?.message ?? context.code}`);
    unmarkSession();
    return { status: 'unauthenticated' };
  }
  markSession();
  return {
    status: 'authenticated',
    user: who.data.user,
    corporate: who.data.corporate,
    isAdmin: admin.data?.status ?? context.data.role === 'admin',
    role: context.data.role,
    menus: context.data.menus,
  };
}

/** Whether a signed-in user must first agree to the terms (collaborators, spec 6). */
export function needsTerms(session: Session | undefined): boolean {
  return session?.status === 'authenticated' && session.role === 'collaborator' && !session.user.is_agree_tnc;
}
