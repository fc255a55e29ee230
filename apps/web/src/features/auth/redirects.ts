import { ADMIN_ONLY_PREFIXES, homePathFor, type Role } from '@asesa/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Paths never worth returning to after signing in. */
const NOT_REMEMBERED = ['/', '/signin', '/404'];

/** Spec 2.6: only an admin may open these routes. The router matches paths case-insensitively, so do we. */
export function isAdminOnlyPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return ADMIN_ONLY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether a URL (path + search + hash) is a deep link worth remembering for after sign-in. */
export function isRememberable(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return !NOT_REMEMBERED.includes(path.toLowerCase());
}

/**
 * Where `/` sends a signed-in user (spec 2.6): the remembered deep URL if there is one it may open,
 * otherwise the role's home.
 */
export function resolveHomePath(user: { role: Role; isAdmin: boolean }, initialUrl: string | null): string {
  if (initialUrl && isRememberable(initialUrl) && (user.isAdmin || !isAdminOnlyPath(initialUrl)))
    return initialUrl;
  return homePathFor(user.isAdmin ? 'admin' : user.role);
}

export function rememberInitialUrl(url: string): void {
  if (isRememberable(url)) localStorage.setItem(STORAGE_KEYS.initialUrl, url);
}

export function readInitialUrl(): string | null {
  return localStorage.getItem(STORAGE_KEYS.initialUrl);
}

export function forgetInitialUrl(): void {
  localStorage.removeItem(STORAGE_KEYS.initialUrl);
}
