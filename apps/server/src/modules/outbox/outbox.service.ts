import type { datatableQuery, OutboxRow, outboxDetail } from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { findOutboxMessage, OUTBOX_COLUMNS, outboxMessages } from './outbox.repository';

// The outbox is every e-mail the platform wrote: sent, queued, failed, or held when no SMTP
// server is configured. Admins read it (see the routes); messages are never edited here.

export function outboxDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<OutboxRow>(
    outboxMessages(deps.db),
    query,
    {
      columns: Object.fromEntries(OUTBOX_COLUMNS.map((c) => [c, `o.${c}`])),
      searchable: ['to_address', 'subject', 'status'],
      defaultColumn: 'id',
    },
    (q) => q.select(OUTBOX_COLUMNS.map((c) => `o.${c}` as const)),
  );
}

export async function outboxMessage(deps: Deps, id: number): Promise<z.input<typeof outboxDetail>> {
  const row = await findOutboxMessage(deps.db, id);
  if (!row) throw notFound('Message');
  return row;
}
