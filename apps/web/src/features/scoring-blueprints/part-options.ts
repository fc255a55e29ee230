import type { BlueprintDetail } from '@asesa/contracts';
import type { CodeOption } from './list-fields';

/** A code list as select options, each labelled by `label` (or by the code itself). */
export const options = <T extends string>(values: readonly T[], label?: (v: T) => string): CodeOption[] =>
  values.map((v) => ({ value: v, label: label ? label(v) : v }));

/** What every part's panel gets: the blueprint it edits. */
export interface PartPanelProps {
  blueprint: BlueprintDetail;
}

/** The blueprint's indicators, each with its dimension's name. */
export const indicatorOptions = (bp: BlueprintDetail): CodeOption[] =>
  bp.dimension_options.flatMap((d) =>
    d.indicators.map((i) => ({ value: i.code, label: `${i.name} (${i.code}) · ${d.name}` })),
  );
/** The codes a score can be about: the blueprint's dimensions and groups. */
export const profileOptions = (bp: BlueprintDetail): CodeOption[] =>
  bp.profile_codes.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));
