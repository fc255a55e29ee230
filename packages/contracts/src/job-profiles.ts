import { z } from 'zod';
import { positiveWeight } from './competences';
import { datatableCall, datatableQuery } from './envelope';
import { competenceRef, instrumentRef, namedRecord, recordStamps } from './record-fields';

/**
 * Job profiles: the competences a job requires (a target level of each competence's levels and a
 * weight > 0) and the published instruments to take, in order (instrument-orders). Projects copy
 * both when they are created from a profile.
 */

const id = z.number().int().positive();
const text = (what: string, max = 200) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} has at most ${max} characters`);

export const jobProfileCompetenceInput = z.object({
  competence_id: id,
  target_level: z
    .number({ message: 'target_level must be a number' })
    .int('target_level must be a whole number'),
  weight: positiveWeight(),
});
const fields = {
  name: text('name'),
  description: z.string().trim().max(5000).optional().default(''),
  competences: z.array(jobProfileCompetenceInput).max(50).optional().default([]),
  /** Instrument ids in the order they are taken. */
  instrument_ids: z.array(id).max(30).optional().default([]),
};
export const jobProfileNewRequest = z.object(fields);
export type JobProfileNewRequest = z.input<typeof jobProfileNewRequest>;
export const jobProfileUpdateRequest = z.object({ id, ...fields });
export const instrumentOrdersRequest = z.object({ job_profile_id: id, instrument_ids: z.array(id).max(30) });

export const jobProfileRow = z.object({
  ...namedRecord,
  description: z.string(),
  competence_count: z.number().int(),
  instrument_count: z.number().int(),
  ...recordStamps,
});
export type JobProfileRow = z.infer<typeof jobProfileRow>;
export const jobProfileCompetence = z.object({
  ...competenceRef,
  target_level: z.number().int(),
  target_label: z.string(),
  weight: z.number(),
});
export const jobProfileInstrument = z.object({
  ...instrumentRef,
  position: z.number().int(),
});
export const jobProfileDetail = jobProfileRow
  .omit({ competence_count: true, instrument_count: true })
  .extend({
    competences: z.array(jobProfileCompetence),
    instruments: z.array(jobProfileInstrument),
  });
export type JobProfileDetail = z.infer<typeof jobProfileDetail>;
export const jobProfileCompactItem = z.object({
  ...namedRecord,
  competence_ids: z.array(z.number().int()),
  instrument_ids: z.array(z.number().int()),
});
export type JobProfileCompactItem = z.infer<typeof jobProfileCompactItem>;

const byId = z.object({ id });

export const JOB_PROFILE_CALLS = {
  'job-profiles/datatable': datatableCall(datatableQuery, jobProfileRow),
  'job-profiles/new': { request: jobProfileNewRequest, response: jobProfileDetail },
  'job-profiles/detail': { request: byId, response: jobProfileDetail },
  'job-profiles/update': { request: jobProfileUpdateRequest, response: jobProfileDetail },
  'job-profiles/mark-as-removed': { request: byId, response: z.object({ ok: z.boolean() }) },
  'job-profiles/compact-list': {
    request: z.object({}).passthrough(),
    response: z.array(jobProfileCompactItem),
  },
  'job-profiles/instrument-orders': {
    request: instrumentOrdersRequest,
    response: z.array(jobProfileInstrument),
  },
} as const;
