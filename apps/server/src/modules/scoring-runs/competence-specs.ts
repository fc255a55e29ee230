import type { CompetenceLevel } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectCompetenceSpec } from './competence-scoring';
import { listCompetenceScorings, listProjectCompetences } from './scoring-runs.repository';

/**
 * A project's competences in order, each with its levels, the project's target level and weight,
 * and the test dimensions (by code) it is computed from with their weights.
 */
export async function projectCompetenceSpecs(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProjectCompetenceSpec[]> {
  const rows = await listProjectCompetences(db, projectId);
  if (rows.length === 0) return [];
  const scorings = await listCompetenceScorings(
    db,
    rows.map((r) => r.id),
  );
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
