import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { syncReservations } from '../credits/ledger';
import { participantRecords } from './participant-records.service';

/** Whether a participant's code has expired by now (a candidate who started may finish). */
export function isOverdue(p: { status: string; code_expires_at: string | null }): boolean {
  if (p.status === 'expired') return true;
  if (!p.code_expires_at || p.code_expires_at > nowIso()) return false;
  return p.status === 'invited' || p.status === 'registered';
}

/**
 * Whether a participant's code has expired by now (code_expires_at passed before the test was
 * started); marks the participant `expired` the first time, which releases their reservation of
 * credits. A candidate who started may finish.
 */
export async function expireIfOverdue(
  { db, dialect }: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' },
  p: { id: number; account_corporate_id: number; status: string; code_expires_at: string | null },
): Promise<boolean> {
  if (!isOverdue(p)) return false;
  if (p.status === 'expired') return true;
  await participantRecords.markExpired(db, p.id);
  await syncReservations(db, dialect, { corporateId: p.account_corporate_id, participantIds: [p.id] });
  return true;
}
