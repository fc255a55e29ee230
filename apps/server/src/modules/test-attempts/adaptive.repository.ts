import type { Deps } from '../../deps';

type Db = Deps['db'];

// The stored course of adaptive sections: one session (its seed) and one row per decision.

/** The session's seed, created on first use; a concurrent first use keeps the seed stored first. */
export async function adaptiveSeed(
  db: Db,
  submissionId: number,
  sectionId: string,
  fresh: number,
  at: string,
) {
  await db
    .insertInto('adaptive_sessions')
    .values({ submission_id: submissionId, section_id: sectionId, seed: fresh, created_at: at })
    .onConflict((oc) => oc.columns(['submission_id', 'section_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('adaptive_sessions')
    .select('seed')
    .where('submission_id', '=', submissionId)
    .where('section_id', '=', sectionId)
    .executeTakeFirstOrThrow();
  return Number(row.seed);
}

export interface AdaptiveStepRow {
  step: number;
  item_id: string | null;
  stop_reason: string | null;
  set_aside: string;
  theta: number;
  se: number;
}

/** The decisions of a section so far, in order. */
export function adaptiveSteps(db: Db, submissionId: number, sectionId: string): Promise<AdaptiveStepRow[]> {
  return db
    .selectFrom('adaptive_steps')
    .select(['step', 'item_id', 'stop_reason', 'set_aside', 'theta', 'se'])
    .where('submission_id', '=', submissionId)
    .where('section_id', '=', sectionId)
    .orderBy('step')
    .execute();
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

/**
 * Stores a decision once: the same step decided twice at once (two saves, two servers) is the same
 * decision — it is a function of the stored state and seed — so the second insert changes nothing.
 */
export async function insertAdaptiveStep(
  db: Db,
  row: { submission_id: number; section_id: string; decided_at: string } & AdaptiveStepRow,
) {
  await db
    .insertInto('adaptive_steps')
    .values(row)
    .onConflict((oc) => oc.columns(['submission_id', 'section_id', 'step']).doNothing())
    .execute();
}
