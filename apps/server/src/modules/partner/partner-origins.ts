import type { Deps } from '../../deps';

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
  const row = await deps.db
    .selectFrom('participants as pt')
    .innerJoin('corporate_accounts as c', 'c.id', 'pt.account_corporate_id')
    .select(['c.callback_url', 'c.partner_origins'])
    .where('pt.participant_code', '=', participantCode.trim().toUpperCase())
    .where('c.removed_at', 'is', null)
    .executeTakeFirst();
  return row ? frameOrigins(row) : [];
}
