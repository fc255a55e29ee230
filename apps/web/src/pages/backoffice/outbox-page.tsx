import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import type { OutboxRow } from '@asesa/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { OutboxMessageDrawer, OutboxStatusTag } from '../../features/outbox/message-drawer';
import { fetchOutboxPage, OUTBOX_KEY } from '../../features/outbox/queries';
import { formatDateTime } from '../../lib/format';

/** Admin: /consultant-account/outbox, every e-mail the platform sent or holds. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);

  // The first column is the server's default order (descending): newest first.
  const columns: DataColumn<OutboxRow>[] = [
    {
      title: t('common.createdAt'),
      dataIndex: 'created_at',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatDateTime(row.created_at),
    },
    { title: t('outbox.to'), dataIndex: 'to_address', sortable: true },
    { title: t('outbox.subject'), dataIndex: 'subject', sortable: true },
    {
      title: t('outbox.status'),
      dataIndex: 'status',
      sortable: true,
      render: (_v, row) => <OutboxStatusTag status={row.status} />,
    },
    { title: t('outbox.attempts'), dataIndex: 'attempts', sortable: true, searchable: false, align: 'right' },
    {
      title: t('outbox.lastError'),
      dataIndex: 'last_error',
      searchable: false,
      render: (_v, row) =>
        row.last_error ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: row.last_error }} style={{ maxWidth: 240 }}>
            {row.last_error}
          </Typography.Text>
        ) : (
          t('common.none')
        ),
    },
    {
      title: t('outbox.sentAt'),
      dataIndex: 'sent_at',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatDateTime(row.sent_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('outbox.viewLabel', { to: row.to_address })}
          onClick={() => setOpenId(row.id)}
        >
          {t('outbox.view')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Link to="/consultant-account/all-account">
        <ArrowLeftOutlined aria-hidden /> {t('consultants.back')}
      </Link>
      <PageHeader title={t('outbox.title')} sub={t('outbox.intro')} />
      <DataTable<OutboxRow>
        label={t('outbox.title')}
        queryKey={[...OUTBOX_KEY, 'list']}
        fetchPage={fetchOutboxPage}
        columns={columns}
        rowKey="id"
      />
      <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
