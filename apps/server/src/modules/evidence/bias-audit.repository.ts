import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database>;

/**
 * The actor's live projects an audit of this scope reads (one project, a job profile's, a
 * corporate's), with the scope's own name; other tenants' projects are not among them.
 */
export async function findAuditProjects(
  db: Db,
  actor: Actor,
  scope: 'project' | 'job_profile' | 'corporate',
  id: number,
) {
  let query = visibleProjects(db, actor)
    .leftJoin('job_profiles as jp', 'jp.id', 'p.job_profile_id')
    .select(['p.id', 'p.name', 'c.name as corporate_name', 'jp.name as job_profile_name']);
  if (scope === 'project') query = query.where('p.id', '=', id);
  else if (scope === 'job_profile') query = query.where('p.job_profile_id', '=', id);
  else query = query.where('p.account_corporate_id', '=', id);
  return query.orderBy('p.id').execute();
}

/**
 * The candidates of these projects who completed in the period, with the measures an audit
 * counts as selection and only the demographic values it groups by (no name, code or e-mail
 * leaves the query). `before` is the day after the period's last.
 */
export function listAuditCandidates(
  db: Db,
  projectIds: number[],
  period: { from?: string; before?: string },
) {
  let query = db
    .selectFrom('participants as pt')
    .select([
      // Only to find a reviewer's decision; the audit keeps groups and selections, not who.
      'pt.id as participant_id',
      'pt.job_fit',
      'pt.score_percent',
      'pt.gender',
      'pt.birth_date',
      'pt.education_level',
      'pt.completed_at',
    ])
    .where('pt.project_id', 'in', projectIds)
    .where('pt.completed_at', 'is not', null);
  if (period.from) query = query.where('pt.completed_at', '>=', period.from);
  if (period.before) query = query.where('pt.completed_at', '<', period.before);
  return query.execute();
}
