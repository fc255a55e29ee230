import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database, ParticipantTable } from '../../db/schema';
import { rowWhereOrThrow } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// Every write of the participants row, whichever feature asks for it (through
// participant-records.service.ts): the table has one owner, so a change to what a status means
// or which columns move together is made here once.

/** Inserts participants in one statement (an invitation, a bulk chunk, the seed's panel); answers their ids and codes. */
export function insertParticipants(db: Db, rows: readonly Insertable<ParticipantTable>[]) {
  return db
    .insertInto('participants')
    .values([...rows])
    .returning(['id', 'participant_code'])
    .execute();
}

/** The demo's history of a participant (when invited, registered, started, completed), written by the seed. */
export async function setParticipantHistory(
  db: Db,
  participantId: number,
  history: Pick<
    Updateable<ParticipantTable>,
    | 'status'
    | 'city'
    | 'is_agree_tnc'
    | 'invited_at'
    | 'registered_at'
    | 'started_at'
    | 'completed_at'
    | 'updated_at'
  >,
): Promise<void> {
  await db.updateTable('participants').set(history).where('id', '=', participantId).execute();
}

// The registration and the end of the journey (participant-journey).

/** Stores the registration's details. */
export async function saveRegistration(
  db: Db,
  participantId: number,
  details: Updateable<ParticipantTable>,
): Promise<void> {
  await db.updateTable('participants').set(details).where('id', '=', participantId).execute();
}

/** The participant completed (a participant already scored stays scored; the first completion is kept). */
export async function markCompleted(db: Db, participantId: number, now: string): Promise<void> {
  await db
    .updateTable('participants')
    .set({
      status: sql<'completed' | 'scored'>`case when status = 'scored' then status else 'completed' end`,
      completed_at: sql<string>`coalesce(completed_at, ${now})`,
      updated_at: now,
    })
    .where('id', '=', participantId)
    .execute();
}

/** Stores `secret` as the participant's results key unless one is held; answers the key held. */
export async function drawResultsSecret(db: Db, participantId: number, secret: string): Promise<string> {
  await db
    .updateTable('participants')
    .set({ results_secret: secret })
    .where('id', '=', participantId)
    .where('results_secret', 'is', null)
    .execute();
  const row = await rowWhereOrThrow(db, 'participants', ['results_secret'], { id: participantId });
  return row.results_secret!;
}

// Invitations: codes that expire, a resent invitation, revocation.

/**
 * Codes past their expiry become `expired` (only before the test was started: a candidate who
 * started keeps access to finish). Run before reading statuses, so lists and credit
 * reservations see the truth without a scheduler.
 */
export async function expireOverdueCodes(db: Db, scope: { projectId?: number; corporateId?: number }) {
  let q = db
    .updateTable('participants')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('status', 'in', ['invited', 'registered'])
    .where('code_expires_at', 'is not', null)
    .where('code_expires_at', '<', nowIso());
  if (scope.projectId !== undefined) q = q.where('project_id', '=', scope.projectId);
  if (scope.corporateId !== undefined) q = q.where('account_corporate_id', '=', scope.corporateId);
  await q.execute();
}

/** Marks one participant `expired`, unless they started meanwhile. */
export async function markParticipantExpired(db: Db, participantId: number): Promise<void> {
  await db
    .updateTable('participants')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('id', '=', participantId)
    .where('status', 'in', ['invited', 'registered'])
    .execute();
}

/** A resent invitation: invite_count + 1, the new expiry, and an expired code opens again. */
export async function markReinvited(
  db: Db,
  p: { id: number; status: Selectable<ParticipantTable>['status'] },
  now: string,
  codeExpiresAt: string | null,
): Promise<void> {
  await db
    .updateTable('participants')
    .set((eb) => ({
      invited_at: now,
      invite_count: eb('invite_count', '+', 1),
      code_expires_at: codeExpiresAt,
      status: p.status === 'expired' ? 'invited' : p.status,
      updated_at: now,
    }))
    .where('id', '=', p.id)
    .execute();
}

