import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { BULK_INVITE_JOB, bulkInviteJob } from './bulk.service';
import { invitationRoutes } from './invitations.routes';

/** Invitations to a project (one by one or from a sheet) and the project's languages. */
export const invitationsModule: ModuleManifest = {
  name: 'invitations',
  routes: invitationRoutes,
  jobs: [
    defineJob({
      name: BULK_INVITE_JOB,
      payload: z.object({ batchId: z.number().int().positive() }),
      handler: bulkInviteJob,
    }),
  ],
  // Its calls are under the projects module's rule (projects/).
  audit: {
    entities: {
      'projects/invitations': { table: 'participants', idKeys: ['participant_id'] },
      'projects/configs/languages': { table: 'project_languages' },
    },
  },
};
