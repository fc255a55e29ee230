import type { BlueprintDefinition } from '@asesa/contracts';

/** How far the set-up's reliability may lie from the study's α before the workbench warns. */
export const RELIABILITY_GAP = 0.05;

export interface StudyReliability {
  dimension: string | null;
  alpha?: number;
}

/**
 * The scales whose reliability in the scoring set-up differs from the study's α by more than
 * {@link RELIABILITY_GAP}: the set-up's figure is what the bands used until the study, and a reader
 * of older reports should know it was off. A set-up with one scale is compared with all the items'
 * α when the study has no figure of that scale (items that name no indicator).
 */
export function reliabilityWarnings(
  definition: BlueprintDefinition | null,
  result: { reliability?: StudyReliability[] } | null,
): Array<{ dimension: string; set_up: number; evidence: number }> {
  if (!definition || !result?.reliability) return [];
  const alpha = new Map<string | null, number>();
  for (const r of result.reliability)
    if (typeof r.alpha === 'number' && Number.isFinite(r.alpha)) alpha.set(r.dimension, r.alpha);
  const stated = definition.dimensions.filter((d) => typeof d.reliability === 'number');
  return stated.flatMap((d) => {
    const measured =
      alpha.get(d.dimension_code) ?? (definition.dimensions.length === 1 ? alpha.get(null) : undefined);
    const setUp = d.reliability as number;
    if (measured === undefined || Math.abs(setUp - measured) <= RELIABILITY_GAP) return [];
    return [{ dimension: d.dimension_code, set_up: setUp, evidence: measured }];
  });
}
