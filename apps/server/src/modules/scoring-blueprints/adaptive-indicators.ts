import { adaptiveSettings, type BlueprintDefinition, type THETA_ESTIMATORS } from '@asesa/contracts';
import { itemDefinitionsOf, type ScoringContent } from '../instruments/item-definitions';

type ThetaEstimator = (typeof THETA_ESTIMATORS)[number];

/**
 * The indicators that items of adaptive sections score, each with its section's final estimator.
 * Every candidate of an adaptive section answers a different subset of its items, so a sum or mean
 * over them compares nothing: such an indicator is scored as the IRT θ̂ whatever the blueprint's raw
 * score method. (When two adaptive sections feed one indicator, the first section's estimator holds.)
 */
export function adaptiveIndicatorEstimators(
  content: ScoringContent,
  opts: { indicators: ReadonlySet<string>; untaggedIndicator: string | null },
): Map<string, ThetaEstimator> {
  const estimators = new Map<string, ThetaEstimator>();
  for (const section of content.sections) {
    const adaptive = (section as { adaptive?: unknown }).adaptive;
    if (!adaptive) continue;
    const { final_estimator } = adaptiveSettings.parse(adaptive);
    for (const definition of itemDefinitionsOf({ sections: [section] }, opts)) {
      const code = definition.indicator;
      if (code && !estimators.has(code)) estimators.set(code, final_estimator);
    }
  }
  return estimators;
}

/**
 * The dimensions of a blueprint that report an adaptive section's θ: those made only of indicators
 * (positive weights) that adaptive items feed, as the engine then scores one θ over their items.
 */
export function adaptiveDimensionCodes(
  definition: BlueprintDefinition,
  content: ScoringContent,
): Set<string> {
  const untagged = definition.settings?.untagged_indicator_code ?? null;
  const indicators = new Set(definition.dimensions.flatMap((d) => d.indicators.map((i) => i.code)));
  if (untagged) indicators.add(untagged);
  const adaptive = adaptiveIndicatorEstimators(content, { indicators, untaggedIndicator: untagged });
  return new Set(
    definition.dimensions
      .filter(
        (d) => d.indicators.length > 0 && d.indicators.every((i) => i.weight > 0 && adaptive.has(i.code)),
      )
      .map((d) => d.dimension_code),
  );
}
