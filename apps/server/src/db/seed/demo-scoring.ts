import type { Deps } from '../../http/context';
import { nowIso } from '../../lib/clock';
import {
  createBlueprint,
  dimensionPart,
  finalScorePart,
  gobPart,
  settingsPart,
} from '../../modules/quiz-scorings/quiz-scorings.service';

/** The demo ability test's dimension and the indicator its items feed. */
export const DEMO_SCORING = {
  dimension: { code: 'GENERAL-REASONING', name: 'General reasoning' },
  indicator: { code: 'GR-ITEMS', name: 'Reasoning items' },
  blueprintName: 'General reasoning norms (demo)',
  normGroup: 'general',
  /** Sten for 0…8 correct answers (8 items). */
  stens: [1, 2, 3, 4, 5, 6, 7, 9, 10],
  bands: [
    { min: 1, max: 3, level: 'Below expectations', colour: '#c62828' },
    { min: 4, max: 7, level: 'Meets expectations', colour: '#f9a825' },
    { min: 8, max: 10, level: 'Exceeds expectations', colour: '#2e7d32' },
  ],
} as const;

/** The test dimension and indicator by code, created when the library lacks them. */
async function ensureDimension(deps: Deps): Promise<void> {
  const { db } = deps;
  const now = nowIso();
  let dimension = await db
    .selectFrom('test_dimensions')
    .select('id')
    .where('code', '=', DEMO_SCORING.dimension.code)
    .executeTakeFirst();
  dimension ??= await db
    .insertInto('test_dimensions')
    .values({ ...DEMO_SCORING.dimension, description: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const indicator = await db
    .selectFrom('indicators')
    .select('id')
    .where('code', '=', DEMO_SCORING.indicator.code)
    .executeTakeFirst();
  if (!indicator) {
    await db
      .insertInto('indicators')
      .values({
        ...DEMO_SCORING.indicator,
        dimension_id: dimension.id,
        description: '',
        position: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/**
 * A scoring blueprint for the demo ability test: every item feeds 'Reasoning items', the dimension
 * 'General reasoning' is normed on a sten table, and gob bands colour its sten.
 */
export async function seedDemoScoring(deps: Deps, instrumentId: number): Promise<number> {
  await ensureDimension(deps);
  const blueprint = await createBlueprint(deps, {
    instrument_id: instrumentId,
    name: DEMO_SCORING.blueprintName,
    description: 'Number correct on all items, normed on the demo graduate group.',
  });
  const code = DEMO_SCORING.dimension.code;
  await settingsPart.create(deps, {
    blueprint_id: blueprint.id,
    raw_score_method: 'sum',
    missing_policy: 'zero',
    untagged_indicator_code: DEMO_SCORING.indicator.code,
  });
  await dimensionPart.create(deps, {
    blueprint_id: blueprint.id,
    dimension_code: code,
    aggregation: 'sum',
    indicators: [{ code: DEMO_SCORING.indicator.code, weight: 1 }],
    reliability: null,
  });
  await finalScorePart.create(deps, {
    blueprint_id: blueprint.id,
    dimension_code: code,
    norm_group: DEMO_SCORING.normGroup,
    method: 'table',
    scale_kind: 'sten',
    rows: DEMO_SCORING.stens.map((scaled, raw) => ({ raw_min: raw, raw_max: raw, scaled })),
    mean: null,
    sd: null,
    n: 412,
    norm_date: '2026-01-15',
    norm_version: '2026.1',
    raw_step: 1,
  });
  await gobPart.create(deps, {
    blueprint_id: blueprint.id,
    target_code: code,
    scale: 'sten',
    bands: DEMO_SCORING.bands.map((b) => ({ ...b, description: `${b.level} for a graduate role.` })),
  });
  return blueprint.id;
}
