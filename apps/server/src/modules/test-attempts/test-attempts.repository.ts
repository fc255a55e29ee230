// The attempt's queries. The hottest ones (every answer save runs the participant lookup, the
// lean submission read and the answer upsert, hundreds of times a second) are compiled once per
// database through compiledOnce (hot-path/compiled-queries.ts) and run with fresh parameters.

import type { Updateable, UpdateResult } from 'kysely';
import { type OnConflictBuilder, sql } from 'kysely';
import { pgPool } from '../../db/connection';
import { participantWithProject, servedFormContent } from '../../db/project-joins';
import type { Database } from '../../db/schema';
import { newestRowWhere, rowsWhere, rowWhereOrThrow } from '../../db/table-rows';
import type { Deps } from '../../deps';
import { compiledOnce } from '../../hot-path/compiled-queries';
import { type Outcome, outcomeOf, perTurn } from '../../hot-path/turn-batch';
import { nowIso } from '../../lib/clock';

type Db = Deps['db'];

/** The columns of a submission's clock (SubmissionClock), selected from `submissions as s`. */
export const SUBMISSION_CLOCK_COLUMNS = [
  's.id',
  's.participant_id',
  's.state',
  's.started_at',
  's.deadline_at',
  's.section_index',
  's.section_started_at',
  's.break_started_at',
  's.break_seconds',
  's.break_extended_seconds',
  's.break_seq',
] as const;

// The participant's lookup by code.

const lookupQuery = (db: Db, code: string) =>
  db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select([
      'pt.id',
      'pt.project_id',
      'pt.account_corporate_id',
      'pt.participant_code',
      'pt.name',
      'pt.email',
      'pt.phone',
      'pt.status',
      'pt.registered_at',
      'pt.code_expires_at',
      'p.name as project_name',
      'p.end_date',
      'p.landing_form_json',
    ])
    .where('pt.participant_code', '=', code)
    .where('p.removed_at', 'is', null);
export type ParticipantRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof lookupQuery>['executeTakeFirst']>>
>;

/**
 * Every participant call starts with this lookup (answer saves hundreds of times a second), and
 * building and compiling the Kysely query costs more than running it on the unique index: it is
 * compiled once per database and run with the code as its only parameter.
 */
const compiledLookup = compiledOnce<ParticipantRow>(
  (db) => lookupQuery(db, ''),
  () => 1,
);

/** The participant holding a (normalised) code, with their project's name, end and form. */
export async function participantRow(db: Db, code: string): Promise<ParticipantRow | undefined> {
  const { rows } = await compiledLookup(db, '', [code]);
  return rows[0];
}

// A participant's submissions, and the answer save's lean read of one.

/** Submissions with their project test and its form's version (`s`, `pi`, `v`). */
export const submissionsWithForms = (db: Db) =>
  db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id');

const submissionsQuery = (db: Db, participantId: number) =>
  submissionsWithForms(db)
    .select([
      ...SUBMISSION_CLOCK_COLUMNS,
      'pi.id as project_instrument_id',
      'pi.position',
      'v.id as version_id',
      'v.instrument_id',
      'v.name as instrument_name',
      'v.instructions',
      // A project running a variation serves the form it pinned instead of the base form.
      (eb) => eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json'),
      (eb) =>
        eb
          .selectFrom('answers as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.submission_id', '=', 's.id')
          .as('answered'),
    ])
    .where('s.participant_id', '=', participantId)
    .orderBy('pi.position');
export type SubmissionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof submissionsQuery>['executeTakeFirst']>>
>;
// Every participant call (answer saves hundreds of times a second) reads these: compiled once.
const compiledSubmissions = compiledOnce<SubmissionRow>(
  (db) => submissionsQuery(db, 0),
  () => 1,
);

/** A participant's submissions in the project's order, with their forms and answer counts. */
export async function submissionsOf(db: Db, participantId: number): Promise<SubmissionRow[]> {
  return (await compiledSubmissions(db, '', [participantId])).rows;
}

