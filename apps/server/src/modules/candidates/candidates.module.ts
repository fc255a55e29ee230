import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { candidateRoutes } from './candidates.routes';
import { EXPORT_CANDIDATES_JOB, exportCandidatesJob } from './candidates-export.service';

/** The candidates across a corporate's projects, and their export. */
export const candidatesModule: ModuleManifest = {
  name: 'candidates',
  routes: candidateRoutes,
  jobs: [
    defineJob({
      name: EXPORT_CANDIDATES_JOB,
      payload: z.object({ downloadId: z.number().int().positive() }),
      handler: exportCandidatesJob,
    }),
  ],
  audit: { areas: { 'candidates/': 'none' } },
};
