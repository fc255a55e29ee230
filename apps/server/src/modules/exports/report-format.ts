import type { ReportCompetence, ReportData, ReportDimension } from './participant-report.reader';

// Numbers and notation as the reports print them: a true minus sign, fixed decimals where columns
// line up, subscripts in the job-fit formula.

const MINUS = '\u2212';

/** `n` with `digits` decimals and a true minus sign; '–' when there is no number. */
export function fixed(n: number | null | undefined, digits = 1): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  const text = Math.abs(n).toFixed(digits);
  return Number(text) === 0 ? text : n < 0 ? `${MINUS}${text}` : text;
}

/** Like fixed, without trailing zeros (6, 6.5, 6.25). */
export function short(n: number | null | undefined, digits = 1): string {
  const text = fixed(n, digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A probability (0–1) as a whole percentage. */
export function percent(p: number | null | undefined): string {
  return p === null || p === undefined || Number.isNaN(p) ? '–' : `${Math.round(100 * p)} %`;
}

/** An ISO timestamp as 'YYYY-MM-DD HH:MM' (UTC, as stored). */
export function dateTime(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 16).replace('T', ' ') : '–';
}

export const date = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '–');

const SUBSCRIPTS: Record<string, string> = { i: '\u1d62', j: '\u2c7c', k: '\u2096', t: '\u209c' };

/**
 * The engine's job-fit formula (one line, `w_j` for subscripts) as readable lines: each clause on
 * its own line, subscripts set as subscripts and typographic quotes.
 */
export function formulaLines(formula: string): string[] {
  return formula
    .split(/;\s*/)
    .map((part) =>
      part
        .replace(/_([ijkt])\b/g, (_m, letter: string) => SUBSCRIPTS[letter] ?? `_${letter}`)
        .replace(/'([^']*)'/g, '‘$1’')
        .trim(),
    )
    .filter(Boolean);
}

/** The worked job fit with this participant's numbers: S from the weights and shortfalls, then the fit. */
export function workedFit(data: ReportData): string[] {
  const jf = data.jobFit;
  if (jf.fit === null || !jf.contributions.length) return [];
  const totalWeight = jf.contributions.reduce((n, c) => n + c.weight, 0);
  const terms = jf.contributions
    .map((c) => `${short(c.weight, 2)}·${fixed(c.shortfall ?? 0, 2)}`)
    .join(' + ');
  const s =
    jf.mean_shortfall ??
    jf.contributions.reduce((n, c) => n + c.weight * (c.shortfall ?? 0), 0) / totalWeight;
  const range = jf.range ?? 2;
  return [
    `S = (${terms}) / ${short(totalWeight, 2)} = ${fixed(s, 3)}`,
    `fit = 100 · max(0, 1 ${MINUS} ${fixed(s, 3)} / ${short(range, 2)}) = ${short(jf.fit, 1)}`,
  ];
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