/** The read's tables and columns; the two queries below choose the submissions. */
const runningBase = (db: Db) =>
  db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('submissions as s', 's.participant_id', 'pt.id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .select([
      'pt.participant_code',
      'pt.status',
      'pt.registered_at',
      'pt.code_expires_at',
      ...SUBMISSION_CLOCK_COLUMNS,
      'pi.id as project_instrument_id',
      'pi.instrument_version_id',
      // Whether the project pinned a variation (1/0 on SQLite, a boolean on PostgreSQL).
      (eb) => eb('pi.variation_json', 'is not', null).as('pinned'),
    ])
    .where('p.removed_at', 'is', null);
export type RunningRow = NonNullable<Awaited<ReturnType<ReturnType<typeof runningBase>['executeTakeFirst']>>>;

/** The read's row from SQLite's values, in runningBase's order (checked when it is prepared). */
const runningRowOf = (v: unknown[]) =>
  ({
    participant_code: v[0],
    status: v[1],
    registered_at: v[2],
    code_expires_at: v[3],
    id: v[4],
    participant_id: v[5],
    state: v[6],
    started_at: v[7],
    deadline_at: v[8],
    section_index: v[9],
    section_started_at: v[10],
    break_started_at: v[11],
    break_seconds: v[12],
    break_extended_seconds: v[13],
    break_seq: v[14],
    project_instrument_id: v[15],
    instrument_version_id: v[16],
    pinned: v[17],
  }) as RunningRow;
const RUNNING_COLUMNS = Object.keys(runningRowOf([]));

/** SQLite: one participant's submission, run back to back with the others of its turn. */
const compiledRunning = compiledOnce<RunningRow>(
  (db) => runningBase(db).where('pt.participant_code', '=', '').where('s.id', '=', 0),
  () => 2,
  { groupRead: true, valuesRow: { columns: RUNNING_COLUMNS, row: runningRowOf } },
);

/**
 * PostgreSQL: the submissions of every save of one turn in one query (one round trip), by primary
 * key; each save then takes its row only if the code it gave is that submission's participant's.
 */
