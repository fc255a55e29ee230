import { type InvitationRow, PARTICIPANT_STATUSES, type ParticipantStatus } from '@asesa/contracts';
import { Empty, Flex, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPagination } from '../../components/data-table';
import { fitColumns, fitScrollX, useColumnChooser } from '../../components/table-fit';
import { TableSearch } from '../../components/table-search';
import { useLocalTableState } from '../../lib/use-local-table-state';
import { useLanguageName } from '../general-config/queries';
import { OutboxMessageDrawer } from '../outbox/message-drawer';
import { invitationColumns } from './invitation-columns';
import { InvitationRowActions } from './invitation-row-actions';
import { useInvitationPage } from './queries';
import { SelectedInvitationsBar } from './selected-invitations-bar';
import { useInvitationActions } from './use-invitation-actions';

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

/**
 * The project's invitations: search, status filter, sort and paging on the server; row selection
 * for Resend / Revoke selected (with confirmation); per row Resend, Copy code and Copy link.
 */
export function InvitationsTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const table = useLocalTableState<InvitationRow>(SPECS);
  const [status, setStatus] = useState<ParticipantStatus | undefined>();
  const [openMail, setOpenMail] = useState<number | null>(null);
  const { selected, setSelected, busy, runSelected, resendOne, copy } = useInvitationActions(projectId);
  const page = useInvitationPage({ ...table.query, project_id: projectId, status });

  const columns = invitationColumns({
    t,
    sortOrder: table.sortOrder,
    languageName,
    onOpenMail: setOpenMail,
    actions: (row) => (
      <InvitationRowActions
        row={row}
        resending={busy === `resend-${row.id}`}
        onResend={(r) => void resendOne(r)}
        onCopy={(text, done) => void copy(text, done)}
      />
    ),
  });

  const { visible, chooser } = useColumnChooser('invitations', columns);
  const fitted = fitColumns<InvitationRow, (typeof columns)[number]>(visible);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <TableSearch style={{ width: 280 }} onSearch={table.search} />
          <Select
            allowClear
            aria-label={t('common.status')}
            placeholder={t('invitations.allStatuses')}
            style={{ width: 180 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              table.toFirstPage();
            }}
            options={PARTICIPANT_STATUSES.map((s) => ({
              value: s,
              label: t(`projects.participantStatuses.${s}`),
            }))}
          />
        </Space>
        <Space wrap>
          <SelectedInvitationsBar count={selected.length} busy={busy} onRun={runSelected} />
          {chooser}
        </Space>
      </Flex>
      <Table<InvitationRow>
        aria-label={t('invitations.list')}
        rowKey="id"
        columns={fitted}
        dataSource={page.data?.data ?? []}
        loading={page.isFetching}
        onChange={table.onChange}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: fitScrollX(fitted, { selection: true }) }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          preserveSelectedRowKeys: true,
        }}
        locale={{ emptyText: <Empty description={t('invitations.empty')} /> }}
        pagination={serverPagination(table.state, page.data?.recordsFiltered ?? 0, t)}
      />
      <OutboxMessageDrawer id={openMail} onClose={() => setOpenMail(null)} />
    </Flex>
  );
}
