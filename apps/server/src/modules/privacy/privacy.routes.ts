import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { eraseVisibleParticipant } from './erase-participant';
import { retentionSetting, updateRetention } from './retention';

export function privacyRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(
    app,
    deps,
    { access: ['admin'], tag: 'privacy' },
    {
      'privacy/retention/detail': () => retentionSetting(deps),
      'privacy/retention/update': (b, ctx) => updateRetention(deps, ctx.actor!, b),
    },
  );
  // Reviewers who may see the participant may erase them: admins, and consultants of the tenant.
  defineCalls(
    app,
    deps,
    { access: ['admin', 'consultant'], tag: 'privacy' },
    {
      'projects/participants/erase': (b, ctx) => eraseVisibleParticipant(deps, ctx.actor!, b.participant_id),
    },
  );
}
