import type { datatableQuery, OutboxRow, outboxDetail } from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Deps } from '../../http/context';
import { notFound } from '../../http/errors';

// The outbox is every e-mail the platform wrote: sent, queued, failed, or held when no SMTP
// server is configured. Admins read it (routes); messages are never edited here.

const COLUMNS = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
] as const;

export function outboxDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<OutboxRow>(
    deps.db.selectFrom('outbox as o'),
    query,
    {
      columns: Object.fromEntries(COLUMNS.map((c) => [c, `o.${c}`])),
      searchable: ['to_address', 'subject', 'status'],
      defaultColumn: 'id',
    },
    (q) => q.select(COLUMNS.map((c) => `o.${c}` as const)),
  );
}

export async function outboxMessage(deps: Deps, id: number): Promise<z.input<typeof outboxDetail>> {
  const row = await deps.db
    .selectFrom('outbox')
    .select([...COLUMNS, 'body_text'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Message');
  return row;
}
