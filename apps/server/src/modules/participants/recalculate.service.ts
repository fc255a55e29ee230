import type { Actor, Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { jobProgress } from '../../jobs/progress';
import { nowIso } from '../../lib/clock';
import { projectDetail } from '../projects/projects.service';
import { RECALCULATE_PROJECT_JOB, scorableParticipants } from '../scoring-runs/recalculate-project';

/**
 * Queues a rescoring of every participant with finished tests (after a norm, blueprint or
 * competence change) and remembers the job on the project. A recalculation already queued or
 * running is answered instead of starting a second one.
 */
export async function recalculateProject(deps: Deps, actor: Actor, projectId: number) {
  await projectDetail(deps, actor, projectId);
  const project = await deps.db
    .selectFrom('projects')
    .select('recalculate_job_id')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const current = await jobProgress(deps.db, project.recalculate_job_id);
  if (current.job_id && (current.status === 'queued' || current.status === 'running'))
    return { job_id: current.job_id };
  const count = await scorableParticipants(deps.db, projectId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) === 0)
    throw badRequest(
      'project_id: nobody in this project has finished their tests yet, so there is nothing to recalculate',
      'project_id',
    );
  const jobId = await deps.jobs.enqueue(RECALCULATE_PROJECT_JOB, { projectId });
  await deps.db
    .updateTable('projects')
    .set({ recalculate_job_id: jobId, updated_at: nowIso() })
    .where('id', '=', projectId)
    .execute();
  return { job_id: jobId };
}

export async function recalculateProgress(deps: Deps, actor: Actor, projectId: number) {
  await projectDetail(deps, actor, projectId);
  const project = await deps.db
    .selectFrom('projects')
    .select('recalculate_job_id')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return jobProgress(deps.db, project.recalculate_job_id);
}
