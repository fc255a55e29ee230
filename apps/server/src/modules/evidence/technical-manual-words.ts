import { AGE_BANDS, type EvidenceMakeUp, MIN_REPORTED_GROUP } from '@asesa/contracts';
import type { EvidenceResult } from '@asesa/scoring';
import { reportDates } from '../exports/report-format';
import type { ManualData } from './technical-manual-data';

// The manual's words for the sample and its counts.

/** The manual is written in English; its dates as the English reports write them. */
const date = reportDates('en').date;

/** The sample in a few words, for the footer of every page. */
export function sampleInShort(data: ManualData): string {
  const { makeUp } = data;
  const projects = `${makeUp.projects} project${makeUp.projects === 1 ? '' : 's'}`;
  const period =
    makeUp.first_completed_at && makeUp.last_completed_at
      ? `, ${date(makeUp.first_completed_at)} to ${date(makeUp.last_completed_at)}`
      : '';
  return `N = ${makeUp.n}, ${projects}${period}`;
}

/** The sample's definition as sentences: which participants the analysis read, and who they were. */
export function sampleDefinition(data: ManualData): string[] {
  const { sample, makeUp } = data;
  const which = sample.projects.length
    ? `the project${sample.projects.length === 1 ? '' : 's'} ${sample.projects.map((p) => `‘${p}’`).join(', ')}`
    : 'every project the analyst may see that runs this instrument version';
  const period =
    sample.from && sample.to
      ? `who completed between ${sample.from} and ${sample.to} (inclusive)`
      : sample.from
        ? `who completed on or after ${sample.from}`
        : sample.to
          ? `who completed on or before ${sample.to}`
          : 'whenever they completed';
  const sector = sample.sector ? `, of corporates in the sector ‘${sample.sector}’ and its sub-sectors` : '';
  return [
    `The sample holds the completed participants of ${which}, ${period}${sector}, who took the base form of version ${data.instrument.version} (alternate forms are not included). Participants who were erased and projects or corporates that were removed are left out.`,
    `It holds N = ${makeUp.n} participants from ${makeUp.projects} project${makeUp.projects === 1 ? '' : 's'} of ${makeUp.corporates} corporate${makeUp.corporates === 1 ? '' : 's'}, who completed between ${date(makeUp.first_completed_at)} and ${date(makeUp.last_completed_at)}.`,
  ];
}

/** A make-up count as printed: the count and its share of N, or "fewer than 5". */
export function countCell(count: number | null, n: number): [string, string] {
  if (count === null) return [`fewer than ${MIN_REPORTED_GROUP}`, '–'];
  return [String(count), n > 0 ? `${((100 * count) / n).toFixed(1)} %` : '–'];
}

/** Rows of one make-up variable: each value with its count, and its share of the sample. */
export function makeUpRows(makeUp: EvidenceMakeUp, variable: 'gender' | 'age_band' | 'education_level') {
  const entries = Object.entries(makeUp[variable]);
  // Age bands in their own order (youngest first), not the order they were met in.
  const rank = (value: string) => {
    const i = (AGE_BANDS as readonly string[]).indexOf(value);
    return i < 0 ? AGE_BANDS.length : i;
  };
  if (variable === 'age_band') entries.sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([value, count]) => [
    value.replace(/_/g, ' ') || 'not given',
    ...countCell(count, makeUp.n),
  ]);
}

/** A part of the engine's result the sample could not support, with the engine's reason. */
export function isUnavailable(part: unknown): part is { unavailable: string } {
  return (
    typeof part === 'object' &&
    part !== null &&
    typeof (part as { unavailable?: unknown }).unavailable === 'string'
  );
}

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
            fit:
              isUnavailable(calibration.fit) ||
              (typeof calibration.fit === 'object' &&
                calibration.fit !== null &&
                Array.isArray((calibration.fit as { items?: unknown }).items))
                ? calibration.fit
                : missing,
          }
        : missing) as EvidenceResult['calibration'],
    dif: (Array.isArray(stored.dif) ? stored.dif : []) as EvidenceResult['dif'],
  };
}
