import type { ProjectCompetenceInput } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { assertCompetenceTargets } from '../competences/competence-targets';
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
  await assertCompetenceTargets(competences, (ids) => listLiveCompetences(deps.db, ids), {
    competenceTwice: PROJECT_MESSAGES.competenceTwice,
    unknownCompetence: PROJECT_MESSAGES.unknownCompetence,
    notSubmitted: PROJECT_MESSAGES.competenceNotSubmitted,
    noSuchLevel: PROJECT_MESSAGES.competenceNoLevel,
    weightPositive: PROJECT_MESSAGES.weightPositive,
  });
}
