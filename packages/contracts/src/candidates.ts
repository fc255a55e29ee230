import { z } from 'zod';
import { UI_LOCALES } from './auth';
import { datatableCall, datatableQuery } from './envelope';
import { exportStarted } from './exports';
import { jobProgress } from './jobs';
import { emailAddress } from './person-fields';
import { PARTICIPANT_STATUSES } from './projects';
import { participantRef, projectRef } from './record-fields';

/**
 * The candidate databases: the people across a tenant's projects. One person is one e-mail
 * address (compared lowercased) within one corporate account; the same e-mail in two corporates
 * is two people, since their data belongs to different tenants.
 */
export const candidateDatatableRequest = datatableQuery.extend({
  /** Only this corporate's people (admins and consultants choose; collaborators have one). */
  account_corporate_id: z.number().int().positive().optional(),
});
export type CandidateDatatableRequest = z.input<typeof candidateDatatableRequest>;

/** Who a candidate is: a person within a corporate (the row's and the detail's shared fields). */
const candidatePerson = {
  account_corporate_id: z.number().int(),
  corporate_name: z.string(),
  /** Lowercased: the key of the person within the corporate. */
  email: z.string(),
  /** From the person's latest participation. */
  name: z.string(),
  phone: z.string(),
  city: z.string(),
};

export const candidateRow = z.object({
  ...candidatePerson,
  project_count: z.number().int(),
  latest_status: z.enum(PARTICIPANT_STATUSES),
  best_score_percent: z.number().nullable(),
  last_activity_at: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRow>;

export const candidateDetailRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  email: emailAddress,
});
export type CandidateDetailRequest = z.input<typeof candidateDetailRequest>;

export const candidateParticipation = z.object({
  ...participantRef,
  ...projectRef,
  status: z.enum(PARTICIPANT_STATUSES),
  score_percent: z.number().nullable(),
  number_correct: z.number().nullable(),
  max_score: z.number().nullable(),
  job_fit: z.number().nullable(),
  invited_at: z.string().nullable(),
  registered_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type CandidateParticipation = z.infer<typeof candidateParticipation>;

export const candidateDetail = z.object({
  ...candidatePerson,
  participations: z.array(candidateParticipation),
});
export type CandidateDetail = z.infer<typeof candidateDetail>;

/** candidates/export when nobody matches: no empty files. */
export const NO_CANDIDATES_TO_EXPORT = 'There are no candidates to export';

/** The candidate database as .xlsx (through the download list): the same corporate filter and search. */
export const candidateExportRequest = z.object({
  account_corporate_id: z.number().int().positive().optional(),
  search: z.string().trim().max(200).optional(),
  /** The language of the file's name, headers and status words; without it the user's back-office language. */
  lang: z.enum(UI_LOCALES, { message: `lang must be one of ${UI_LOCALES.join(', ')}` }).optional(),
});
export type CandidateExportRequest = z.input<typeof candidateExportRequest>;

export const CANDIDATE_CALLS = {
  'candidates/datatable': datatableCall(candidateDatatableRequest, candidateRow),
  'candidates/detail': { request: candidateDetailRequest, response: candidateDetail },
  'candidates/export': { request: candidateExportRequest, response: exportStarted },
  'candidates/export-progress': {
    request: z.object({ download_id: z.number().int().positive() }),
    response: jobProgress,
  },
} as const;
