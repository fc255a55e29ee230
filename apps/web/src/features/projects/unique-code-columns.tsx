import type { UniqueCodeRow } from '@asesa/contracts';
import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';

type Column = TableColumnsType<UniqueCodeRow>[number];

/** The access codes table's columns: the code (to copy), its batch, and whether and when it was used. */
export function uniqueCodeColumns(t: TFunction, sortOrder: (field: string) => Column['sortOrder']): Column[] {
  return [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('uniqueCodes.code'),
      sorter: true,
      sortOrder: sortOrder('code'),
      render: (v: string) => (
        <Typography.Text code copyable>
          {v}
        </Typography.Text>
      ),
    },
    {
      key: 'batch',
      dataIndex: 'batch',
      title: t('uniqueCodes.batch'),
      sorter: true,
      sortOrder: sortOrder('batch'),
    },
    {
      key: 'is_used',
      dataIndex: 'is_used',
      title: t('common.status'),
      render: (v: boolean) =>
        v ? (
          <Tag color="blue">{t('uniqueCodes.used')}</Tag>
        ) : (
          <Tag color="green">{t('uniqueCodes.unused')}</Tag>
        ),
    },
    {
      key: 'used_email',
      dataIndex: 'used_email',
      title: t('uniqueCodes.usedBy'),
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'used_at',
      dataIndex: 'used_at',
      title: t('uniqueCodes.usedAt'),
      sorter: true,
      sortOrder: sortOrder('used_at'),
      render: (v: string | null) => formatDateTime(v),
    },
    {
      key: 'expires_at',
      dataIndex: 'expires_at',
      title: t('uniqueCodes.expires'),
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
  ];
}