const compiledRunningMany = compiledOnce<RunningRow>(
  (db) => runningBase(db).where('s.id', '=', (eb) => eb.fn.any(eb.val([0]))),
  () => 1,
);
const MAX_INTEGER = 2_147_483_647;
const runningOnPostgres = perTurn(async (db: Db, keys: { code: string; submissionId: number }[]) => {
  // An id past PostgreSQL's integer range matches nothing, and would fail the whole query.
  const ids = [...new Set(keys.map((k) => k.submissionId))].filter((id) => id > 0 && id <= MAX_INTEGER);
  const { rows } = await compiledRunningMany(db, '', [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => {
    const row = byId.get(k.submissionId);
    return { ok: true, value: row && row.participant_code === k.code ? row : undefined };
  });
});

/** A participant's (normalised code) submission with the participant's access columns, or none. */
export async function runningRow(
  db: Db,
  code: string,
  submissionId: number,
): Promise<RunningRow | undefined> {
  if (pgPool(db)) return runningOnPostgres(db, { code, submissionId });
  const { rows } = await compiledRunning(db, '', [code, submissionId]);
  return rows[0];
}

const contentQuery = (db: Db) =>
  db
    .selectFrom('project_instruments as pi')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select(servedFormContent)
    .where('pi.id', '=', 0);
const compiledContent = compiledOnce<{ content_json: string }>(contentQuery, () => 1);

/** A project instrument's form (its pinned variation or the base form), as stored. */
export async function formContentJson(db: Db, projectInstrumentId: number): Promise<string> {
  const { rows } = await compiledContent(db, '', [projectInstrumentId]);
  return rows[0].content_json;
}

// The answers of a save.

/** One answer as stored: its value already encoded, `seq` the device's sequence number or null. */
export interface AnswerRow {
  submissionId: number;
  itemId: string;
  value: string;
  answeredAt: string;
  seq: number | null;
}

/** Per item the answer with the highest sequence number wins; a plain value (no seq) always replaces. */
const keepNewer = (oc: OnConflictBuilder<Database, 'answers'>) =>
  oc
    .columns(['submission_id', 'item_id'])
    .doUpdateSet({
      value: sql`excluded.value`,
      answered_at: sql`excluded.answered_at`,
      seq: sql`excluded.seq`,
    })
    .where(sql<boolean>`excluded.seq is null or answers.seq is null or excluded.seq > answers.seq`);

/**
 * The answers of one save, upserted. Compiled once per number of answers in a save (a device sends
 * one or a few), as saves are the hottest write; on SQLite the saves of one moment share a commit.
 */
const upsertValues = compiledOnce<never, number>(
  (db, count) =>
    db
      .insertInto('answers')
      .values(
        Array.from({ length: count }, () => ({
          submission_id: 0,
          item_id: '',
          value: '',
          answered_at: '',
          seq: null as number | null,
        })),
      )
      .onConflict(keepNewer),
  (count) => count * 5,
  { groupCommit: true },
);

/**
 * PostgreSQL: the answers of every save of one turn as one statement, one array per column (the
 * same named statement whatever their number). It answers the rows it stored, so each save learns
 * how many of its own answers were kept.
 */
const upsertArrays = compiledOnce<{ submission_id: number; item_id: string }>(
  (db) =>
    db
      .insertInto('answers')
      .columns(['submission_id', 'item_id', 'value', 'answered_at', 'seq'])
      .expression(
        sql`select * from unnest(${[0]}::integer[], ${['']}::text[], ${['']}::text[], ${['']}::text[], ${[0]}::integer[])`,
      )
      .onConflict(keepNewer)
      .returning(['submission_id', 'item_id']),
  () => 5,
);

const keyOf = (submissionId: number, itemId: string) => `${submissionId}\u0000${itemId}`;

function saveAlone(db: Db, rows: AnswerRow[]): Promise<number> {
  const values = rows.flatMap((r) => [r.submissionId, r.itemId, r.value, r.answeredAt, r.seq]);
  return upsertValues(db, rows.length, values).then((res) => Number(res.numAffectedRows ?? 0));
}

const upsertOnPostgres = perTurn(async (db: Db, saves: AnswerRow[][]): Promise<Outcome<number>[]> => {
  const all = saves.flat();
  const keys = all.map((r) => keyOf(r.submissionId, r.itemId));
  if (new Set(keys).size === keys.length) {
    try {
      const { rows } = await upsertArrays(db, '', [
        all.map((r) => r.submissionId),
        all.map((r) => r.itemId),
        all.map((r) => r.value),
        all.map((r) => r.answeredAt),
        all.map((r) => r.seq),
      ]);
      const stored = new Set(rows.map((r) => keyOf(r.submission_id, r.item_id)));
      return saves.map((save) => ({
        ok: true,
        value: save.filter((r) => stored.has(keyOf(r.submissionId, r.itemId))).length,
      }));
    } catch {
      // One save's failure (its submission just deleted) fails the statement: see below.
    }
  }
  // One statement may not touch a row twice (two saves of one item in the same turn), and a
  // failing statement stores none of its rows: then each save runs alone, in arrival order, with
  // its own result or error.
  const outcomes: Outcome<number>[] = [];
  for (const save of saves) outcomes.push(await outcomeOf(() => saveAlone(db, save)));
  return outcomes;
});

/** Upserts one save's answers; answers how many were stored (the others were older than what is held). */
export function upsertAnswers(db: Db, rows: AnswerRow[]): Promise<number> {
  if (!rows.length) return Promise.resolve(0);
  return pgPool(db) ? upsertOnPostgres(db, rows) : saveAlone(db, rows);
}

// The project's settings an attempt follows.

/** Whether the project lets its participants choose their language, and its default language. */
export function projectLanguageRow(db: Db, projectId: number) {
  const columns = ['allow_language_choice', 'default_language'] as const;
  return rowWhereOrThrow(db, 'projects', columns, { id: projectId });
}

// The attempt's answers, item clocks and participant.

/** The item ids and sequence numbers a submission holds (of the given items, or all). */
export function answerSeqs(db: Db, submissionId: number, itemIds?: string[]) {
  let q = db.selectFrom('answers').select(['item_id', 'seq']).where('submission_id', '=', submissionId);
  if (itemIds) q = q.where('item_id', 'in', itemIds);
  return q.execute();
}

const compiledAnswers = compiledOnce<{ item_id: string; value: string; seq: number | null }>(
  (db) => db.selectFrom('answers').select(['item_id', 'value', 'seq']).where('submission_id', '=', 0),
  () => 1,
  { groupRead: true },
);

/** A submission's saved answers (read on every adaptive save: compiled once). */
export async function submissionAnswers(db: Db, submissionId: number) {
  return (await compiledAnswers(db, '', [submissionId])).rows;
}

/** Which items of these submissions have an answer. */
export function answeredItems(db: Db, submissionIds: number[]) {
  return rowsWhere(db, 'answers', ['submission_id', 'item_id'], { submission_id: submissionIds });
}

/** When the given items of a submission were first shown. */
export function itemViews(db: Db, submissionId: number, itemIds: string[]) {
  return db
    .selectFrom('item_views')
    .select(['item_id', 'shown_at'])
    .where('submission_id', '=', submissionId)
    .where('item_id', 'in', itemIds)
    .execute();
}

/** Records that an item was shown (the first time counts); answers when it was first shown. */
export async function markItemShown(
  db: Db,
  submissionId: number,
  itemId: string,
  now: string,
): Promise<string> {
  await db
    .insertInto('item_views')
    .values({ submission_id: submissionId, item_id: itemId, shown_at: now })
    .onConflict((oc) => oc.columns(['submission_id', 'item_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('item_views')
    .select('shown_at')
    .where('submission_id', '=', submissionId)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.shown_at;
}

/** Who takes an attempt: the participant's id, code and project. */
export function attemptParticipant(db: Db, participantId: number) {
  return db
    .selectFrom('participants')
    .select(['id', 'participant_code', 'project_id'])
    .where('id', '=', participantId)
    .executeTakeFirstOrThrow();
}

/** The project's randomise setting, as stored. */
export function attemptSettingsRow(db: Db, participantId: number) {
  return participantWithProject(db, participantId).select(['p.randomise_items']).executeTakeFirstOrThrow();
}

/** The clock's columns of the participant's accommodation in force (the latest grant), if any. */
export function grantedAccommodationRow(db: Db, participantId: number) {
  const clockColumns = ['extra_time_percent', 'extra_time_json', 'break_minutes', 'screen_reader'] as const;
  const granted = { participant_id: participantId, state: 'granted' } as const;
  return newestRowWhere(db, 'accommodations', clockColumns, granted, ['decided_at', 'id']);
}

/**
 * A change to one submission, narrowed by the caller's guard (its state, section or break): calls
 * that race each read the same row, and the guard lets only the first one's change land.
 */
export function submissionChange(db: Db, submissionId: number, changes: Updateable<Database['submissions']>) {
  return db.updateTable('submissions').set(changes).where('id', '=', submissionId);
}

/** Runs a guarded change; answers whether it changed the row (false: another call got there first). */
export async function changedOne(change: { executeTakeFirst(): Promise<UpdateResult> }): Promise<boolean> {
  const res = await change.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// Starting and resuming.

/** Starts a submission that has not started; answers whether this call started it. */
export async function startSubmission(
  db: Db,
  submissionId: number,
  clock: Updateable<Database['submissions']>,
): Promise<boolean> {
  return changedOne(submissionChange(db, submissionId, clock).where('state', '=', 'not_started'));
}

/** Stores the device's own timer beside the server's clock (for reviewers, never used). */
export async function recordClientTimer(
  db: Db,
  submissionId: number,
  lastTimer: number | null,
): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ client_last_timer: lastTimer, client_last_timer_at: nowIso() })
    .where('id', '=', submissionId)
    .execute();
}
