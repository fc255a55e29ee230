import type { DatatablePage, DatatableQuery } from '@asesa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TableColumnType as ColumnType,
  Flex,
  Table,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  antSortOrder,
  buildDatatableQuery,
  type DataColumnSpec,
  PAGE_SIZES,
  parseTableState,
  type TableState,
  tableChangeHandler,
  writeTableState,
} from '../lib/datatable';
import { type FitColumnOptions, fitColumns, fitScrollX, useColumnChooser } from './table-fit';
import { TableSearch } from './table-search';

/**
 * A column: server columns have a string `dataIndex`; `sortable` and `searchable` go to the server.
 * A `width` keeps it that wide (those without share the rest); `ellipsis` cuts long text to a line.
 */
export interface DataColumn<T>
  extends Omit<ColumnType<T>, 'dataIndex' | 'sorter' | 'sortOrder'>,
    FitColumnOptions {
  dataIndex?: keyof T & string;
  sortable?: boolean;
  searchable?: boolean;
}

export interface DataTableProps<T> {
  /** Identifies the data for caching and invalidation; the query is appended to it. */
  queryKey: readonly unknown[];
  fetchPage: (query: DatatableQuery) => Promise<DatatablePage<T>>;
  columns: DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => string | number);
  /** Prefix for the URL parameters when a page has more than one table. */
  urlPrefix?: string;
  /** Accessible name of the table. */
  label: string;
  toolbar?: ReactNode;
  /** Gives the table a "Columns" chooser, its choices remembered under this id. */
  columnsId?: string;
}

/** The pagination of a server-side table: its page and size, the sizes offered and "N in all". */
export function serverPagination(
  state: Pick<TableState, 'page' | 'size'>,
  total: number,
  t: (key: 'dataTable.total', options: { count: number }) => string,
): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (n) => t('dataTable.total', { count: n }),
  };
}

/**
 * A table bound to the DataTables server-side protocol: paging, sorting and the search box run on
 * the server; the state lives in the URL query string.
 */
export function DataTable<T extends object>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  urlPrefix = '',
  label,
  toolbar,
  columnsId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = parseTableState(params, urlPrefix);

  const specs: DataColumnSpec[] = useMemo(
    () =>
      columns.flatMap((c) => (c.dataIndex ? [{ data: c.dataIndex, searchable: c.searchable ?? true }] : [])),
    [columns],
  );
  const query = buildDatatableQuery(specs, state);

  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });

  const setState = (next: TableState) =>
    setParams(writeTableState(params, next, urlPrefix), { replace: true });

  // The server query lists every column (its order is the sort index); the table shows the chosen.
  const { visible, chooser } = useColumnChooser(columnsId, columns);
  const antColumns: ColumnType<T>[] = fitColumns(
    visible.map(({ sortable, searchable: _s, ...col }) => ({
      ...col,
      key: col.key ?? col.dataIndex,
      sorter: sortable ? true : undefined,
      sortOrder: sortable ? antSortOrder(state, col.dataIndex) : undefined,
    })),
  );

  const onChange = tableChangeHandler<T>(state, setState);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <TableSearch
          key={state.q}
          defaultValue={state.q}
          style={{ maxWidth: 320 }}
          onSearch={(value) => setState({ ...state, q: value, page: 1 })}
        />
        {toolbar || chooser ? (
          <Flex align="center" wrap gap={8}>
            {toolbar}
            {chooser}
          </Flex>
        ) : null}
      </Flex>
      <Table<T>
        aria-label={label}
        rowKey={rowKey as TableProps<T>['rowKey']}
        columns={antColumns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        onChange={onChange}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: fitScrollX(antColumns) }}
        pagination={serverPagination(state, data?.recordsFiltered ?? 0, t)}
      />
    </Flex>
  );
}
