import {
  COOKIE_NAMES,
  type MenuLink,
  type Role,
  TOKEN_LIFETIME_MS,
  type WhoamiResponse,
} from '@asesa/contracts';
import { api } from '../../lib/api';
import { removeCookie, setCookie } from '../../lib/cookies';

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

/** `_iau` marks a signed-in session in the browser (spec 4); it only says "probably signed in". */
export function markSession(): void {
  setCookie(COOKIE_NAMES.sessionMarker, '1', TOKEN_LIFETIME_MS);
}

export function unmarkSession(): void {
  removeCookie(COOKIE_NAMES.sessionMarker);
}

/**
 * Session bootstrap (spec 4): whoami; on 200 the admin check and the user context. Anything else
 * means signed out, which is only logged. A missing token is obtained by the api client.
 */
export async function loadSession(): Promise<Session> {
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
