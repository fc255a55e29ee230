import type { InstrumentSection } from '@asesa/contracts';
import type { Actor, Deps } from '../deps';
import { adaptiveSimulationJob } from '../modules/instruments/adaptive-simulation.service';
import { parseContent } from '../modules/instruments/instrument-content';
import { createInstrument, saveContent, submitInstrument } from '../modules/instruments/instruments.service';
import {
  dimensionPart,
  finalScorePart,
  settingsPart,
} from '../modules/scoring-blueprints/blueprint-parts.service';
import { createBlueprint } from '../modules/scoring-blueprints/scoring-blueprints.service';
import { setDimensionTranslations } from '../modules/test-dimensions/test-dimensions.repository';
import { type DemoAdaptiveItem, demoAdaptiveBank } from './demo-adaptive-bank';
import { DEMO_ADAPTIVE_EXPOSURE } from './demo-adaptive-exposure';
import { DEMO_ADAPTIVE_INDICATORS } from './demo-adaptive-item';
import { addReasoningBands, ensureDimension, translateDemoBlueprint } from './demo-scoring';
import { type DemoEnglishTexts, saveDemoEnglish } from './demo-translations';

/** The demo adaptive reasoning test: what it is called, how its section runs and how it is normed. */
export const DEMO_ADAPTIVE_TEST = {
  code: 'DEMO-CAT',
  name: 'Penalaran Adaptif (demo)',
  nameEn: 'Adaptive Reasoning (demo)',
  instructions:
    'Soal akan disesuaikan dengan jawaban Anda: setiap soal dipilih berdasarkan jawaban sebelumnya. Pilih satu jawaban yang paling tepat; Anda tidak dapat kembali ke soal sebelumnya.',
  instructionsEn:
    'The questions adapt to your answers: each one is chosen from how you answered the ones before. Choose the one best answer; you cannot go back to an earlier question.',
  section: { title: 'Penalaran adaptif', titleEn: 'Adaptive reasoning', timeLimitSeconds: 20 * 60 },
  settings: {
    start_theta: 0,
    exposure: 'sympson-hetter',
    /**
     * Publishing holds the bank's simulated exposure to this ceiling: no item is shown to more than
     * 30 % of candidates. The Sympson–Hetter K that keep it are calibrated offline (see
     * demo-adaptive-exposure.ts) and seeded with the content; the seed's simulation checks them.
     */
    max_exposure: DEMO_ADAPTIVE_EXPOSURE.ceiling,
    sympson_hetter_k: DEMO_ADAPTIVE_EXPOSURE.k,
    content_balance: true,
    se_target: 0.35,
    min_items: 8,
    max_items: 20,
    final_estimator: 'EAP',
  },
  dimension: {
    code: 'ADAPTIVE-REASONING',
    name: 'Adaptive reasoning',
    description: 'Reasoning ability (θ) estimated adaptively from numerical, verbal and abstract items.',
    nameId: 'Penalaran adaptif',
    descriptionId:
      'Kemampuan penalaran (θ) yang diperkirakan secara adaptif dari soal numerik, verbal, dan abstrak.',
  },
  blueprintName: 'Adaptive reasoning norms (demo)',
  normGroup: 'general',
  /** The items are calibrated on the population scale, so θ itself is the z score: mean 0, SD 1. */
  norm: { mean: 0, sd: 1, n: 2000, date: '2026-03-15', version: '2026.1' },
  /** 1 − SE² at the SE target of 0.35 on a unit-variance θ. */
  reliability: 0.88,
  bands: [
    { min: 1, max: 3, level: 'Below expectations', colour: '#c62828' },
    { min: 4, max: 7, level: 'Meets expectations', colour: '#f9a825' },
    { min: 8, max: 10, level: 'Exceeds expectations', colour: '#2e7d32' },
  ],
  /** Simulees of the bank simulation that publishing asks for, with a fixed seed. */
  simulation: { candidates: 1000, seed: 20_260_316 },
} as const;

const OPTION_IDS = ['A', 'B', 'C', 'D'];

/**
 * The stable id of each bank item, given with the content (which keeps it) so the committed K
 * table can name items: the indicator code and the item's number within its area, `cat-num-01`.
 */
export function demoAdaptiveItemIds(bank: readonly DemoAdaptiveItem[] = demoAdaptiveBank()): string[] {
  const counts = new Map<string, number>();
  return bank.map((item) => {
    const n = (counts.get(item.indicator) ?? 0) + 1;
    counts.set(item.indicator, n);
    return `${item.indicator.toLowerCase()}-${String(n).padStart(2, '0')}`;
  });
}

/** The instrument's one adaptive section, its bank in the base language (Indonesian). */
export function demoAdaptiveSections(
  bank: readonly DemoAdaptiveItem[] = demoAdaptiveBank(),
): InstrumentSection[] {
  const { section, settings } = DEMO_ADAPTIVE_TEST;
  const ids = demoAdaptiveItemIds(bank);
  return [
    {
      title: section.title,
      time_limit_seconds: section.timeLimitSeconds,
      adaptive: { ...settings },
      items: bank.map((item, i) => ({
        id: ids[i],
        type: 'single' as const,
        stem: item.stem,
        options: item.options.map((text, i) => ({ id: OPTION_IDS[i], text })),
        key: item.key,
        indicator: item.indicator,
        irt: item.irt,
      })),
    },
  ];
}

