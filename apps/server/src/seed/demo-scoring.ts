import type { Deps } from '../deps';
import { nowIso } from '../lib/clock';
import {
  dimensionPart,
  finalScorePart,
  gobPart,
  settingsPart,
} from '../modules/scoring-blueprints/blueprint-parts.service';
import {
  createBlueprint,
  updateBlueprintDetails,
} from '../modules/scoring-blueprints/scoring-blueprints.service';
import { insertDimension, insertIndicator } from '../modules/test-dimensions/test-dimensions.repository';
import { DEMO_TRAITS } from './demo-content';
import {
  DEMO_BLUEPRINT_TEXTS_ID,
  DEMO_DIMENSION_TEXTS_ID,
  DEMO_REASONING_BANDS_ID,
  demoTraitBandsId,
} from './demo-library-id';

/** The demo ability test's dimension and the indicator its items feed. */
export const DEMO_SCORING = {
  dimension: { code: 'GENERAL-REASONING', name: 'General reasoning' },
  indicator: { code: 'GR-ITEMS', name: 'Reasoning items' },
  blueprintName: 'General reasoning norms (demo)',
  normGroup: 'general',
  /** KR-20 of the eight items in the norm group. */
  reliability: 0.75,
  /** Sten for 0…8 correct answers (8 items). */
  stens: [1, 2, 3, 4, 5, 6, 7, 9, 10],
  bands: [
    { min: 1, max: 3, level: 'Below expectations', colour: '#c62828' },
    { min: 4, max: 7, level: 'Meets expectations', colour: '#f9a825' },
    { min: 8, max: 10, level: 'Exceeds expectations', colour: '#2e7d32' },
  ],
} as const;

/** A test dimension and the indicator that feeds it, by code, created when the library lacks them. */
export async function ensureDimension(
  deps: Deps,
  dimensionSpec: { code: string; name: string; description?: string },
  indicatorSpec: { code: string; name: string },
): Promise<void> {
  const { db } = deps;
  const now = nowIso();
  let dimension = await db
    .selectFrom('test_dimensions')
    .select('id')
    .where('code', '=', dimensionSpec.code)
    .executeTakeFirst();
  dimension ??= {
    id: await insertDimension(
      db,
      {
        code: dimensionSpec.code,
        name: dimensionSpec.name,
        description: dimensionSpec.description ?? '',
        translations_json: JSON.stringify(
          DEMO_DIMENSION_TEXTS_ID[dimensionSpec.code]
            ? { id: DEMO_DIMENSION_TEXTS_ID[dimensionSpec.code] }
            : {},
        ),
      },
      now,
    ),
  };
  const indicator = await db
    .selectFrom('indicators')
    .select('id')
    .where('code', '=', indicatorSpec.code)
    .executeTakeFirst();
  if (!indicator) {
    await insertIndicator(
      db,
      dimension.id,
      { ...indicatorSpec, description: '', position: 0, updated_at: now },
      now,
    );
  }
}

/** Gives a demo blueprint its Indonesian name and norm group through the blueprint form's call. */
export async function translateDemoBlueprint(
  deps: Deps,
  blueprint: { id: number; name: string; description: string },
) {
  const id = DEMO_BLUEPRINT_TEXTS_ID[blueprint.name];
  if (!id) throw new Error(`The demo blueprint '${blueprint.name}' has no Indonesian texts.`);
  await updateBlueprintDetails(deps, { ...blueprint, translations: { id } });
}

/**
 * A scoring blueprint for the demo ability test: every item feeds 'Reasoning items', the dimension
 * 'General reasoning' is normed on a sten table, and gob bands colour its sten.
 */
export async function seedDemoScoring(deps: Deps, instrumentId: number): Promise<number> {
  await ensureDimension(deps, DEMO_SCORING.dimension, DEMO_SCORING.indicator);
  const blueprint = await createBlueprint(deps, {
    instrument_id: instrumentId,
    name: DEMO_SCORING.blueprintName,
    // In the base language of content, Indonesian, like the blueprint's name.
    description: 'Jumlah jawaban benar pada semua soal, dinormakan pada kelompok lulusan demo.',
  });
  await translateDemoBlueprint(deps, blueprint);
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
    reliability: DEMO_SCORING.reliability,
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
  await addReasoningBands(deps, blueprint.id, code, DEMO_SCORING.bands);
  return blueprint.id;
}

/** The demo reasoning tests' sten bands (Below / Meets / Exceeds expectations) on a blueprint's dimension. */
export async function addReasoningBands(
  deps: Deps,
  blueprintId: number,
  code: string,
  bands: ReadonlyArray<{ min: number; max: number; level: string; colour: string }>,
): Promise<void> {
  await gobPart.create(deps, {
    blueprint_id: blueprintId,
    target_code: code,
    scale: 'sten',
    bands: bands.map((b, i) => ({
      ...b,
      description: `${b.level} for a graduate role.`,
      translations: { id: DEMO_REASONING_BANDS_ID[i] },
    })),
  });
}

