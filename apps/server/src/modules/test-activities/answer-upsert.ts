import { type OnConflictBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-queries';
import { pgPool } from '../../db/connection';
import type { Database } from '../../db/schema';
import { type Outcome, outcomeOf, perTurn } from '../../db/turn-batch';
import type { Deps } from '../../http/context';

type Db = Deps['db'];

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
