import type { CompetenceLevel, ProjectCompetenceInput } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { listLiveCompetences } from './projects.repository';

/**
 * Competence targets of a project: each a submitted (scorable) competence, listed once, aiming at
 * one of its levels with a weight above 0. Errors name the row, e.g. `competences.2.target_level`.
 */
export async function assertProjectCompetences(
  deps: Deps,
  competences: readonly ProjectCompetenceInput[],
): Promise<void> {
  const ids = competences.map((c) => c.competence_id);
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0)
    throw badRequest(
      `competences.${twice}.competence_id: competence ${ids[twice]} is listed twice`,
      `competences.${twice}.competence_id`,
    );
  if (!ids.length) return;
  const rows = await listLiveCompetences(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  competences.forEach((c, i) => {
    const row = byId.get(c.competence_id);
    const at = (name: string) => `competences.${i}.${name}`;
    if (!row)
      throw badRequest(`${at('competence_id')}: unknown competence ${c.competence_id}`, at('competence_id'));
    if (row.status !== 'submitted')
      throw badRequest(
        `${at('competence_id')}: competence '${row.code}' is not submitted yet, so it cannot be scored`,
        at('competence_id'),
      );
    const levels = (JSON.parse(row.levels_json) as CompetenceLevel[]).map((l) => l.level);
    if (!levels.includes(c.target_level))
      throw badRequest(
        `${at('target_level')}: competence '${row.code}' has no level ${c.target_level} (levels: ${levels.join(', ')})`,
        at('target_level'),
      );
    if (!(Number.isFinite(c.weight) && c.weight > 0))
      throw badRequest(`${at('weight')}: weight must be a number greater than 0`, at('weight'));
  });
}
