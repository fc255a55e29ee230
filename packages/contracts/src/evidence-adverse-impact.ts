import { z } from 'zod';
import { DIF_VARIABLES, MAX_SAMPLE_PROJECTS } from './evidence';
import { recordId as id } from './request-ids';

/**
 * Adverse impact of job-fit decisions: in the chosen projects, a scored participant whose job fit
 * is at or above the cut counts as selected; selection rates are compared between the groups of a
 * variable (gender, age band, education level) by the four-fifths rule and Fisher's exact test.
 * Groups of fewer than MIN_REPORTED_GROUP people are left out of the comparison and shown without
 * their counts, so nobody is singled out.
 */

export const adverseImpactRequest = z.object({
  project_ids: z
    .array(id, { message: 'project_ids: choose at least one project' })
    .min(1, 'project_ids: choose at least one project')
    .max(MAX_SAMPLE_PROJECTS, `project_ids: choose at most ${MAX_SAMPLE_PROJECTS} projects`),
  /** Job fit (%) at or above which a participant counts as selected. */
  cut: z
    .number({ message: 'cut must be a number' })
    .min(0, 'cut must be between 0 and 100')
    .max(100, 'cut must be between 0 and 100'),
  variable: z.enum(DIF_VARIABLES, { message: `variable must be one of ${DIF_VARIABLES.join(', ')}` }),
  /** The group whose rate the others are compared with (default: the highest rate). */
  reference: z.string().trim().min(1).max(60).optional(),
  /** The impact ratio a group must reach (0.8 under the four-fifths rule). */
  threshold: z
    .number({ message: 'threshold must be a number' })
    .gt(0, 'threshold must be above 0 and at most 1')
    .max(1, 'threshold must be above 0 and at most 1')
    .default(0.8),
});
export type AdverseImpactRequest = z.infer<typeof adverseImpactRequest>;

export const adverseImpactGroup = z.object({
  group: z.string(),
  /** Null for a group of fewer than 5: it is named but not compared. */
  total: z.number().int().nullable(),
  selected: z.number().int().nullable(),
  rate: z.number().nullable(),
  impact_ratio: z.number().nullable(),
  passes: z.boolean().nullable(),
  /** Two-sided Fisher's exact p against the reference group; null for the reference itself. */
  fisher_p: z.number().nullable(),
});
export type AdverseImpactGroup = z.infer<typeof adverseImpactGroup>;

export const adverseImpactResponse = z.object({
  /** Participants of the projects with a job fit (the decisions compared). */
  n: z.number().int(),
  selected: z.number().int(),
  cut: z.number(),
  variable: z.enum(DIF_VARIABLES),
  threshold: z.number(),
  /** Null when fewer than two groups could be compared. */
  reference: z.string().nullable(),
  groups: z.array(adverseImpactGroup),
  /** Participants with a job fit whose value of the variable is not known. */
  unknown: z.number().int(),
  /** True when a compared group's impact ratio is under the threshold. */
  adverse_impact: z.boolean().nullable(),
  /** Why no comparison could be made, in words; null when one was. */
  note: z.string().nullable(),
  engine_version: z.string(),
});
export type AdverseImpactResponse = z.infer<typeof adverseImpactResponse>;

export const EVIDENCE_ADVERSE_IMPACT_CALLS = {
  'evidence/adverse-impact': { request: adverseImpactRequest, response: adverseImpactResponse },
} as const;

export const ADVERSE_IMPACT_TOO_FEW_GROUPS =
  'Fewer than two groups of at least 5 people have a job fit in these projects, so selection rates cannot be compared.';
export const ADVERSE_IMPACT_NOBODY_SELECTED =
  'Nobody in the compared groups reaches the cut, so selection rates cannot be compared: lower the cut.';
