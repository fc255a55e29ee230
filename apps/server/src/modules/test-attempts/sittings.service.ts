import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ParticipantTable } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { participantRecords } from '../participants/participant-records.service';
import {
  deleteSubmissionsOf,
  insertNotStartedSubmissions,
  listProjectInstrumentIds,
} from './sittings.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Enrols participants in a project: their rows, and one not-started submission per project
 * instrument, in the caller's transaction (an invitation, a bulk chunk, an access code), so a
 * participant never exists without its tests. Two statements whatever the count.
 */
export async function enrolParticipants(
  db: Db,
  projectId: number,
  rows: readonly Insertable<ParticipantTable>[],
  now: string,
): Promise<{ id: number; participant_code: string }[]> {
  if (!rows.length) return [];
  const enrolled = await participantRecords.insert(db, rows);
  const instruments = await listProjectInstrumentIds(db, projectId);
  await insertNotStartedSubmissions(
    db,
    enrolled.map((r) => r.id),
    instruments.map((pi) => pi.id),
    now,
  );
  return enrolled;
}

export interface NewParticipant {
  projectId: number;
  corporateId: number;
  code: string;
  name: string;
  email: string;
}

/** One participant enrolled as invited, in its own transaction (the demo data's candidates). */
export function enrolParticipant(db: Kysely<Database>, p: NewParticipant): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const [row] = await enrolParticipants(
      trx,
      p.projectId,
      [
        {
          project_id: p.projectId,
          account_corporate_id: p.corporateId,
          participant_code: p.code,
          name: p.name,
          email: p.email,
          phone: '',
          status: 'invited',
          is_agree_tnc: 0,
          created_at: now,
          updated_at: now,
        },
      ],
      now,
    );
    return { id: row.id };
  });
}

/** A not-started sitting of a project's new instrument for each of its participants. */
export function addNotStartedSittings(
  db: Db,
  participantIds: readonly number[],
  projectInstrumentId: number,
  now: string,
): Promise<void> {
  return insertNotStartedSubmissions(db, participantIds, [projectInstrumentId], now);
}

/** The sittings of removed project instruments go, with their answers and adaptive sessions. */
export function removeSittingsOf(db: Db, projectInstrumentIds: readonly number[]): Promise<void> {
  return deleteSubmissionsOf(db, projectInstrumentIds);
}
