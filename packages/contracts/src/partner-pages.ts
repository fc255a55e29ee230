// The embedded partner area's pages (spec 2.3), read from a path the way the web app's router
// reads it: each segment percent-decoded, compared without regard to case, trailing slashes
// ignored, an empty segment (a repeated slash) matching no page. The server frames a page by this
// reading (frame-ancestors), so it can never judge a path otherwise than the page it serves.

export const PARTNER_AREA_PATH = '/aktivitas-ujian/partner';

/** Partner pages whose path ends with the participant code. */
export const PARTNER_PAGES_WITH_CODE = [
  'form',
  'dashboard',
  'finish-section',
  'test-result',
  'statement',
  'test',
] as const;
/** Partner pages without a code in the path (the finish and expired pages may carry `?pcode=`). */
export const PARTNER_PAGES_WITHOUT_CODE = ['', 'finish', 'offline', 'expired'] as const;

export type PartnerPage =
  | { page: (typeof PARTNER_PAGES_WITH_CODE)[number]; code: string }
  | { page: (typeof PARTNER_PAGES_WITHOUT_CODE)[number]; code: null }
  /** Inside the area but no page of it (the router sends it to the not-found page). */
  | { page: null; code: null };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The partner page a pathname (no query) shows, or null when it is outside the partner area. */
export function partnerPageOf(pathname: string): PartnerPage | null {
  const segments = pathname.replace(/\/+$/, '').split('/').map(decodeSegment);
  const area = PARTNER_AREA_PATH.split('/');
  if (segments.length < area.length) return null;
  for (let i = 0; i < area.length; i++) if (segments[i]?.toLowerCase() !== area[i]) return null;
  const rest = segments.slice(area.length);
  // A segment that does not decode (a stray %) matches no route.
  if (rest.some((s) => s === null)) return { page: null, code: null };
  const [first = '', code] = rest as string[];
  const page = first.toLowerCase();
  if (rest.length <= 1) {
    const without = PARTNER_PAGES_WITHOUT_CODE.find((p) => p === page);
    return without !== undefined ? { page: without, code: null } : { page: null, code: null };
  }
  const withCode = PARTNER_PAGES_WITH_CODE.find((p) => p === page);
  if (rest.length === 2 && withCode && code) return { page: withCode, code };
  return { page: null, code: null };
}
