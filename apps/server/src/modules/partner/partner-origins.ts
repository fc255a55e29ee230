import type { Deps } from '../../deps';
import { findParticipantFrameSources, listLiveFrameSources } from './partner.repository';

/** The origin of an http(s) URL, or null for anything else (empty, relative, another scheme). */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origins a corporate's partner pages may be framed by: its callback_url's and its extra origins. */
export function frameOrigins(corporate: { callback_url: string; partner_origins: string }): string[] {
  const extra = corporate.partner_origins.split(/\s+/).filter(Boolean);
  return [
    ...new Set([corporate.callback_url, ...extra].map(originOf).filter((o): o is string => o !== null)),
  ];
}

/** The frame origins of the corporate behind a participant code (none for an unknown code). */
export async function frameOriginsForParticipant(deps: Deps, participantCode: string): Promise<string[]> {
  const row = await findParticipantFrameSources(deps.db, participantCode.trim().toUpperCase());
  return row ? frameOrigins(row) : [];
}

/** The frame origins of every live corporate (partner pages without a participant code). */
export async function frameOriginsOfEveryCorporate(deps: Deps): Promise<string[]> {
  const rows = await listLiveFrameSources(deps.db);
  return [...new Set(rows.flatMap(frameOrigins))];
}
