import { z } from 'zod';

/**
 * The PDF reports of a participant: for the hiring manager (profiles, competences, job fit and
 * interview questions), feedback for the candidate (plain words, in the candidate's language, no
 * norms and no hiring verdict), and the technical appendix (versions, norms, reliabilities, method).
 */
export const REPORT_TYPES = ['hiring-manager', 'candidate-feedback', 'technical-appendix'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE: ReportType = 'hiring-manager';

export const reportType = z.enum(REPORT_TYPES, {
  message: `type must be one of ${REPORT_TYPES.join(', ')}`,
});

/**
 * The languages every report is written in, whole: Bahasa Indonesia and English. A report
 * call may name one; without it the report speaks the project's language (the candidate
 * feedback: the candidate's own).
 */
export const REPORT_LANGUAGES = ['id', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** What was sent, for a message: text as itself (cut short), anything else by its kind only. */
function sentValue(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input.slice(0, 20));
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  return typeof input === 'object' ? 'an object' : `a ${typeof input}`;
}

export const reportLanguage = z.enum(REPORT_LANGUAGES, {
  error: (issue) =>
    `reports are written in id (Bahasa Indonesia) or en (English), not ${sentValue(issue.input)}`,
});

/** A language code as a report language: Indonesian for id, id-ID…; null for any other. */
export function asReportLanguage(code: string | null | undefined): ReportLanguage | null {
  const lang = code?.trim().toLowerCase() ?? '';
  if (lang === 'id' || lang.startsWith('id-')) return 'id';
  if (lang === 'en' || lang.startsWith('en-')) return 'en';
  return null;
}

/** A report call naming a type the project does not offer (project setting report_types). */
export const reportTypeNotOffered = (type: string) => `type: this project does not offer the ${type} report`;

/** The report types as the projects table stores them (a comma list); all of them when it names none. */
export function parseReportTypes(stored: string | null | undefined): ReportType[] {
  const named = (stored ?? '').split(',').map((s) => s.trim());
  const known = REPORT_TYPES.filter((t) => named.includes(t));
  return known.length ? known : [...REPORT_TYPES];
}
