import type { Actor, Deps } from '../../deps';
import { jobProgress } from '../../jobs/progress';
import { fieldError } from '../../lib/errors';
import { projectDetail, recalculateJobOf, rememberRecalculateJob } from '../projects/projects.service';
import { countScorableParticipants, RECALCULATE_PROJECT_JOB } from './recalculate-project';
import { SCORING_RUN_MESSAGES } from './scoring-runs.messages';

/**
 * Queues a rescoring of every participant with finished tests (after a norm, blueprint or
 * competence change) and remembers the job on the project. A recalculation already queued or
 * running is answered instead of starting a second one.
 */
export async function recalculateProject(deps: Deps, actor: Actor, projectId: number) {
  await projectDetail(deps, actor, projectId);
  const current = await jobProgress(deps.db, await recalculateJobOf(deps, projectId));
  if (current.job_id && (current.status === 'queued' || current.status === 'running'))
    return { job_id: current.job_id };
  if ((await countScorableParticipants(deps, projectId)) === 0)
    throw fieldError('project_id', SCORING_RUN_MESSAGES.nothingToRecalculate);
  const jobId = await deps.jobs.enqueue(RECALCULATE_PROJECT_JOB, { projectId });
  await rememberRecalculateJob(deps, projectId, jobId);
  return { job_id: jobId };
}

export async function recalculateProgress(deps: Deps, actor: Actor, projectId: number) {
  await projectDetail(deps, actor, projectId);
  return jobProgress(deps.db, await recalculateJobOf(deps, projectId));
}
