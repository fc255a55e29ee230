import type { MailTransport, OutboxRow, outboxDatatableRequest, outboxDetail } from '@asesa/contracts';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { notFound } from '../../lib/errors';
import { projectOr404 } from '../projects/projects.service';
import { findOutboxMessage, OUTBOX_COLUMNS, OUTBOX_SELECT, readableMessages } from './outbox.repository';

// The outbox is every e-mail the platform wrote: sent, queued, failed, or held when no SMTP
// server is configured. Messages are never edited here.

export async function outboxDatatable(
  deps: Deps,
  actor: Actor,
  query: z.infer<typeof outboxDatatableRequest>,
) {
  let base = readableMessages(deps, actor);
  if (query.project_id !== undefined) {
    const project = await projectOr404(deps, actor, query.project_id);
    base = base.where('o.project_id', '=', project.id);
  }
  return runDatatable<OutboxRow>(
    base,
    query,
    {
      columns: OUTBOX_COLUMNS,
      searchable: ['to_address', 'subject', 'status', 'project_name'],
      defaultColumn: 'id',
    },
    (q) => q.select(OUTBOX_SELECT as never),
  );
}

export async function outboxMessage(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<z.input<typeof outboxDetail>> {
  const row = await findOutboxMessage(deps, actor, id);
  // Another tenant's message answers as an unknown one.
  if (!row) throw notFound('Message');
  return row;
}

/** The environment variables that make e-mail leave the platform (config/env.ts). */
const MAIL_VARIABLES = {
  smtp_url_variable: 'SMTP_URL',
  mail_from_variable: 'MAIL_FROM',
} as const satisfies Record<string, keyof Env>;

/** Whether e-mail leaves the platform (SMTP_URL set) and which settings make it do so. */
export function mailTransport(deps: Deps): MailTransport {
  return { sends: deps.mailer.sends, ...MAIL_VARIABLES };
}
