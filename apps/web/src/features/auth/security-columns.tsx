import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';

/** The first column, the server's default order (descending): newest first. */
export function whenColumn<T extends { id: number; created_at: string }>(title: string): DataColumn<T> {
  return {
    title,
    dataIndex: 'id' as keyof T & string,
    sortable: true,
    searchable: false,
    render: (_v, row) => formatDateTime(row.created_at),
  };
}

/** Tried codes (access or participant codes): when, from where, the masked code and what came of it. */
export function codeAttemptColumns<
  T extends { id: number; created_at: string; ip: string; code: string; kind: string; reason: string },
>(t: TFunction, failure: (row: T) => string): DataColumn<T>[] {
  return [
    whenColumn<T>(t('security.at')),
    { title: t('security.ip'), dataIndex: 'ip' as keyof T & string, sortable: true },
    {
      title: t('security.code'),
      dataIndex: 'code' as keyof T & string,
      sortable: true,
      render: (_v, row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    {
      title: t('security.outcome'),
      dataIndex: 'kind' as keyof T & string,
      sortable: true,
      render: (_v, row) =>
        row.kind === 'throttled' ? (
          <Tag color="red">{t('security.refused', { limit: row.reason })}</Tag>
        ) : (
          <Tag>{failure(row)}</Tag>
        ),
    },
  ];
}
