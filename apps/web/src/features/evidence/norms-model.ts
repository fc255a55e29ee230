import type { EvidenceNormsPreviewResponse, EvidenceNormsSaveResponse, NormRow } from '@asesa/contracts';

/** A norm row's raw scores as people read them: "12" for one score, "12–14" for a range. */
export function rawRange(row: Pick<NormRow, 'raw_min' | 'raw_max'>, format: (n: number) => string): string {
  return row.raw_min === row.raw_max ? format(row.raw_min) : `${format(row.raw_min)}–${format(row.raw_max)}`;
}

/** The dimensions whose sample makes a norm: the ones that can be chosen, all chosen at first. */
export function savableCodes(preview: Pick<EvidenceNormsPreviewResponse, 'dimensions'>): string[] {
  return preview.dimensions.filter((d) => d.proposed !== null).map((d) => d.dimension_code);
}

/** The chosen codes after a checkbox changed, in the order they were first chosen. */
export function toggleCode(chosen: readonly string[], code: string, checked: boolean): string[] {
  const without = chosen.filter((c) => c !== code);
  return checked ? [...without, code] : without;
}

/** What a save wrote, for its success message: "GENERAL-REASONING 2026.2, NUMERIC 3". */
export function savedVersions(saved: EvidenceNormsSaveResponse['saved']): string {
  return saved.map((s) => `${s.dimension_code} ${s.norm_version}`).join(', ');
}