/**
 * Revokes the participants among `ids` who have not completed, in one conditional statement (a
 * participant who completed in the meantime is not revoked); answers the ids revoked.
 */
export function markParticipantsRevoked(db: Db, ids: number[], now: string) {
  return db
    .updateTable('participants')
    .set({ status: 'revoked', revoked_at: now, updated_at: now })
    .where('id', 'in', ids)
    .where('status', 'not in', ['completed', 'scored', 'revoked'])
    .returning('id')
    .execute();
}

// Erasure (privacy).

/** Blanks the participant's personal columns and gives them a new (unusable) code. */
export function anonymiseParticipant(
  db: Db,
  participantId: number,
  values: { name: string; participantCode: string },
  now: string,
) {
  return db
    .updateTable('participants')
    .set({
      name: values.name,
      email: '',
      phone: '',
      birth_date: null,
      city: '',
      gender: '',
      education_level: '',
      photo_path: null,
      photo_thumbnail: null,
      cv_path: null,
      cv_name: null,
      results_secret: null,
      participant_code: values.participantCode,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', participantId)
    .execute();
}

// The attempt: the first start (test-attempts).

/** The participant is in progress, started at their first test's start (see markAsStarted). */
export async function markParticipantStarted(db: Db, participantId: number, now: string): Promise<void> {
  await db
    .updateTable('participants')
    .set({
      status: sql<'in_progress'>`case when status in ('invited', 'registered') then 'in_progress' else status end`,
      started_at: sql<string>`coalesce(started_at, (select min(s.started_at) from submissions s where s.participant_id = participants.id), ${now})`,
      updated_at: now,
    })
    .where('id', '=', participantId)
    .where((eb) => eb.or([eb('status', 'in', ['invited', 'registered']), eb('started_at', 'is', null)]))
    .execute();
}

// Scores (scoring-runs).

/** Clears a participant's scores, keeping why it could not be scored in job_fit_json. */
export async function markParticipantUnscorable(
  db: Db,
  participantId: number,
  jobFitJson: string,
  now: string,
) {
  await db
    .updateTable('participants')
    .set({
      number_correct: null,
      max_score: null,
      score_percent: null,
      job_fit: null,
      job_fit_json: jobFitJson,
      competences_json: null,
      updated_at: now,
    })
    .where('id', '=', participantId)
    .execute();
}

/** The score columns of one scored participant. */
export interface ParticipantScores {
  id: number;
  number_correct: number;
  max_score: number;
  score_percent: number | null;
  job_fit: number | null;
  job_fit_json: string;
  competences_json: string;
}

/**
 * Marks these participants scored with their scores in one UPDATE (a CASE per column): a
 * statement per participant would hold the write lock several times longer.
 */
export async function markParticipantsScored(db: Db, scores: readonly ParticipantScores[], now: string) {
  // The cast gives PostgreSQL the column's type (it reads bare parameters in a CASE as text).
  const byId = <T>(type: 'integer' | 'real' | 'text', value: (p: ParticipantScores) => T) =>
    sql<T>`cast(case ${sql.join(
      scores.map((p) => sql`when id = ${p.id} then ${value(p)}`),
      sql` `,
    )} end as ${sql.raw(type)})`;
  await db
    .updateTable('participants')
    .set({
      status: 'scored',
      number_correct: byId('integer', (p) => p.number_correct),
      max_score: byId('integer', (p) => p.max_score),
      score_percent: byId('real', (p) => p.score_percent),
      job_fit: byId('real', (p) => p.job_fit),
      job_fit_json: byId('text', (p) => p.job_fit_json),
      competences_json: byId('text', (p) => p.competences_json),
      updated_at: now,
    })
    .where(
      'id',
      'in',
      scores.map((p) => p.id),
    )
    .execute();
}
