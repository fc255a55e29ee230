import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { markParticipantExpired } from './invitations.repository';

/** Whether a participant's code has expired by now (a candidate who started may finish). */
export function isOverdue(p: { status: string; code_expires_at: string | null }): boolean {
  if (p.status === 'expired') return true;
  if (!p.code_expires_at || p.code_expires_at > nowIso()) return false;
  return p.status === 'invited' || p.status === 'registered';
}

/**
 * Whether a participant's code has expired by now (code_expires_at passed before the test was
 * started); marks the participant `expired` the first time. A candidate who started may finish.
 */
export async function expireIfOverdue(
  db: Kysely<Database>,
  p: { id: number; status: string; code_expires_at: string | null },
): Promise<boolean> {
  if (!isOverdue(p)) return false;
  if (p.status === 'expired') return true;
  await markParticipantExpired(db, p.id);
  return true;
}
