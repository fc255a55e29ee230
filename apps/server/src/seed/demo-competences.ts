import type { Deps } from '../deps';
import {
  createCompetence,
  setCompetenceTranslations,
  setDimensionScorings,
  submitCompetence,
} from '../modules/competences/competences.service';
import { DEMO_ADAPTIVE_TEST } from './demo-adaptive-test';
import { DEMO_COMPETENCE_TEXTS_ID } from './demo-library-id';
import { DEMO_SCORING } from './demo-scoring';

/** Three levels on the sten scale: below average, average to good, clearly above average. */
const levels = (developing: string, proficient: string, model: string) => [
  { level: 1, label: developing, min: 1, max: 5, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: proficient, min: 5, max: 8, colour: '#f9a825', text_colour: '#000000' },
  { level: 3, label: model, min: 8, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];

/**
 * The demo competences: one computed from the two reasoning tests (fixed and adaptive), two from
 * the Work Style Inventory's traits, each banded on the sten scale. `target` is what the demo job
 * profile asks for.
 */
export const DEMO_COMPETENCES = [
  {
    code: 'ANALYTICAL',
    name: 'Analytical thinking',
    description: 'Works through numbers and words to reach sound conclusions.',
    levels: levels('Developing', 'Proficient', 'Role model'),
    dimensions: [
      { code: DEMO_SCORING.dimension.code, weight: 1 },
      { code: DEMO_ADAPTIVE_TEST.dimension.code, weight: 1 },
    ],
    target: { level: 2, weight: 2 },
    interviewQuestions: [
      'Tell me about a problem where the numbers did not add up. How did you find out why?',
      'Describe a decision you made from incomplete data. What did you check first?',
    ],
  },
  {
    code: 'PLANNING',
    name: 'Planning and organising',
    description: 'Plans work ahead, keeps it in order and sees it through to the end.',
    levels: levels('Developing', 'Proficient', 'Role model'),
    dimensions: [
      { code: 'ORGANISATION', weight: 2 },
      { code: 'DRIVE', weight: 1 },
    ],
    target: { level: 2, weight: 1 },
    interviewQuestions: [
      'Walk me through how you planned your last busy week. What slipped, and why?',
      'Tell me about a long task you finished although it had become dull.',
    ],
  },
  {
    code: 'TEAMWORK',
    name: 'Teamwork',
    description: 'Works with others, shares ideas and looks for solutions that work for everyone.',
    levels: levels('Developing', 'Proficient', 'Role model'),
    dimensions: [
      { code: 'COOPERATION', weight: 1 },
      { code: 'SOCIABILITY', weight: 1 },
    ],
    target: { level: 2, weight: 1 },
    interviewQuestions: [
      'Tell me about a time a colleague disagreed with your idea. What did you do?',
      'Describe a team result you are proud of. What was your part in it?',
    ],
  },
] as const;

/** The ability competence (the demo's first; kept by this name for the code that needs only it). */
export const DEMO_COMPETENCE = DEMO_COMPETENCES[0];

/** Creates and submits the demo competences; answers their ids in order. Run after the demo scoring exists. */
export async function seedDemoCompetences(deps: Deps): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of DEMO_COMPETENCES) {
    const dimensions = await deps.db
      .selectFrom('test_dimensions')
      .select(['id', 'code'])
      .where(
        'code',
        'in',
        spec.dimensions.map((d) => d.code),
      )
      .execute();
    const competence = await createCompetence(deps, {
      code: spec.code,
      name: spec.name,
      description: spec.description,
      levels: spec.levels.map((l) => ({ ...l })),
      interview_questions: spec.interviewQuestions,
    });
    await setDimensionScorings(deps, {
      competence_id: competence.id,
      scorings: spec.dimensions.map((d) => ({
        test_dimension_id: dimensions.find((r) => r.code === d.code)?.id as number,
        weight: d.weight,
      })),
    });
    await submitCompetence(deps, competence.id);
    await setCompetenceTranslations(deps, {
      id: competence.id,
      translations: { id: DEMO_COMPETENCE_TEXTS_ID[spec.code] },
    });
    ids.push(competence.id);
  }
  return ids;
}
