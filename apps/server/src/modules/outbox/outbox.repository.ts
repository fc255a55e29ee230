import type { outboxDetail } from '@asesa/contracts';
import type { z } from 'zod';
import { seesEveryTenant, visibleProjects } from '../../db/tenant-scope';
import type { Actor, Deps } from '../../deps';

/** Public column names of an outbox row → their SQL (`o` the message, `p` its project). */
export const OUTBOX_COLUMNS = {
  id: 'o.id',
  to_address: 'o.to_address',
  subject: 'o.subject',
  status: 'o.status',
  attempts: 'o.attempts',
  last_error: 'o.last_error',
  created_at: 'o.created_at',
  sent_at: 'o.sent_at',
  project_id: 'o.project_id',
  project_name: 'p.name',
  participant_id: 'o.participant_id',
} as const;

export const OUTBOX_SELECT = Object.entries(OUTBOX_COLUMNS).map(([name, ref]) => `${ref} as ${name}`);

/**
 * The outbox messages the actor may read (`o`, with its project `p`): all of them for an admin,
 * otherwise the invitation e-mails of the projects the actor sees (the projects' own tenancy).
 */
export function readableMessages(deps: Deps, actor: Actor) {
  const q = deps.db.selectFrom('outbox as o').leftJoin('projects as p', 'p.id', 'o.project_id');
  if (seesEveryTenant(actor)) return q;
  return q.where('o.project_id', 'in', visibleProjects(deps.db, actor).select('p.id'));
}

export function findOutboxMessage(deps: Deps, actor: Actor, id: number) {
  return readableMessages(deps, actor)
    .select([...OUTBOX_SELECT, 'o.body_text'] as never)
    .$castTo<z.infer<typeof outboxDetail>>()
    .where('o.id', '=', id)
    .executeTakeFirst();
}
