import type { IrtParams } from '@asesa/contracts';
import { createRng, type Rng } from '@asesa/scoring';
import {
  DEMO_ADAPTIVE_INDICATORS,
  type DemoAdaptiveArea,
  type DemoAdaptiveDraft,
  type DemoAdaptiveSolution,
} from './demo-adaptive-item';
import { logicalDrafts } from './demo-adaptive-logical';
import { numericalDrafts } from './demo-adaptive-numerical';
import { verbalDrafts } from './demo-adaptive-verbal';

/** Fixed, so every fresh demo has the same bank with the same parameters. */
export const DEMO_ADAPTIVE_SEED = 20_260_315;

/** The range the demo's IRT parameters are drawn in. */
export const DEMO_ADAPTIVE_PARAMETERS = {
  /** log a ~ N(mean, sd), clamped to [min, max]. */
  a: { logMean: 0.2, logSd: 0.3, min: 0.6, max: 2.2 },
  b: { min: -2.5, max: 2.5 },
  /** The guessing floor of a four-option item answered at random, for the 3PL half of the bank. */
  c: 0.2,
} as const;

const OPTION_IDS = ['A', 'B', 'C', 'D'] as const;

/** One item of the bank, ready for the instrument content, with its English texts beside it. */
export interface DemoAdaptiveItem {
  area: DemoAdaptiveArea;
  indicator: string;
  stem: string;
  stemEn: string;
  options: string[];
  optionsEn: string[];
  /** The id (A–D) of the correct option. */
  key: string;
  irt: IrtParams;
  solution: DemoAdaptiveSolution | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/**
 * IRT parameters of a draft: its generated difficulty spread over the θ range with some noise
 * (items of one rule are not all equally hard), a lognormal slope, and every other item of an area
 * a 3PL with the four-option guessing floor.
 */
function parameters(rng: Rng, draft: DemoAdaptiveDraft, threePl: boolean): IrtParams {
  const { a, b, c } = DEMO_ADAPTIVE_PARAMETERS;
  const slope = clamp(round2(Math.exp(a.logMean + a.logSd * rng.normal())), a.min, a.max);
  const spread = b.min + (b.max - b.min) * clamp(draft.difficulty, 0, 1);
  const difficulty = clamp(round2(spread + 0.35 * rng.normal()), b.min, b.max);
  return threePl ? { model: '3PL', a: slope, b: difficulty, c } : { model: '2PL', a: slope, b: difficulty };
}

/** The options in a random order, and where the correct one (the draft's first) landed. */
function shuffled(rng: Rng, draft: DemoAdaptiveDraft) {
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return {
    options: order.map((o) => draft.options[o]),
    optionsEn: order.map((o) => draft.optionsEn[o]),
    key: OPTION_IDS[order.indexOf(0)],
  };
}

/**
 * The adaptive reasoning bank: numerical, verbal and abstract items generated from rules and word
 * lists, interleaved so each area spreads through the bank, with options shuffled and parameters
 * drawn from one seeded generator — the same bank every time for the same seed.
 */
export function demoAdaptiveBank(seed = DEMO_ADAPTIVE_SEED): DemoAdaptiveItem[] {
  const rng = createRng(seed);
  const areas = [numericalDrafts(rng), verbalDrafts(rng), logicalDrafts(rng)];
  const longest = Math.max(...areas.map((a) => a.length));
  const drafts: Array<{ draft: DemoAdaptiveDraft; threePl: boolean }> = [];
  for (let i = 0; i < longest; i++)
    for (const area of areas) if (i < area.length) drafts.push({ draft: area[i], threePl: i % 2 === 1 });
  return drafts.map(({ draft, threePl }) => ({
    area: draft.area,
    indicator: DEMO_ADAPTIVE_INDICATORS[draft.area].code,
    stem: draft.stem,
    stemEn: draft.stemEn,
    ...shuffled(rng, draft),
    irt: parameters(rng, draft, threePl),
    solution: draft.solution,
  }));
}
