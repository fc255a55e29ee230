import { z } from 'zod';
import { defineJob, SHORT_JOB } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { partnerRoutes } from './partner.routes';
import { deliverPartnerEvent, PARTNER_EVENT_JOB } from './partner-delivery';

/** The partner integration: its settings, secret, tokens and the events sent to the partner. */
export const partnerModule: ModuleManifest = {
  name: 'partner',
  routes: partnerRoutes,
  jobs: [
    defineJob({
      name: PARTNER_EVENT_JOB,
      payload: z.object({ eventId: z.number().int().positive() }),
      handler: deliverPartnerEvent,
      options: SHORT_JOB,
    }),
  ],
  audit: {
    areas: { 'partner/': 'accounts' },
    entities: { partner: { table: 'corporate_accounts', idKeys: ['account_corporate_id'] } },
    // partner/secret shows the secret, and draws a new one when asked to rotate it.
    changesWhen: { 'partner/secret': (body) => (body as { rotate?: boolean })?.rotate === true },
  },
};
