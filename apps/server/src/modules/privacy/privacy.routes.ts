import type { FastifyInstance } from 'fastify';
import { defineCalls } from '../../http/call-table';
import type { Actor, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { visibleParticipant } from '../participants/participants.policy';
import { eraseParticipant } from './erase-participant';
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
      'projects/participants/erase': (b, ctx) => erase(deps, ctx.actor!, b.participant_id),
    },
  );
}

async function erase(deps: Deps, actor: Actor, participantId: number) {
  const visible = await visibleParticipant(deps, actor, participantId).select('pt.id').executeTakeFirst();
  if (!visible) throw notFound('Participant');
  const { erasedAt, filesDeleted } = await eraseParticipant(deps, participantId);
  return { participant_id: participantId, erased_at: erasedAt, files_deleted: filesDeleted };
}
