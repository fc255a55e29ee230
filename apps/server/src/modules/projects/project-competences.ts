import type { CompetenceLevel, ProjectCompetenceInput } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { PROJECT_MESSAGES } from './projects.messages';
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
    throw fieldError(
      `competences.${twice}.competence_id`,
      fillMessage(PROJECT_MESSAGES.competenceTwice, { id: ids[twice] }),
    );
  if (!ids.length) return;
  const rows = await listLiveCompetences(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  competences.forEach((c, i) => {
    const row = byId.get(c.competence_id);
    const at = (name: string) => `competences.${i}.${name}`;
    if (!row)
      throw fieldError(
        at('competence_id'),
        fillMessage(PROJECT_MESSAGES.unknownCompetence, { id: c.competence_id }),
      );
    if (row.status !== 'submitted')
      throw fieldError(
        at('competence_id'),
        fillMessage(PROJECT_MESSAGES.competenceNotSubmitted, { code: row.code }),
      );
    const levels = (JSON.parse(row.levels_json) as CompetenceLevel[]).map((l) => l.level);
    if (!levels.includes(c.target_level))
      throw fieldError(
        at('target_level'),
        fillMessage(PROJECT_MESSAGES.competenceNoLevel, {
          code: row.code,
          level: c.target_level,
          levels: levels.join(', '),
        }),
      );
    if (!(Number.isFinite(c.weight) && c.weight > 0))
      throw fieldError(at('weight'), PROJECT_MESSAGES.weightPositive);
  });
}
