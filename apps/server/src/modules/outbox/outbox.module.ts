import { z } from 'zod';
import { defineJob, SHORT_JOB } from '../../jobs/job-definition';
import { DELIVER_MAIL_JOB } from '../../lib/mail';
import type { ModuleManifest } from '../module-manifest';
import { outboxRoutes } from './outbox.routes';

/**
 * The mail outbox: every message is recorded there first, then delivered by a job (the Mailer in
 * lib/mail.ts enqueues it; this feature owns the outbox, so it runs the delivery).
 */
export const outboxModule: ModuleManifest = {
  name: 'outbox',
  routes: outboxRoutes,
  jobs: [
    defineJob({
      name: DELIVER_MAIL_JOB,
      payload: z.object({ outboxId: z.number().int().positive() }),
      handler: (deps, { outboxId }) => deps.mailer.deliver(outboxId),
      options: SHORT_JOB,
    }),
  ],
  audit: { areas: { 'outbox/': 'none' } },
};
