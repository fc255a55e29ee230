import { AGE_BANDS, type EvidenceMakeUp, MIN_REPORTED_GROUP } from '@asesa/contracts';
import type { EvidenceResult } from '@asesa/scoring';
import type { ManualText } from './technical-manual.labels';
import type { ManualData } from './technical-manual-data';

// The manual's words for the sample and its counts, in the manual's language.

/** The sample in a few words, for the footer of every page. */
export function sampleInShort(data: ManualData, t: ManualText): string {
  const { makeUp } = data;
  const { L, f, dates } = t;
  const period =
    makeUp.first_completed_at && makeUp.last_completed_at
      ? L.periodShort(dates.date(makeUp.first_completed_at), dates.date(makeUp.last_completed_at))
      : null;
  return L.sampleShort(f.count(makeUp.n), f.count(makeUp.projects), period);
}

/** The sample's definition as sentences: which participants the analysis read, and who they were. */
export function sampleDefinition(data: ManualData, t: ManualText): string[] {
  const { sample, makeUp } = data;
  const { L, f, dates } = t;
  const which = sample.projects.length
    ? L.whichProjects(sample.projects.length, sample.projects.map((p) => `‘${p}’`).join(', '))
    : L.everyProject;
  const period =
    sample.from && sample.to
      ? L.completedBetween(dates.date(sample.from), dates.date(sample.to))
      : sample.from
        ? L.completedFrom(dates.date(sample.from))
        : sample.to
          ? L.completedTo(dates.date(sample.to))
          : L.completedAnyTime;
  const sector = sample.sector ? L.inSector(sample.sector) : '';
  return [
    L.sampleHolds(which, period, sector, f.count(data.instrument.version)),
    L.sampleCounts(
      f.count(makeUp.n),
      f.count(makeUp.projects),
      f.count(makeUp.corporates),
      dates.date(makeUp.first_completed_at),
      dates.date(makeUp.last_completed_at),
    ),
  ];
}

/** A make-up count as printed: the count and its share of N, or "fewer than 5". */
export function countCell(count: number | null, n: number, t: ManualText): [string, string] {
  if (count === null) return [t.L.fewerThan(t.f.count(MIN_REPORTED_GROUP)), '–'];
  return [t.f.count(count), n > 0 ? t.share(count / n) : '–'];
}

/** Rows of one make-up variable: each value with its count, and its share of the sample. */
export function makeUpRows(
  makeUp: EvidenceMakeUp,
  variable: 'gender' | 'age_band' | 'education_level',
  t: ManualText,
) {
  const entries = Object.entries(makeUp[variable]);
  // Age bands in their own order (youngest first), not the order they were met in.
  const rank = (value: string) => {
    const i = (AGE_BANDS as readonly string[]).indexOf(value);
    return i < 0 ? AGE_BANDS.length : i;
  };
  if (variable === 'age_band') entries.sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([value, count]) => [t.group(value), ...countCell(count, makeUp.n, t)]);
}

/** A part of the engine's result the sample could not support, with the engine's reason. */
export function isUnavailable(part: unknown): part is { unavailable: string } {
  return (
    typeof part === 'object' &&
    part !== null &&
    typeof (part as { unavailable?: unknown }).unavailable === 'string'
  );
}

/** A part the engine may mark unavailable, else an object with a list of items. */
const withItems = (part: unknown) =>
  isUnavailable(part) ||
  (typeof part === 'object' && part !== null && Array.isArray((part as { items?: unknown }).items));

/**
 * The stored result in the shape the manual prints, or null when it holds no item statistics. A
 * result written by another engine version may lack a part: that part reads as not computed
 * instead of failing the manual.
 */
export function manualResultOf(stored: Record<string, unknown>): EvidenceResult | null {
  if (!Array.isArray(stored.items)) return null;
  const missing = { unavailable: '' };
  const calibration = stored.calibration as Record<string, unknown> | undefined;
  return {
    ...(stored as unknown as EvidenceResult),
    distractors: (Array.isArray(stored.distractors) || isUnavailable(stored.distractors)
      ? stored.distractors
      : missing) as EvidenceResult['distractors'],
    reliability: (Array.isArray(stored.reliability)
      ? stored.reliability
      : []) as EvidenceResult['reliability'],
    calibration: (isUnavailable(calibration)
      ? calibration
      : calibration && Array.isArray(calibration.items)
        ? {
            ...calibration,
            fit: withItems(calibration.fit) ? calibration.fit : missing,
            // Older results lack the flags, the Rasch fit and the comparison: read as none.
            flags: Array.isArray(calibration.flags) ? calibration.flags : [],
            raschFit:
              withItems(calibration.raschFit) &&
              (isUnavailable(calibration.raschFit) ||
                typeof (calibration.raschFit as { persons?: unknown }).persons === 'object')
                ? calibration.raschFit
                : undefined,
            comparison:
              isUnavailable(calibration.comparison) ||
              (typeof calibration.comparison === 'object' &&
                calibration.comparison !== null &&
                Array.isArray((calibration.comparison as { models?: unknown }).models) &&
                Array.isArray((calibration.comparison as { tests?: unknown }).tests))
                ? calibration.comparison
                : undefined,
          }
        : missing) as EvidenceResult['calibration'],
    dif: (Array.isArray(stored.dif) ? stored.dif : []) as EvidenceResult['dif'],
  };
}
