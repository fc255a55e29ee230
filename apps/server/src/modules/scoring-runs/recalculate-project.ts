import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { projectScoring, scoreParticipants } from './scoring-runs.service';

export const RECALCULATE_PROJECT_JOB = 'recalculate-project';
/** Participants read and scored per step (their writes go in smaller transactions), then a progress report. */
const CHUNK = 500;

/** Participants of a project whose every submission is finished (and who have at least one). */
export function scorableParticipants(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom('participants as pt')
    .where('pt.project_id', '=', projectId)
    .where('pt.status', 'in', ['completed', 'scored'])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.participant_id', '=', 'pt.id')
            .where('s.state', '=', 'finished'),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('submissions as s2')
              .select('s2.id')
              .whereRef('s2.participant_id', '=', 'pt.id')
              .where('s2.state', '!=', 'finished'),
          ),
        ),
      ]),
    );
}

/**
 * Rescores every scorable participant of a project with today's blueprints, norms and competences:
 * the blueprints are compiled once, then participants go through in id order, a batch at a time
 * (keyset paging, so participants finishing meanwhile are picked up and nobody is scored twice).
 */
export async function recalculateProjectJob(
  deps: Deps,
  payload: { projectId: number },
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const ctx = await projectScoring(deps, payload.projectId);
  // The cheap candidates (finished statuses); scoreParticipants skips anyone with an unfinished test.
  const candidates = () =>
    deps.db
      .selectFrom('participants')
      .where('project_id', '=', payload.projectId)
      .where('status', 'in', ['completed', 'scored']);
  const total = Number(
    (
      await candidates()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let last = 0;
  let done = 0;
  for (;;) {
    const ids = (
      await candidates().select('id').where('id', '>', last).orderBy('id').limit(CHUNK).execute()
    ).map((r) => r.id);
    if (ids.length === 0) break;
    await scoreParticipants(deps, ctx, ids);
    last = ids[ids.length - 1];
    done += ids.length;
    await report(Math.min(99, Math.floor((100 * done) / Math.max(total, 1))));
  }
}
