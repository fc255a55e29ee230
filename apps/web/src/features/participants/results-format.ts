import type { DimensionResult, StenBand } from '@asesa/contracts';
import { uiNumbers } from '../../lib/format';

// Numbers of the results drawer as people read them: stens with their error band, the job fit
// with its likely range, probabilities, signed points, and the norm group a score is compared with.
// Each goes through the shared formatter (lib/format.ts → contracts' number-format.ts), so the
// drawer, the PDF reports and the .xlsx export show one value alike, in the back office's language.

/** At most `digits` decimals without trailing zeros ("6.5", "7"); '-' when there is nothing. */
export function roundText(n: number | null | undefined, digits = 1): string {
  return uiNumbers().decimal(n, digits);
}

/** A count with thousands separators: "1,250" (English), "1.250" (Indonesian). */
export const countText = (n: number) => uiNumbers().count(n);

/** A range with an en dash: "6–8"; one number when both ends round alike. */
export function rangeText(low: number, high: number, digits = 1): string {
  return uiNumbers().range(low, high, digits);
}

/** A sten with its error band: "7 (6–8)", or "7" without a band; '-' without a sten. */
export function stenText(sten: number | null, band: StenBand | null | undefined): string {
  if (sten === null) return '-';
  const f = uiNumbers();
  return band ? `${f.of('sten', sten)} (${f.stenBand(band)})` : f.of('sten', sten);
}

/** A score ± its standard error: "5 ± 0.9", or "5" without one. */
export function plusMinusText(score: number, se: number | null | undefined): string {
  return uiNumbers().plusMinus(score, se);
}

/**
 * The fit with its likely range, in the words `likely` gives ("72.4 (likely 55.2–87.6)"), with the
 * decimals the reports and the export show; the fit alone without a band, or when the range is the
 * fit itself ("100", never "100 (likely 100)").
 */
export function fitHeadline(
  fit: number,
  band: { lower: number; upper: number } | null | undefined,
  likely: (fit: string, range: string) => string,
): string {
  const f = uiNumbers();
  const value = f.of('jobFit', fit);
  if (!band) return value;
  const range = f.fitBand(band);
  return range === value ? value : likely(value, range);
}

/**
 * A probability as a percentage: "34 %". With measurement error nothing is certain, and the
 * stored value is rounded: the ends read "< 1 %" and "> 99 %", never 0 or 100.
 */
export function probabilityText(p: number | null | undefined): string {
  return uiNumbers().probability(p);
}

/** Points with their sign ("+23.1", "−4.2", "0"): what a competence adds to the fit or takes away. */
export function signedText(n: number | null | undefined, digits = 1): string {
  return uiNumbers().signed(n, digits);
}

/** What a normed score is compared with: the norm group, its size and the norm table's version. */
export interface NormReference {
  group: string | null;
  n: number | null;
  version: string | null;
}

export const normOf = (d: DimensionResult): NormReference | null =>
  d.sten === null && d.norm_id === null
    ? null
    : { group: d.norm_group, n: d.norm_n, version: d.norm_version };

const sameNorm = (a: NormReference, b: NormReference) =>
  a.group === b.group && a.n === b.n && a.version === b.version;

/**
 * The one norm every normed dimension of an instrument is compared with, said once under its
 * profile; null when they differ (each row then says its own) or when none is normed.
 */
export function sharedNorm(dimensions: readonly DimensionResult[]): NormReference | null {
  const norms = dimensions.flatMap((d) => normOf(d) ?? []);
  if (norms.length === 0) return null;
  return norms.every((n) => sameNorm(n, norms[0])) ? norms[0] : null;
}

/** "general, N = 1,250, norms 2026.1", leaving out what is unknown; the words come translated. */
export function normText(
  norm: NormReference,
  words: { n: (n: string) => string; version: (v: string) => string },
): string {
  return [
    norm.group,
    norm.n === null ? null : words.n(countText(norm.n)),
    norm.version ? words.version(norm.version) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The first start in the session log: when the participant started, if the record lacks it. */
export function firstStart(session: ReadonlyArray<{ status: string; created_at: string }> | undefined) {
  return session?.find((e) => e.status === 'started')?.created_at ?? null;
}

/** Points a shortfall costs, as a loss: "−10.2", or "0" when it costs nothing. */
export function pointsLostText(n: number | null | undefined): string {
  return uiNumbers().loss(n);
}
