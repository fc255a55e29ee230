import { z } from 'zod';
import { reportLanguage } from './reports';

/**
 * The technical manual of an instrument version, written from a finished evidence analysis: a PDF
 * with the sample, item statistics, reliability, IRT calibration, norms and fairness, each figure
 * traceable to the engine version and the analysis that produced it.
 */

export const evidenceManualRequest = z.object({
  analysis_id: z
    .number({ message: 'analysis_id must be a number' })
    .int('analysis_id must be a whole number')
    .positive('analysis_id must be positive'),
  /** The manual's language (id or en); without it the reader's back-office language. */
  lang: reportLanguage.optional(),
});
export type EvidenceManualRequest = z.input<typeof evidenceManualRequest>;

// JSON calls of the manual (none): the manual itself is a file, so it lives in the file calls.
export const EVIDENCE_MANUAL_CALLS = {} as const;

/** Calls answering a file (spread into FILE_CALLS): the manual as a PDF download. */
export const EVIDENCE_MANUAL_FILE_CALLS = {
  'evidence/analyses/manual': evidenceManualRequest,
} as const;
