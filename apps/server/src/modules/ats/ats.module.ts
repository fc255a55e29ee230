import { z } from 'zod';
import { defineJob, SHORT_JOB } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { atsRoutes } from './ats.routes';
import { ATS_CALLBACK_JOB, deliverCallback, genericCallbacksOnScored } from './ats-callback';

/** The assessment API for applicant tracking systems: keys, calls, status callbacks. */
export const atsModule: ModuleManifest = {
  name: 'ats',
  routes: atsRoutes,
  jobs: [
    defineJob({
      name: ATS_CALLBACK_JOB,
      payload: z.object({ callbackId: z.number().int().positive() }),
      handler: deliverCallback,
      options: SHORT_JOB,
    }),
  ],
  onScored: genericCallbacksOnScored,
  audit: {
    // A key is an account's credential: creating and revoking one is recorded with the accounts.
    // The calls an ATS makes with a key are logged with their outcome in ats_calls instead.
    areas: { 'ats/': 'none', 'ats/keys/': 'accounts' },
    entities: { 'ats/keys': { table: 'ats_keys', idKeys: ['key_id'] } },
  },
};
