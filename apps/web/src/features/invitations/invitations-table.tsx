import { CopyOutlined, LinkOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import {
  type InvitationRow,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
  type SelectedAnswer,
} from '@asesa/contracts';
import {
  App,
  Button,
  Empty,
  Flex,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverPagination } from '../../components/data-table';
import {
  DATE_WIDTH,
  DateCell,
  type FitColumnOptions,
  fitColumns,
  fitScrollX,
  useColumnChooser,
} from '../../components/table-fit';
import { TableSearch } from '../../components/table-search';
import { api, unwrap } from '../../lib/api';
import {
  antSortOrder,
  buildDatatableQuery,
  DEFAULT_TABLE_STATE,
  type TableState,
  tableChangeHandler,
} from '../../lib/datatable';
import { useLanguageName } from '../general-config/queries';
import { DeliveryCell } from '../outbox/delivery-cell';
import { OutboxMessageDrawer } from '../outbox/message-drawer';
import { STATUS_COLOURS } from '../participants/status-colours';
import { participantLink } from './participant-link';
import { useInvitationPage, useRefreshInvitations } from './queries';
import { selectionSummary } from './selection-summary';

/** Server columns in the order the datatable query lists them (column 0 = id: newest first). */
const COLUMNS = [
  'id',
  'name',
  'email',
  'participant_code',
  'status',
  'language_code',
  'invited_at',
  'invite_count',
  'sent_count',
  'code_expires_at',
] as const;
const SPECS = COLUMNS.map((data) => ({
  data,
  searchable: data === 'name' || data === 'email' || data === 'participant_code',
}));

/** Who can get the invitation again (the server refuses the others with a clear reason). */
const resendable = (s: ParticipantStatus) => s !== 'revoked' && s !== 'completed' && s !== 'scored';

/**
 * The project's invitations: search, status filter, sort and paging on the server; row selection
 * for Resend / Revoke selected (with confirmation); per row Resend, Copy code and Copy link.
 */
export function InvitationsTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshInvitations(projectId);
  const languageName = useLanguageName();
  const [state, setState] = useState<TableState>(DEFAULT_TABLE_STATE);
  const [status, setStatus] = useState<ParticipantStatus | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [openMail, setOpenMail] = useState<number | null>(null);
  const page = useInvitationPage({ ...buildDatatableQuery(SPECS, state), project_id: projectId, status });

  const sortOrder = (field: string) => antSortOrder(state, field);

  const report = (answer: SelectedAnswer) => {
    const summary = selectionSummary(answer, (key, values) => String(t(key as never, values as never)));
    if (answer.skipped.length) modal.info({ title: summary.title, content: summary.detail });
    else message.success(summary.title);
  };

  const runSelected = async (
    path: 'projects/invitations/selected-resend' | 'projects/invitations/selected-revoke',
  ) => {
    setBusy(path);
    try {
      const answer = await unwrap(api(path, { participant_ids: selected }));
      report(answer);
      setSelected([]);
      await refresh();
    } catch {
      // The api client already showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  const resendOne = async (row: InvitationRow) => {
    setBusy(`resend-${row.id}`);
    try {
      const env = await api('projects/invitations/resend', { participant_id: row.id });
      if (env.data) {
        message.success(t('invitations.resent', { email: row.email }));
        await refresh();
      }
    } finally {
      setBusy(null);
    }
  };

  const copy = async (text: string, done: string) => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    message.success(done);
  };

  const columns: (TableColumnsType<InvitationRow>[number] & FitColumnOptions)[] = [
    {
      // The e-mail under the name: the delivery columns need the room, and the search box
      // looks in both.
      key: 'name',
      dataIndex: 'name',
      title: `${t('common.name')} / ${t('common.email')}`,
      sorter: true,
      sortOrder: sortOrder('name'),
      alwaysShown: true,
      render: (_v, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.name }}>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: row.email }}>
            {row.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'participant_code',
      dataIndex: 'participant_code',
      title: t('projects.participantCode'),
      ellipsis: true,
      width: 150,
      // Opens the participant's test page (what the candidate's link opens), in a new tab.
      render: (v: string) => (
        <Link to={`/test-activity/${encodeURIComponent(v)}`} target="_blank">
          {v}
        </Link>
      ),
    },
    {
      key: 'phone',
      dataIndex: 'phone',
      title: t('invitations.phone'),
      ellipsis: true,
      width: 110,
      defaultHidden: true,
      render: (v: string) => v || t('common.none'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      width: 104,
      render: (v: ParticipantStatus) => (
        <Tag color={STATUS_COLOURS[v]}>{t(`projects.participantStatuses.${v}`)}</Tag>
      ),
    },
    {
      key: 'language_code',
      dataIndex: 'language_code',
      title: t('invitations.language'),
      ellipsis: true,
      width: 120,
      defaultHidden: true,
      render: (v: string) => languageName(v),
    },
    {
      key: 'invited_at',
      dataIndex: 'invited_at',
      title: t('invitations.invitedAt'),
      sorter: true,
      sortOrder: sortOrder('invited_at'),
      width: DATE_WIDTH,
      // The latest e-mail's column says when it went.
      defaultHidden: true,
      render: (v: string | null) => <DateCell value={v} />,
    },
    {
      key: 'invite_count',
      dataIndex: 'invite_count',
      title: t('invitations.inviteCount'),
      sorter: true,
      sortOrder: sortOrder('invite_count'),
      align: 'right',
      // Wide enough for each title's longest word with the sort arrows, in both languages.
      width: 100,
    },
    {
      // E-mails really handed to the SMTP server (a held or queued one is not sent).
      key: 'sent_count',
      dataIndex: 'sent_count',
      title: t('invitations.sentCount'),
      sorter: true,
      sortOrder: sortOrder('sent_count'),
      align: 'right',
      width: 96,
    },
    {
      key: 'delivery',
      title: t('invitations.delivery'),
      width: 160,
      render: (_v, row) => <DeliveryCell row={row} onOpen={setOpenMail} />,
    },
    {
      key: 'code_expires_at',
      dataIndex: 'code_expires_at',
      title: t('invitations.expires'),
      sorter: true,
      sortOrder: sortOrder('code_expires_at'),
      width: DATE_WIDTH,
      render: (v: string | null) => (v ? <DateCell value={v} /> : t('invitations.neverExpires')),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 112,
      render: (_v, row) => (
        <Space size={0}>
          <Tooltip title={t('invitations.resend')}>
            <Button
              type="text"
              aria-label={`${t('invitations.resend')} ${row.email}`}
              icon={<MailOutlined />}
              disabled={!resendable(row.status)}
              loading={busy === `resend-${row.id}`}
              onClick={() => void resendOne(row)}
            />
          </Tooltip>
          <Tooltip title={t('invitations.copyCode')}>
            <Button
              type="text"
              aria-label={`${t('invitations.copyCode')} ${row.email}`}
              icon={<CopyOutlined />}
              onClick={() => void copy(row.participant_code, t('invitations.codeCopied'))}
            />
          </Tooltip>
          <Tooltip title={t('invitations.copyLink')}>
            <Button
              type="text"
              aria-label={`${t('invitations.copyLink')} ${row.email}`}
              icon={<LinkOutlined />}
              onClick={() => void copy(participantLink(row.participant_code), t('invitations.linkCopied'))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const { visible, chooser } = useColumnChooser('invitations', columns);
  const fitted = fitColumns<InvitationRow, (typeof columns)[number]>(visible);

  const onChange = tableChangeHandler<InvitationRow>(state, setState);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <TableSearch style={{ width: 280 }} onSearch={(q) => setState((s) => ({ ...s, q, page: 1 }))} />
          <Select
            allowClear
            aria-label={t('common.status')}
            placeholder={t('invitations.allStatuses')}
            style={{ width: 180 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setState((s) => ({ ...s, page: 1 }));
            }}
            options={PARTICIPANT_STATUSES.map((s) => ({
              value: s,
              label: t(`projects.participantStatuses.${s}`),
            }))}
          />
        </Space>
        <Space wrap>
          {selected.length > 0 ? (
            <Typography.Text type="secondary">
              {t('invitations.selected', { count: selected.length })}
            </Typography.Text>
          ) : null}
          <Popconfirm
            title={t('invitations.resendConfirm', { count: selected.length })}
            okText={t('invitations.resendOk')}
            onConfirm={() => runSelected('projects/invitations/selected-resend')}
            disabled={!selected.length}
          >
            <Button
              icon={<MailOutlined />}
              disabled={!selected.length}
              loading={busy === 'projects/invitations/selected-resend'}
            >
              {t('invitations.resendSelected')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('invitations.revokeConfirm', { count: selected.length })}
            okText={t('invitations.revokeOk')}
            okButtonProps={{ danger: true }}
            onConfirm={() => runSelected('projects/invitations/selected-revoke')}
            disabled={!selected.length}
          >
            <Button
              danger
              icon={<StopOutlined />}
              disabled={!selected.length}
              loading={busy === 'projects/invitations/selected-revoke'}
            >
              {t('invitations.revokeSelected')}
            </Button>
          </Popconfirm>
          {chooser}
        </Space>
      </Flex>
      <Table<InvitationRow>
        aria-label={t('invitations.list')}
        rowKey="id"
        columns={fitted}
        dataSource={page.data?.data ?? []}
        loading={page.isFetching}
        onChange={onChange}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: fitScrollX(fitted, { selection: true }) }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          preserveSelectedRowKeys: true,
        }}
        locale={{ emptyText: <Empty description={t('invitations.empty')} /> }}
        pagination={serverPagination(state, page.data?.recordsFiltered ?? 0, t)}
      />
      <OutboxMessageDrawer id={openMail} onClose={() => setOpenMail(null)} />
    </Flex>
  );
}
