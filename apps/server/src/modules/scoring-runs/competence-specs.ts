import type { CompetenceLevel } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectCompetenceSpec } from './competence-scoring';

/**
 * A project's competences in order, each with its levels, the project's target level and weight,
 * and the test dimensions (by code) it is computed from with their weights.
 */
export async function projectCompetenceSpecs(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProjectCompetenceSpec[]> {
  const rows = await db
    .selectFrom('project_competences as pc')
    .innerJoin('competences as c', 'c.id', 'pc.competence_id')
    .select(['c.id', 'c.code', 'c.name', 'c.levels_json', 'pc.target_level', 'pc.weight'])
    .where('pc.project_id', '=', projectId)
    .orderBy('pc.position')
    .orderBy('pc.id')
    .execute();
  if (rows.length === 0) return [];
  const scorings = await db
    .selectFrom('competence_dimension_scorings as s')
    .innerJoin('test_dimensions as d', 'd.id', 's.test_dimension_id')
    .select(['s.competence_id', 'd.code', 's.weight'])
    .where(
      's.competence_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    competence_id: r.id,
    code: r.code,
    name: r.name,
    levels: JSON.parse(r.levels_json) as CompetenceLevel[],
    target_level: r.target_level,
    weight: Number(r.weight),
    scorings: scorings
      .filter((s) => s.competence_id === r.id)
      .map((s) => ({ code: s.code, weight: Number(s.weight) })),
  }));
}
