import { type BlueprintDefinition, DEFAULT_NORM_GROUP, type GobRow } from '@asesa/contracts';
import type { BandSet, Blueprint, CharacterRuleSet, Norm } from '@asesa/scoring';
import { itemDefinitionsOf, type ScoringContent } from '../instruments/item-definitions';
import { adaptiveIndicatorEstimators } from './adaptive-indicators';
import { engineNorm } from './norm-tables';

/** A blueprint with all its live parts, as stored (JSON columns parsed): its definition. */
export type StoredBlueprint = BlueprintDefinition;

/** Ids the engine sees for norms and band sets (results name them). */
export const engineIds = {
  blueprint: (id: number) => `blueprint-${id}`,
  norm: (code: string, group: string) => `${code}@${group}`,
  gob: (code: string) => `gob:${code}`,
  indicatorBands: (code: string) => `indicator:${code}`,
  characters: (scale: string) => `character:${scale}`,
};

/** The final score a profile code uses: the asked norm group, else the default one, else the first. */
function finalFor(stored: StoredBlueprint, code: string, normGroup?: string) {
  const mine = stored.finals.filter((f) => f.dimension_code === code);
  return (
    mine.find((f) => f.norm_group === normGroup) ??
    mine.find((f) => f.norm_group === DEFAULT_NORM_GROUP) ??
    mine[0]
  );
}

/**
 * The `@asesa/scoring` Blueprint of a stored blueprint over an instrument's content: items from the
 * content (through the shared converter), indicators the dimensions use, norms from final scores,
 * band sets from gob blueprints and indicator scores, character rule sets by scale, and how
 * forced-choice blocks score (ipsative points or Thurstonian IRT, from the settings). Indicators fed
 * by adaptive sections score as IRT θ̂ with the section's final estimator (see
 * adaptive-indicators.ts); the others by the blueprint's raw score method. The engine
 * validates it when scoring; its errors name the problem.
 */
export function buildEngineBlueprint(
  stored: StoredBlueprint,
  content: ScoringContent,
  opts: { normGroup?: string } = {},
): Blueprint {
  const indicatorCodes = new Set<string>();
  for (const d of stored.dimensions) for (const i of d.indicators) indicatorCodes.add(i.code);
  for (const s of stored.indicatorScores) indicatorCodes.add(s.indicator_code);
  const untagged = stored.settings?.untagged_indicator_code ?? null;
  if (untagged) indicatorCodes.add(untagged);
  const correlations = stored.settings?.trait_correlations ?? null;
  const forcedChoice: Blueprint['forcedChoice'] =
    stored.settings?.forced_choice_method === 'thurstonian'
      ? { method: 'thurstonian', ...(correlations ? { traitCorrelations: correlations } : {}) }
      : undefined;

  const norms: Norm[] = [];
  const normIdOf = (code: string): string | undefined => {
    const final = finalFor(stored, code, opts.normGroup);
    if (!final) return undefined;
    const id = engineIds.norm(code, final.norm_group);
    if (!norms.some((n) => n.id === id)) norms.push(engineNorm(id, final));
    return id;
  };
  const bands: BandSet[] = [];
  for (const s of stored.indicatorScores) {
    bands.push({
      id: engineIds.indicatorBands(s.indicator_code),
      scale: 'raw',
      bands: s.bands.map(engineBand),
    });
  }
  for (const g of stored.gobs) {
    bands.push({ id: engineIds.gob(g.target_code), scale: g.scale, bands: g.bands.map(engineBand) });
  }
  const bandSetOf = (id: string) => (bands.some((b) => b.id === id) ? id : undefined);

  const aggregation = stored.settings?.raw_score_method ?? 'sum';
  const thetaEstimators = adaptiveIndicatorEstimators(content, {
    indicators: indicatorCodes,
    untaggedIndicator: untagged,
  });
  const characterRules: CharacterRuleSet[] = [];
  const byScale = new Map<string, StoredBlueprint['characters']>();
  for (const c of [...stored.characters].sort((a, b) => a.position - b.position || a.id - b.id)) {
    byScale.set(c.scale, [...(byScale.get(c.scale) ?? []), c]);
  }
  for (const [scale, rules] of byScale) {
    characterRules.push({
      id: engineIds.characters(scale),
      version: String(stored.version),
      scale: scale as CharacterRuleSet['scale'],
      rules: rules.map((r) => ({
        type: r.type_code,
        label: r.name,
        description: r.description,
        [r.match]: r.conditions.map((c) => ({ dimension: c.dimension, op: c.op, value: c.value })),
      })),
    });
  }

  return {
    id: engineIds.blueprint(stored.id),
    version: String(stored.version),
    name: stored.name,
    missingPolicy: stored.settings?.missing_policy ?? 'zero',
    items: itemDefinitionsOf(content, { indicators: indicatorCodes, untaggedIndicator: untagged }),
    indicators: [...indicatorCodes].map((code) => ({
      id: code,
      ...(thetaEstimators.has(code)
        ? { aggregation: 'theta' as const, estimator: thetaEstimators.get(code) }
        : { aggregation }),
      bandSetId: bandSetOf(engineIds.indicatorBands(code)),
    })),
    dimensions: stored.dimensions.map((d) => ({
      id: d.dimension_code,
      name: d.dimension_name,
      indicators: d.indicators.map((i) => ({ id: i.code, weight: i.weight })),
      aggregation: d.aggregation,
      normId: normIdOf(d.dimension_code),
      bandSetId: bandSetOf(engineIds.gob(d.dimension_code)),
      ...(d.reliability !== null ? { reliability: d.reliability } : {}),
    })),
    groupDimensions: stored.groups.map((g) => ({
      id: g.code,
      name: g.name,
      dimensions: g.dimensions.map((d) => ({ id: d.code, weight: d.weight })),
      aggregation: g.aggregation,
      source: g.source,
      normId: normIdOf(g.code),
      bandSetId: bandSetOf(engineIds.gob(g.code)),
    })),
    norms,
    bands,
    characterRules,
    ...(forcedChoice ? { forcedChoice } : {}),
  };
}

function engineBand(b: GobRow['bands'][number]) {
  return {
    ...(b.min != null ? { min: b.min } : {}),
    ...(b.max != null ? { max: b.max } : {}),
    level: b.level,
    label: b.level,
    description: b.description,
    colour: b.colour,
  };
}
