import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../http/context';
import { scoreParticipantJob } from './scoring.service';

export const RECALCULATE_PROJECT_JOB = 'recalculate-project';
/** Participants rescored between two progress reports. */
const CHUNK = 25;

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
 * Rescores every scorable participant of a project with today's blueprints, norms and competences,
 * one participant per short transaction, reporting progress after every chunk.
 */
export async function recalculateProjectJob(
  deps: Deps,
  payload: { projectId: number },
  report: (progress: number) => Promise<void>,
): Promise<void> {
  const ids = (
    await scorableParticipants(deps.db, payload.projectId).select('pt.id').orderBy('pt.id').execute()
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const participantId of ids.slice(i, i + CHUNK)) await scoreParticipantJob(deps, { participantId });
    await report(Math.floor((100 * Math.min(ids.length, i + CHUNK)) / ids.length));
  }
}