/** The Work Style Inventory's norms and bands: each trait is the sum of its four statements (4–20). */
export const DEMO_TRAIT_SCORING = {
  blueprintName: 'Work style norms (demo)',
  normGroup: 'general',
  norm: { n: 1250, date: '2026-02-01', version: '2026.1' },
  /** Norm-group mean, SD and internal consistency (alpha) per trait. */
  traits: {
    ORGANISATION: {
      mean: 14.2,
      sd: 3.1,
      reliability: 0.78,
      description: 'Plans work ahead and keeps it in order.',
    },
    DRIVE: { mean: 14.6, sd: 2.9, reliability: 0.74, description: 'Sets demanding goals and keeps at them.' },
    SOCIABILITY: { mean: 13.4, sd: 3.4, reliability: 0.82, description: 'Seeks out people and speaks up.' },
    COOPERATION: {
      mean: 15.1,
      sd: 2.6,
      reliability: 0.71,
      description: 'Helps others and looks for shared solutions.',
    },
    COMPOSURE: {
      mean: 13.0,
      sd: 3.2,
      reliability: 0.79,
      description: 'Stays calm under pressure and criticism.',
    },
  } as Record<
    (typeof DEMO_TRAITS)[number]['dimension'],
    { mean: number; sd: number; reliability: number; description: string }
  >,
  /** Behaviour bands on the sten scale, worded per trait below. */
  bands: [
    { min: 1, max: 3, level: 'Low', colour: '#6d4c41' },
    { min: 4, max: 7, level: 'Moderate', colour: '#546e7a' },
    { min: 8, max: 10, level: 'High', colour: '#1565c0' },
  ],
} as const;

/** What a low, moderate and high score means for each trait (the bands' descriptions). */
const TRAIT_BAND_TEXT: Record<string, [string, string, string]> = {
  ORGANISATION: [
    'Prefers to work flexibly and may need reminders and structure to meet deadlines.',
    'Plans when it matters and balances structure with flexibility.',
    'Plans ahead, keeps work in order and finishes what is started.',
  ],
  DRIVE: [
    'Content with meeting the standard; may ease off when tasks get hard.',
    'Sets realistic goals and keeps going through ordinary setbacks.',
    'Sets demanding goals and persists when progress is slow.',
  ],
  SOCIABILITY: [
    'Prefers working alone or with a few familiar people; may hold back ideas in groups.',
    'Comfortable with people and with working alone.',
    'Seeks contact, enjoys meeting people and speaks up readily.',
  ],
  COOPERATION: [
    'Direct and independent; may find it hard to adopt others’ ideas.',
    'Cooperates readily while still standing up for own views.',
    'Helps others and looks for solutions that work for everyone.',
  ],
  COMPOSURE: [
    'Feels pressure and criticism strongly; may need support in tense periods.',
    'Usually calm; may feel strain under sustained pressure.',
    'Stays calm and effective under pressure and criticism.',
  ],
};

/** The traits' test dimensions and indicators (the inventory's statements name the indicators). */
export async function seedDemoTraitDimensions(deps: Deps): Promise<void> {
  for (const t of DEMO_TRAITS) {
    await ensureDimension(
      deps,
      { code: t.dimension, name: t.name, description: DEMO_TRAIT_SCORING.traits[t.dimension].description },
      { code: t.indicator, name: `${t.name} statements` },
    );
  }
}

/**
 * A scoring blueprint for the Work Style Inventory: each trait's four statements (two reverse-keyed)
 * feed its indicator, the trait is their sum, normed on the demo working population (mean and SD,
 * sten), with its alpha as reliability and Low/Moderate/High bands worded per trait.
 */
export async function seedDemoTraitScoring(deps: Deps, instrumentId: number): Promise<number> {
  await seedDemoTraitDimensions(deps);
  const blueprint = await createBlueprint(deps, {
    instrument_id: instrumentId,
    name: DEMO_TRAIT_SCORING.blueprintName,
    description:
      'Sum of each trait’s statements (reverse-keyed ones reversed), normed on the demo working population.',
  });
  await translateDemoBlueprint(deps, blueprint);
  await settingsPart.create(deps, {
    blueprint_id: blueprint.id,
    raw_score_method: 'sum',
    missing_policy: 'person-mean',
    untagged_indicator_code: null,
  });
  for (const t of DEMO_TRAITS) {
    const spec = DEMO_TRAIT_SCORING.traits[t.dimension];
    await dimensionPart.create(deps, {
      blueprint_id: blueprint.id,
      dimension_code: t.dimension,
      aggregation: 'sum',
      indicators: [{ code: t.indicator, weight: 1 }],
      reliability: spec.reliability,
    });
    await finalScorePart.create(deps, {
      blueprint_id: blueprint.id,
      dimension_code: t.dimension,
      norm_group: DEMO_TRAIT_SCORING.normGroup,
      method: 'parametric',
      scale_kind: 'sten',
      rows: [],
      mean: spec.mean,
      sd: spec.sd,
      n: DEMO_TRAIT_SCORING.norm.n,
      norm_date: DEMO_TRAIT_SCORING.norm.date,
      norm_version: DEMO_TRAIT_SCORING.norm.version,
      raw_step: 1,
    });
    const texts = TRAIT_BAND_TEXT[t.dimension];
    const textsId = demoTraitBandsId(t.dimension);
    await gobPart.create(deps, {
      blueprint_id: blueprint.id,
      target_code: t.dimension,
      scale: 'sten',
      bands: DEMO_TRAIT_SCORING.bands.map((b, i) => ({
        ...b,
        description: texts[i],
        translations: { id: textsId[i] },
      })),
    });
  }
  return blueprint.id;
}
