import type { CityRow, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Deps } from '../../http/context';

/**
 * test-activities/cities: the regencies and cities of Indonesia (migration 016) as a datatable
 * page. The search value filters by name (global search or the `name` column's search); paging
 * and sorting happen in SQL. Column 0 is the name, so `order: [{column: 0, dir: 'asc'}]` lists
 * them alphabetically.
 */
export function cityDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<CityRow>(
    deps.db.selectFrom('cities'),
    query,
    {
      columns: { name: 'name', province: 'province', kind: 'kind', id: 'id' },
      searchable: ['name'],
      defaultColumn: 'name',
    },
    (q) => q.select(['id', 'name', 'province', 'kind']),
  );
}
