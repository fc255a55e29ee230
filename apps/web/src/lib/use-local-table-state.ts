import { useState } from 'react';
import {
  antSortOrder,
  buildDatatableQuery,
  type DataColumnSpec,
  DEFAULT_TABLE_STATE,
  type TableState,
  tableChangeHandler,
} from './datatable';

/**
 * A server-side table whose search, sort and page live in the component (not the URL), for the
 * tables inside a tab: the query to send and the callbacks the antd table and search box take.
 */
export function useLocalTableState<Row>(specs: DataColumnSpec[]) {
  const [state, setState] = useState<TableState>(DEFAULT_TABLE_STATE);
  return {
    state,
    query: buildDatatableQuery(specs, state),
    sortOrder: (field: string) => antSortOrder(state, field),
    onChange: tableChangeHandler<Row>(state, setState),
    /** A new search or filter starts again at the first page. */
    search: (q: string) => setState((s) => ({ ...s, q, page: 1 })),
    toFirstPage: () => setState((s) => ({ ...s, page: 1 })),
  };
}
