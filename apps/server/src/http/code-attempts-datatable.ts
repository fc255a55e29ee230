import type { datatableQuery } from '@asesa/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from './datatable';

// The admins read every log of tried codes (access codes, participant codes) as the same table:
// these columns, searched on the code, the address, the kind and the reason, newest id first.
const CODE_ATTEMPT_COLUMNS = {
  id: 'id',
  kind: 'kind',
  code: 'code',
  ip: 'ip',
  reason: 'reason',
  created_at: 'created_at',
} as const;

/** A DataTables page of a log of tried codes, from a query on its table. */
export function codeAttemptPage<T>(
  // biome-ignore lint/suspicious/noExplicitAny: any log table that has the attempt columns.
  log: SelectQueryBuilder<any, any, any>,
  query: z.infer<typeof datatableQuery>,
) {
  return runDatatable<T>(
    log,
    query,
    { columns: CODE_ATTEMPT_COLUMNS, searchable: ['code', 'ip', 'kind', 'reason'], defaultColumn: 'id' },
    (q) => q.select(Object.values(CODE_ATTEMPT_COLUMNS)),
  );
}
