import { z } from 'zod';
import { defineJob, SHORT_JOB } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { RECALCULATE_PROJECT_JOB, recalculateProjectJob } from './recalculate-project';
import { scoringRunRoutes } from './scoring-runs.routes';
import { SCORE_PARTICIPANT_JOB, scoreParticipantJob } from './scoring-runs.service';

/** Scoring runs: a participant scored when they finish, a project recalculated on request (its calls and job). */
export const scoringRunsModule: ModuleManifest = {
  name: 'scoring-runs',
  // Recalculation's calls sit on the participants' path (the spec's); their audit rule is the projects module's.
  routes: scoringRunRoutes,
  jobs: [
    defineJob({
      name: SCORE_PARTICIPANT_JOB,
      payload: z.object({ participantId: z.number().int().positive() }),
      handler: scoreParticipantJob,
      options: SHORT_JOB,
    }),
    defineJob({
      name: RECALCULATE_PROJECT_JOB,
      payload: z.object({ projectId: z.number().int().positive() }),
      handler: recalculateProjectJob,
    }),
  ],
};