/** The English translation, in the order of the section's items. */
export function demoAdaptiveEnglish(
  bank: readonly DemoAdaptiveItem[] = demoAdaptiveBank(),
): DemoEnglishTexts {
  return {
    name: DEMO_ADAPTIVE_TEST.nameEn,
    instructions: DEMO_ADAPTIVE_TEST.instructionsEn,
    sections: [
      {
        title: DEMO_ADAPTIVE_TEST.section.titleEn,
        items: bank.map((item) => ({ stem: item.stemEn, options: item.optionsEn })),
      },
    ],
  };
}

/** The dimension and its three content-area indicators, with the dimension's Indonesian texts. */
async function seedAdaptiveDimension(deps: Deps): Promise<void> {
  const { dimension } = DEMO_ADAPTIVE_TEST;
  for (const indicator of Object.values(DEMO_ADAPTIVE_INDICATORS))
    await ensureDimension(deps, dimension, indicator);
  await setDimensionTranslations(
    deps.db,
    dimension.code,
    JSON.stringify({ id: { name: dimension.nameId, description: dimension.descriptionId } }),
  );
}

/**
 * The scoring blueprint: adaptive items score their indicator as EAP θ (the server does so for
 * every indicator an adaptive section feeds), the dimension is the mean of the three content
 * areas' θ, and its norm is the θ scale itself (parametric, mean 0, SD 1) with the reasoning bands.
 */
async function seedAdaptiveScoring(deps: Deps, instrumentId: number): Promise<number> {
  const spec = DEMO_ADAPTIVE_TEST;
  const code = spec.dimension.code;
  const blueprint = await createBlueprint(deps, {
    instrument_id: instrumentId,
    name: spec.blueprintName,
    description: 'EAP θ of each content area, averaged; θ is on the norm population’s scale.',
  });
  await translateDemoBlueprint(deps, blueprint);
  await settingsPart.create(deps, {
    blueprint_id: blueprint.id,
    raw_score_method: 'mean',
    missing_policy: 'ignore',
    untagged_indicator_code: null,
  });
  await dimensionPart.create(deps, {
    blueprint_id: blueprint.id,
    dimension_code: code,
    aggregation: 'mean',
    indicators: Object.values(DEMO_ADAPTIVE_INDICATORS).map((i) => ({ code: i.code, weight: 1 })),
    reliability: spec.reliability,
  });
  await finalScorePart.create(deps, {
    blueprint_id: blueprint.id,
    dimension_code: code,
    norm_group: spec.normGroup,
    method: 'parametric',
    scale_kind: 'sten',
    rows: [],
    mean: spec.norm.mean,
    sd: spec.norm.sd,
    n: spec.norm.n,
    norm_date: spec.norm.date,
    norm_version: spec.norm.version,
    raw_step: 0.01,
  });
  await addReasoningBands(deps, blueprint.id, code, spec.bands);
  return blueprint.id;
}

/**
 * Creates, translates and publishes the adaptive reasoning test with its scoring blueprint;
 * answers its id. Publishing an adaptive section needs a simulation of its bank, so one is run
 * (seeded, the same every time) as an author would from the authoring page, except that the
 * Sympson–Hetter K are the committed ones rather than calibrated anew (which takes far longer than
 * a seed may): the simulation, and so publishing, checks that they keep the exposure ceiling.
 */
export async function seedDemoAdaptiveTest(deps: Deps, admin: Actor): Promise<number> {
  await seedAdaptiveDimension(deps);
  const bank = demoAdaptiveBank();
  const instrument = await createInstrument(deps, admin, {
    code: DEMO_ADAPTIVE_TEST.code,
    name: DEMO_ADAPTIVE_TEST.name,
    kind: 'ability',
    instructions: DEMO_ADAPTIVE_TEST.instructions,
  });
  await saveContent(deps, { id: instrument.id, sections: demoAdaptiveSections(bank) });
  await saveDemoEnglish(deps, instrument.id, demoAdaptiveEnglish(bank));
  const row = await deps.db
    .selectFrom('instruments')
    .select('content_json')
    .where('id', '=', instrument.id)
    .executeTakeFirstOrThrow();
  const [section] = parseContent(row.content_json).sections;
  await adaptiveSimulationJob(
    deps,
    {
      instrumentId: instrument.id,
      sectionId: section.id,
      candidates: DEMO_ADAPTIVE_TEST.simulation.candidates,
      seed: DEMO_ADAPTIVE_TEST.simulation.seed,
      population: { mean: 0, sd: 1 },
      userId: admin.userId,
      calibrate: false,
    },
    async () => {},
  );
  await submitInstrument(deps, instrument.id);
  await seedAdaptiveScoring(deps, instrument.id);
  return instrument.id;
}
