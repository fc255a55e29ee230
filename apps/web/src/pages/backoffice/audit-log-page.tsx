import type { AuditLogRow } from '@asesa/contracts';
import { Flex, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { DATE_WIDTH, DateCell } from '../../components/table-fit';
import { AUDIT_KEY, type AuditFilters, fetchAuditPage } from '../../features/audit/queries';
import { RetentionCard } from '../../features/privacy/retention-card';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : String(value);

/** The filters typed as text, each with its label. */
const TEXT_FILTERS = [
  { key: 'actor', label: 'audit.filterActor' },
  { key: 'action', label: 'audit.filterAction' },
] as const;

/** Admin: /consultant-account/audit-log, who changed what, and the retention of personal data. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const fetchPage = useMemo(() => fetchAuditPage(filters), [filters]);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value.trim() || undefined }));

  // The first column is the server's default order (descending): newest first.
  const columns: DataColumn<AuditLogRow>[] = [
    {
      title: t('audit.at'),
      dataIndex: 'id',
      sortable: true,
      searchable: false,
      width: DATE_WIDTH,
      render: (_v, row) => <DateCell value={row.created_at} />,
    },
    {
      title: t('audit.actor'),
      dataIndex: 'actor_name',
      sortable: true,
      ellipsis: true,
      width: 200,
      render: (_v, row) => (row.actor_name ? `${row.actor_name} (${row.actor_role})` : t('audit.system')),
    },
    { title: t('audit.action'), dataIndex: 'action', sortable: true, ellipsis: true, width: 190 },
    {
      title: t('audit.entity'),
      dataIndex: 'entity_type',
      sortable: true,
      ellipsis: true,
      width: 170,
      render: (_v, row) => `${row.entity_type}${row.entity_id ? ` #${row.entity_id}` : ''}`,
    },
    {
      title: t('audit.changes'),
      key: 'changes',
      render: (_v, row) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {Object.entries(row.changes).map(([field, [before, after]]) => (
            <li key={field}>
              <Typography.Text code>{field}</Typography.Text> {show(before)} → {show(after)}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <BackLink to="/consultant-account/all-account">{t('consultants.back')}</BackLink>
      <PageHeader title={t('audit.title')} sub={t('audit.intro')} />
      <RetentionCard />
      <Flex gap={8} wrap>
        {TEXT_FILTERS.map(({ key, label }) => (
          <Input
            key={key}
            allowClear
            aria-label={t(label)}
            placeholder={t(label)}
            onChange={set(key)}
            style={{ width: 220 }}
          />
        ))}
        <Input type="date" aria-label={t('audit.filterFrom')} onChange={set('from')} style={{ width: 170 }} />
        <Input type="date" aria-label={t('audit.filterTo')} onChange={set('to')} style={{ width: 170 }} />
      </Flex>
      <DataTable<AuditLogRow>
        label={t('audit.title')}
        queryKey={[...AUDIT_KEY, 'list', filters]}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="id"
      />
    </Flex>
  );
}
