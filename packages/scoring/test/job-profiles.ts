import type { JobFitScale, JobProfile, JobTarget } from '../src/jobfit';

/**
 * A job profile for a test case: the scale and the targets are what a case is about; the id and
 * version only name the profile (in error messages), so they default to placeholders.
 */
export function jobProfile(
  scale: JobFitScale,
  targets: JobTarget[],
  extra: Partial<JobProfile> = {},
): JobProfile {
  return { id: 'p', version: '1', scale, targets, ...extra };
}
