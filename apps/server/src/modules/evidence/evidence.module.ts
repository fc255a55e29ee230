import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { evidenceRoutes } from './evidence.routes';
import { EVIDENCE_ANALYSIS_JOB, evidenceAnalysisJob } from './evidence.service';

/**
 * Validity evidence: analyses, norms, reviews, adverse impact and the technical manual. Its calls
 * are not audited by the call layer; publishing parameters and reviews write their own entries.
 */
export const evidenceModule: ModuleManifest = {
  name: 'evidence',
  routes: evidenceRoutes,
  jobs: [
    defineJob({
      name: EVIDENCE_ANALYSIS_JOB,
      payload: z.object({ analysisId: z.number().int().positive() }),
      handler: evidenceAnalysisJob,
    }),
  ],
  audit: { areas: { 'evidence/': 'none' } },
};
