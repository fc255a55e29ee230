import type { Deps } from '../../deps';
import { compiledOnce } from '../../hot-path/compiled-queries';

type Db = Deps['db'];

// The stored course of adaptive sections: one session (its seed) and one row per decision. Every
// answer to an adaptive item reads the course and the seed and stores a decision, hundreds of times
// a second: the queries are compiled once (hot-path/compiled-queries.ts).

const compiledSeed = compiledOnce<{ seed: number | string }>(
  (db) =>
    db
      .selectFrom('adaptive_sessions')
      .select('seed')
      .where('submission_id', '=', 0)
      .where('section_id', '=', ''),
  () => 2,
  { groupRead: true },
);

const compiledNewSession = compiledOnce<never>(
  (db) =>
    db
      .insertInto('adaptive_sessions')
      .values({ submission_id: 0, section_id: '', seed: 0, created_at: '' })
      .onConflict((oc) => oc.columns(['submission_id', 'section_id']).doNothing()),
  () => 4,
  { groupCommit: true },
);

// A stored seed never changes (the insert keeps the first), so once read it is kept: every
// decision of a running section needs it. Only seeds read back from the database are kept, so
// every server of a cluster holds the one stored; kept per database, as tests open many.
const SEEDS_KEPT = 20_000;
const seedsByDb = new WeakMap<object, Map<string, number>>();

function seedsOf(db: Db) {
  const known = seedsByDb.get(db);
  if (known) return known;
  const seeds = new Map<string, number>();
  seedsByDb.set(db, seeds);
  return seeds;
}

/** The session's seed, created on first use; a concurrent first use keeps the seed stored first. */
export async function adaptiveSeed(
  db: Db,
  submissionId: number,
  sectionId: string,
  fresh: number,
  at: string,
) {
  const seeds = seedsOf(db);
  const key = `${submissionId}:${sectionId}`;
  const known = seeds.get(key);
  if (known !== undefined) return known;
  let row = (await compiledSeed(db, '', [submissionId, sectionId])).rows[0];
  if (!row) {
    await compiledNewSession(db, '', [submissionId, sectionId, fresh, at]);
    row = (await compiledSeed(db, '', [submissionId, sectionId])).rows[0];
  }
  if (!row) throw new Error(`adaptive session ${submissionId}/${sectionId} was not stored`);
  const seed = Number(row.seed);
  seeds.set(key, seed);
  if (seeds.size > SEEDS_KEPT) seeds.delete(seeds.keys().next().value as string);
  return seed;
}

export interface AdaptiveStepRow {
  step: number;
  item_id: string | null;
  stop_reason: string | null;
  set_aside: string;
  theta: number;
  se: number;
}

const compiledSteps = compiledOnce<AdaptiveStepRow>(
  (db) =>
    db
      .selectFrom('adaptive_steps')
      .select(['step', 'item_id', 'stop_reason', 'set_aside', 'theta', 'se'])
      .where('submission_id', '=', 0)
      .where('section_id', '=', '')
      .orderBy('step'),
  () => 2,
  { groupRead: true },
);

/** The decisions of a section so far, in order. */
export async function adaptiveSteps(
  db: Db,
  submissionId: number,
  sectionId: string,
): Promise<AdaptiveStepRow[]> {
  return (await compiledSteps(db, '', [submissionId, sectionId])).rows;
}

/** The decisions of every adaptive section of a submission, for its attempt content. */
export function adaptiveStepsOfSubmission(db: Db, submissionId: number) {
  return db
    .selectFrom('adaptive_steps')
    .select(['section_id', 'step', 'item_id', 'stop_reason', 'set_aside', 'theta', 'se'])
    .where('submission_id', '=', submissionId)
    .orderBy('step')
    .execute();
}

const compiledNewStep = compiledOnce<never>(
  (db) =>
    db
      .insertInto('adaptive_steps')
      .values({
        submission_id: 0,
        section_id: '',
        decided_at: '',
        step: 0,
        item_id: null as string | null,
        stop_reason: null as string | null,
        set_aside: '',
        theta: 0,
        se: 0,
      })
      .onConflict((oc) => oc.columns(['submission_id', 'section_id', 'step']).doNothing()),
  () => 9,
  { groupCommit: true },
);

/**
 * Stores a decision once: the same step decided twice at once (two saves, two servers) is the same
 * decision — it is a function of the stored state and seed — so the second insert changes nothing.
 */
export async function insertAdaptiveStep(
  db: Db,
  row: { submission_id: number; section_id: string; decided_at: string } & AdaptiveStepRow,
) {
  await compiledNewStep(db, '', [
    row.submission_id,
    row.section_id,
    row.decided_at,
    row.step,
    row.item_id,
    row.stop_reason,
    row.set_aside,
    row.theta,
    row.se,
  ]);
}
