import type { Deps } from '../../deps';
import type { JobReport } from '../../jobs/job-definition';
import {
  countRecalculationCandidates,
  countScorableParticipants as countScorable,
  listRecalculationCandidateIds,
} from './scoring-runs.repository';
import { projectScoring, scoreParticipants } from './scoring-runs.service';

export const RECALCULATE_PROJECT_JOB = 'recalculate-project';
/** Participants read and scored per step (their writes go in smaller transactions), then a progress report. */
const CHUNK = 500;

/** How many participants of a project have finished every test (and have at least one). */
export function countScorableParticipants(deps: Deps, projectId: number): Promise<number> {
  return countScorable(deps.db, projectId);
}

/**
 * Rescores every scorable participant of a project with today's blueprints, norms and competences:
 * the blueprints are compiled once, then participants go through in id order, a batch at a time
 * (keyset paging, so participants finishing meanwhile are picked up and nobody is scored twice).
 */
export async function recalculateProjectJob(
  deps: Deps,
  payload: { projectId: number },
  report: JobReport,
): Promise<void> {
  const ctx = await projectScoring(deps, payload.projectId);
  // The cheap candidates (finished statuses); scoreParticipants skips anyone with an unfinished test.
  const total = await countRecalculationCandidates(deps.db, payload.projectId);
  let last = 0;
  let done = 0;
  for (;;) {
    const ids = await listRecalculationCandidateIds(deps.db, payload.projectId, last, CHUNK);
    if (ids.length === 0) break;
    await scoreParticipants(deps, ctx, ids);
    last = ids[ids.length - 1];
    done += ids.length;
    await report(Math.min(99, Math.floor((100 * done) / Math.max(total, 1))));
  }
}
