import {
  type DateFormatter,
  dateFormatter,
  MINUS,
  type NumberFormatter,
  numberFormatter,
  type ReportLanguage,
} from '@asesa/contracts';
import type { CommonLabels } from './participant-report.labels';
import type {
  ReportCompetence,
  ReportData,
  ReportDimension,
  ReportInstrument,
} from './participant-report.reader';

// Numbers and notation as the reports print them: the shared number formatter (a true minus sign,
// the reader's separators, one rounding rule), subscripts in the job-fit formula.

/**
 * The reports' numbers in a report language, through the formatter the screens and exports use;
 * a no-break space before '%' keeps "80 %" on one line (pdftotext reads it as a space).
 */
export const reportNumbers = (lang: ReportLanguage): NumberFormatter =>
  numberFormatter(lang, { empty: '–', space: '\u00a0' });

/** `n` with exactly `digits` decimals in English, '–' without a number (the technical manual's). */
export const fixed = (n: number | null | undefined, digits = 1): string =>
  reportNumbers('en').fixed(n, digits);

/**
 * The reports' dates in a report language, through the formatter the screens and exports use:
 * "29 November 2026 14:05 UTC" (a report is read anywhere, so its times are UTC and say so).
 */
export const reportDates = (lang: ReportLanguage): DateFormatter => dateFormatter(lang, { empty: '–' });

const SUBSCRIPTS: Record<string, string> = { i: '\u1d62', j: '\u2c7c', k: '\u2096', t: '\u209c' };

/**
 * The engine's job-fit formula (one line, `w_j` for subscripts) as readable lines: each clause on
 * its own line, its words in the report's language (`words`: the engine writes English),
 * subscripts set as subscripts and typographic quotes.
 */
