import type { Deps } from '../../http/context';
import {
  createCompetence,
  setDimensionScorings,
  submitCompetence,
} from '../../modules/competences/competences.service';
import { DEMO_SCORING } from './demo-scoring';

/** The demo competence: computed from the ability test's dimension, banded on the sten scale. */
export const DEMO_COMPETENCE = {
  code: 'ANALYTICAL',
  name: 'Analytical thinking',
  description: 'Works through numbers and words to reach sound conclusions.',
  levels: [
    { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
    { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
    { level: 3, label: 'Role model', min: 7, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
  ],
  /** The demo job profile asks for this level with this weight. */
  target: { level: 2, weight: 1 },
};

/** Creates and submits the demo competence; answers its id. Run after the demo scoring exists. */
export async function seedDemoCompetence(deps: Deps): Promise<number> {
  const dimension = await deps.db
    .selectFrom('test_dimensions')
    .select('id')
    .where('code', '=', DEMO_SCORING.dimension.code)
    .executeTakeFirstOrThrow();
  const { target: _target, ...input } = DEMO_COMPETENCE;
  const competence = await createCompetence(deps, input);
  await setDimensionScorings(deps, {
    competence_id: competence.id,
    scorings: [{ test_dimension_id: dimension.id, weight: 1 }],
  });
  await submitCompetence(deps, competence.id);
  return competence.id;
}
