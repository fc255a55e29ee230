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

/** A report call naming a type the project does not offer (project setting report_types). */
export const reportTypeNotOffered = (type: string) => `type: this project does not offer the ${type} report`;

/** The report types as the projects table stores them (a comma list); all of them when it names none. */
export function parseReportTypes(stored: string | null | undefined): ReportType[] {
  const named = (stored ?? '').split(',').map((s) => s.trim());
  const known = REPORT_TYPES.filter((t) => named.includes(t));
  return known.length ? known : [...REPORT_TYPES];
}
