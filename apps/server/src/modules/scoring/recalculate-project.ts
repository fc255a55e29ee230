import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../http/context';
import { projectScoringContext, scoreParticipants } from './scoring.service';

export const RECALCULATE_PROJECT_JOB = 'recalculate-project';
/**
 * Participants scored per group: one read of their submissions, one of their answers and one
 * write transaction each, small enough that the transaction stays short and the event loop
 * answers other requests between groups.
 */
const CHUNK = 100;

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
 * Rescores every scorable participant of a project with today's blueprints, norms and competences
 * (loaded and compiled once), group by group, reporting progress after every group.
 */
export async function recalculateProjectJob(
  deps: Deps,
  payload: { projectId: number },
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const ids = (
    await scorableParticipants(deps.db, payload.projectId).select('pt.id').orderBy('pt.id').execute()
  ).map((r) => r.id);
  const ctx = await projectScoringContext(deps, payload.projectId);
  let reported = -1;
  for (let i = 0; i < ids.length; i += CHUNK) {
    await scoreParticipants(deps, ctx, ids.slice(i, i + CHUNK));
    const progress = Math.floor((100 * Math.min(ids.length, i + CHUNK)) / ids.length);
    if (progress !== reported) await report(progress);
    reported = progress;
    // Let waiting requests (answer saves, progress polls) run between groups.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
