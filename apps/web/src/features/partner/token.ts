import { PARTNER_TOKEN_PARAM } from '@asesa/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The partner token of the partner pages (spec 6 and 7). The parent page hands it over as a
 * parameter of the iframe URL, as it hands the participant code (`?pcode=`): `?partner_token=`.
 * It is kept in session storage, so the pages the candidate moves to, and a reload of the frame,
 * still send it; it ends with the tab.
 */
export function adoptPartnerToken(search: URLSearchParams, store: Store | null): string | null {
  const given = search.get(PARTNER_TOKEN_PARAM)?.trim();
  try {
    if (given) {
      store?.setItem(STORAGE_KEYS.partnerToken, given);
      return given;
    }
    return store?.getItem(STORAGE_KEYS.partnerToken) || null;
  } catch {
    // Storage refused (some embedded frames): the token works on this page load only.
    return given || null;
  }
}

/** The query without the token, so it stays out of the address bar, the history and Referer. */
export function withoutPartnerToken(search: URLSearchParams): URLSearchParams | null {
  if (!search.has(PARTNER_TOKEN_PARAM)) return null;
  const next = new URLSearchParams(search);
  next.delete(PARTNER_TOKEN_PARAM);
  return next;
}

/** The browser's session storage, where it may be used. */
export function sessionStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
