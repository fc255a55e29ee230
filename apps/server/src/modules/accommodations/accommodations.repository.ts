import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { participantWithProject, projectFormsOf, servedFormContent } from '../../db/project-joins';
import type { AccommodationTable, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A grant `a` is in force when no grant of the same participant was decided after it. */
function noLaterGrant({
  not,
  exists,
  selectFrom,
}: ExpressionBuilder<Database & { a: AccommodationTable }, 'a'>) {
  return not(
    exists(
      selectFrom('accommodations as later')
        .select('later.id')
        .whereRef('later.participant_id', '=', 'a.participant_id')
        .where('later.state', '=', 'granted')
        .where((eb) =>
          eb.or([
            eb('later.decided_at', '>', eb.ref('a.decided_at')),
            eb.and([
              eb('later.decided_at', '=', eb.ref('a.decided_at')),
              eb('later.id', '>', eb.ref('a.id')),
            ]),
          ]),
        ),
    ),
  );
}

// The accommodations' queries. A participant is reached only after the service has checked it
// through the participants' visibility (staff) or the participant's own code (the candidate).

/** The grants in force among these participants (each one's latest decided grant). */
function grantInForceAmong(participantIds: readonly number[]) {
  return (eb: ExpressionBuilder<Database & { a: AccommodationTable }, 'a'>) =>
    eb.and([
      eb('a.state', '=', 'granted'),
      eb('a.participant_id', 'in', [...participantIds]),
      noLaterGrant(eb),
    ]);
}

/** What a grant changes of a sitting: its clock, its breaks and its display. */
const GRANTED_SETTING_COLUMNS = [
  'a.extra_time_percent',
  'a.extra_time_json',
  'a.break_minutes',
  'a.larger_text',
  'a.high_contrast',
  'a.screen_reader',
] as const;

const RECORD_COLUMNS = [
  'a.id',
  'a.participant_id',
  'a.state',
  ...GRANTED_SETTING_COLUMNS,
  'a.reason',
  'a.requested_by',
  'a.requester_name',
  'a.request_message',
  'a.request_needs',
  'a.decided_at',
  'a.decline_reason',
  'a.created_at',
] as const;

/** The records with the name of the staff member who decided each. */
function recordsWithDecider(db: Db) {
  return db
    .selectFrom('accommodations as a')
    .leftJoin('users as u', 'u.id', 'a.decided_by')
    .select([...RECORD_COLUMNS, 'u.name as decided_by_name']);
}

/**
 * Every record of one participant, the latest decided first (a request granted today is the grant
 * in force even when a grant made yesterday has a higher id), then open requests, newest first.
 */
export function listRecords(db: Db, participantId: number) {
  return recordsWithDecider(db)
    .where('a.participant_id', '=', participantId)
    .orderBy((eb) => eb.fn.coalesce('a.decided_at', 'a.created_at'), 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}
export type RecordRow = Awaited<ReturnType<typeof listRecords>>[number];

/** The grant in force of each participant (their latest decided grant). */
export function grantedRecords(db: Db, participantIds: readonly number[]) {
  if (!participantIds.length) return Promise.resolve([] as RecordRow[]);
  return recordsWithDecider(db).where(grantInForceAmong(participantIds)).execute();
}

/** The grants in force among a project's participants (the evidence's grouping). */
export function grantedParticipantIds(db: Db, participantIds: readonly number[]) {
  if (!participantIds.length) return Promise.resolve([] as { participant_id: number }[]);
  return db
    .selectFrom('accommodations')
    .select('participant_id')
    .distinct()
    .where('state', '=', 'granted')
    .where('participant_id', 'in', [...participantIds])
    .execute();
}

export async function insertRecord(db: Db, row: Insertable<AccommodationTable>): Promise<number> {
  const inserted = await db
    .insertInto('accommodations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Answers a participant's open request (declined, or granted with the terms); false when it was answered meanwhile. */
export async function answerRequest(
  db: Db,
  id: number,
  answer: Updateable<AccommodationTable> & { state: 'granted' | 'declined' },
): Promise<boolean> {
  const result = await db
    .updateTable('accommodations')
    .set(answer)
    .where('id', '=', id)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The staff who look after a project: its consultant account's consultants and its corporate's collaborators. */
export function projectStaff(db: Db, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .innerJoin('users as u', (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([
            eb('u.role', '=', 'consultant'),
            eb('u.account_consultant_id', '=', eb.ref('c.account_consultant_id')),
          ]),
          eb.and([eb('u.role', '=', 'collaborator'), eb('u.account_corporate_id', '=', eb.ref('c.id'))]),
        ]),
      ),
    )
    .select(['u.email', 'u.name', 'u.locale'])
    .where('p.id', '=', projectId)
    .where('u.removed_at', 'is', null)
    .where('u.invited_email', 'is', null)
    .orderBy('u.id')
    .execute();
}

/** A project's tests with their forms, in the project's order. */
export function projectTests(db: Db, projectId: number) {
  return projectFormsOf(db, projectId)
    .select((eb) => ['pi.id', 'v.name', servedFormContent(eb)])
    .orderBy('pi.position')
    .execute();
}

/** The participant's project, name and code (for the staff's e-mail). */
export function participantProject(db: Db, participantId: number) {
  return participantWithProject(db, participantId)
    .select(['pt.id', 'pt.project_id', 'pt.name', 'pt.participant_code', 'p.name as project_name'])
    .executeTakeFirstOrThrow();
}

/** The grants in force of many participants, without who decided (the evidence's grouping). */
export function grantsInForce(db: Db, participantIds: readonly number[]) {
  if (!participantIds.length) return Promise.resolve([]);
  return db
    .selectFrom('accommodations as a')
    .select(['a.participant_id', ...GRANTED_SETTING_COLUMNS])
    .where(grantInForceAmong(participantIds))
    .execute();
}
