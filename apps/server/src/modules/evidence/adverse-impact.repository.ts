import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The job-fit decisions of these projects: each scored participant's job fit with only the
 * grouping values the comparison needs (no name, code or e-mail leaves the query).
 */
export function listJobFitDecisions(db: Db, projectIds: number[]) {
  return db
    .selectFrom('participants as pt')
    .select(['pt.job_fit', 'pt.gender', 'pt.education_level', 'pt.birth_date', 'pt.completed_at'])
    .where('pt.project_id', 'in', projectIds)
    .where('pt.job_fit', 'is not', null)
    .execute();
}