export function formulaLines(formula: string, words: readonly [RegExp, string][] = []): string[] {
  return formula
    .split(/;\s*/)
    .map((part) => words.reduce((text, [english, translated]) => text.replace(english, translated), part))
    .map((part) =>
      part
        .replace(/_([ijkt])\b/g, (_m, letter: string) => SUBSCRIPTS[letter] ?? `_${letter}`)
        .replace(/'([^']*)'/g, '‘$1’')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The worked job fit with this participant's numbers: S from the weights and shortfalls, then the
 * fit (`fitName`: the fit's name in the formula, "fit" or "kecocokan").
 */
export function workedFit(data: ReportData, f: NumberFormatter, fitName = 'fit'): string[] {
  const jf = data.jobFit;
  if (jf.fit === null || !jf.contributions.length) return [];
  const totalWeight = jf.contributions.reduce((n, c) => n + c.weight, 0);
  const terms = jf.contributions
    .map((c) => `${f.decimal(c.weight, 2)}·${f.fixed(c.shortfall ?? 0, 2)}`)
    .join(' + ');
  const s =
    jf.mean_shortfall ??
    jf.contributions.reduce((n, c) => n + c.weight * (c.shortfall ?? 0), 0) / totalWeight;
  const range = jf.range ?? 2;
  return [
    `S = (${terms}) / ${f.decimal(totalWeight, 2)} = ${f.fixed(s, 3)}`,
    `${fitName} = 100 · max(0, 1 ${MINUS} ${f.fixed(s, 3)} / ${f.decimal(range, 2)}) = ${f.of('jobFit', jf.fit)}`,
  ];
}

/** The fit's name in the formula: what the labels' formula words make of "fit = ". */
export const fitWord = (L: { formulaWords: readonly [RegExp, string][] }) =>
  L.formulaWords
    .reduce((text, [english, translated]) => text.replace(english, translated), 'fit = ')
    .slice(0, -3);

/** The job-fit rule in words: the stored (English) text, or the labels' own with R filled in. */
export function jobFitExplanation(
  data: ReportData,
  L: { explanation: ((range: string) => string) | null },
  f: NumberFormatter,
): string | null {
  const jf = data.jobFit;
  if (!jf.explanation) return null;
  return L.explanation ? L.explanation(f.decimal(jf.range ?? 2, 2)) : jf.explanation;
}

/**
 * The competences to ask about in the interview: the one or two furthest below their target, or,
 * when every target is met, the lowest-scored one.
 */
export function weakestCompetences(data: ReportData): { competence: ReportCompetence; shortfall: number }[] {
  const byCode = new Map(data.jobFit.contributions.map((c) => [c.code, c]));
  const scored = data.competences.filter((c) => c.score !== null);
  const shortfallOf = (c: ReportCompetence) =>
    byCode.get(c.code)?.shortfall ??
    (c.targetSten === null ? 0 : Math.max(0, c.targetSten - (c.score as number)));
  const short = scored
    .map((competence) => ({ competence, shortfall: shortfallOf(competence) }))
    .filter((c) => c.shortfall > 0)
    .sort((a, b) => b.shortfall - a.shortfall);
  if (short.length) return short.slice(0, 2);
  const lowest = [...scored].sort((a, b) => (a.score as number) - (b.score as number))[0];
  return lowest ? [{ competence: lowest, shortfall: 0 }] : [];
}

/** Where a sten falls on the lower / middle / higher scale the candidate sees (1–3, 4–7, 8–10). */
export function stepOf(sten: number): 0 | 1 | 2 {
  return sten < 3.5 ? 0 : sten < 7.5 ? 1 : 2;
}

/** Band name or, without a band, nothing (the candidate report never prints a sten). */
export const bandName = (d: ReportDimension) => d.band?.label ?? d.band?.level ?? null;

/**
 * The sentences saying where an instrument's error bands come from (this person's SE(θ) for
 * IRT-scored scales, the evidence study's or the set-up's reliability for the others), or null when
 * no scale of it has a band.
 */
export function bandSourceLine(
  ins: ReportInstrument,
  lang: ReportLanguage,
  labels: Pick<CommonLabels, 'bandsFromEvidence' | 'bandsFromSetUp' | 'bandsFromIrt'>,
): string | null {
  const withBand = ins.dimensions.filter((d) => d.stenBand !== null);
  const own = withBand.filter((d) => d.seSource === 'irt');
  const banded = withBand.filter((d) => d.seSource !== 'irt');
  const irtLine = own.length ? labels.bandsFromIrt(banded.length > 0) : null;
  const reliabilityLine = reliabilityBandLine(ins, banded, lang, labels);
  return [irtLine, reliabilityLine].filter(Boolean).join(' ') || null;
}

/**
 * The sentence saying where competences' error bands take their reliabilities from (the evidence
 * when any competence's rests on it), or null when no competence has a band.
 */
export function competenceBandLine(
  competences: ReadonlyArray<Pick<ReportCompetence, 'seSource'>>,
  labels: Pick<CommonLabels, 'competenceBands'>,
): string | null {
  const sources = competences.flatMap((c) => (c.seSource ? [c.seSource] : []));
  if (sources.length === 0) return null;
  if (sources.every((s) => s === 'evidence')) return labels.competenceBands.evidence;
  if (sources.some((s) => s !== 'set-up')) return labels.competenceBands['partly-evidence'];
  return labels.competenceBands['set-up'];
}

/** The sentence of the bands that rest on a reliability: the evidence study's or the set-up's. */
function reliabilityBandLine(
  ins: ReportInstrument,
  banded: ReportInstrument['dimensions'],
  lang: ReportLanguage,
  labels: Pick<CommonLabels, 'bandsFromEvidence' | 'bandsFromSetUp'>,
): string | null {
  if (banded.length === 0) return null;
  if (!ins.evidenceStudy || !banded.some((d) => d.reliabilitySource === 'evidence'))
    return labels.bandsFromSetUp;
  return labels.bandsFromEvidence(
    reportDates(lang).date(ins.evidenceStudy.finishedAt),
    reportNumbers(lang).count(ins.evidenceStudy.n),
    banded.some((d) => d.reliabilitySource !== 'evidence'),
  );
}
