import { PlusOutlined } from '@ant-design/icons';
import type { CallPath, CallRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { type DataColumn, DataTable, type DataTableProps } from './data-table';
import { PageHeader } from './page-header';

export interface ListPageProps<T>
  extends Pick<DataTableProps<T>, 'queryKey' | 'fetchPage' | 'toolbar' | 'columnsId'> {
  /** The page's h1, also the table's accessible name. */
  title: string;
  newLabel: string;
  onNew: () => void;
  /** The "new" button's icon (a plus). */
  newIcon?: ReactNode;
  /** More header buttons, left of the "new" button. */
  actions?: ReactNode;
  /** Above the title (a link back). */
  back?: ReactNode;
  columns: DataColumn<T>[];
  /** The buttons of a row, shown in a last "Actions" column, pinned to the right. */
  rowActions?: (row: T) => ReactNode;
  /** The actions column's width; the default holds RowActions' Edit and Remove. */
  actionsWidth?: number;
  /** Between the title and the table (a notice). */
  notice?: ReactNode;
  /** The page's modals and drawers. */
  children?: ReactNode;
}

/** Fits RowActions' two small buttons (Edit, Remove) in English and Indonesian. */
const ROW_ACTIONS_WIDTH = 150;

/** A back-office list: a title with a "new" button, then the server-side table of rows. */
export function ListPage<T extends { id: number }>({
  title,
  newLabel,
  onNew,
  newIcon = <PlusOutlined />,
  actions,
  back,
  columns,
  rowActions,
  actionsWidth = ROW_ACTIONS_WIDTH,
  notice,
  children,
  ...table
}: ListPageProps<T>) {
  const { t } = useTranslation();
  const withActions: DataColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          title: t('common.actions'),
          key: 'actions',
          width: actionsWidth,
          render: (_v, row) => rowActions(row),
        },
      ]
    : columns;
  return (
    <Flex vertical gap={16}>
      {back}
      <PageHeader
        title={title}
        extra={
          <>
            {actions}
            <Button type="primary" icon={newIcon} onClick={onNew}>
              {newLabel}
            </Button>
          </>
        }
      />
      {notice}
      <DataTable<T> label={title} columns={withActions} rowKey="id" {...table} />
      {children}
    </Flex>
  );
}

/**
 * A row's edit and remove buttons; the remove asks first. Both name the row in their accessible
 * names ("Edit ABC") so a screen reader, and a test, can tell the rows apart.
 */
export function RowActions({
  name,
  editLabel,
  onEdit,
  removeLabel,
  removeConfirm,
  onRemove,
}: {
  name: string;
  editLabel: string;
  onEdit: () => void;
  removeLabel: string;
  removeConfirm: string;
  /** Left out when the row cannot be removed. */
  onRemove?: () => void;
}) {
  return (
    <Space>
      <Button size="small" onClick={onEdit} aria-label={`${editLabel} ${name}`}>
        {editLabel}
      </Button>
      {onRemove ? (
        <Popconfirm title={removeConfirm} onConfirm={onRemove}>
          <Button size="small" danger aria-label={`${removeLabel} ${name}`}>
            {removeLabel}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}

/** The calls that remove one row by id. */
type RemoveCallPath = {
  [P in CallPath]: P extends `${string}/mark-as-removed`
    ? CallRequest<P> extends { id: number }
      ? P
      : never
    : never;
}[CallPath];

/**
 * Removes a row through its mark-as-removed call; on success says `removedMessage` and refreshes
 * the queries under `queryKey`. A refusal is already shown by the api layer.
 */
export function useRemoveRow(path: RemoveCallPath, queryKey: readonly unknown[], removedMessage: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (id: number) => {
    const env = await api(path, { id } as CallRequest<typeof path>);
    if (env.code !== 200) return;
    message.success(removedMessage);
    await queryClient.invalidateQueries({ queryKey });
  };
}
