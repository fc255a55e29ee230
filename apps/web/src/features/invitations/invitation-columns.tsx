import type { InvitationRow, ParticipantStatus } from '@asesa/contracts';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DATE_WIDTH, DateCell, type FitColumnOptions } from '../../components/table-fit';
import { DeliveryCell } from '../outbox/delivery-cell';
import { STATUS_COLOURS } from '../participants/status-colours';

export type InvitationColumn = TableColumnsType<InvitationRow>[number] & FitColumnOptions;

/** What the columns need from the table around them. */
export interface InvitationColumnsContext {
  t: TFunction;
  sortOrder: (field: string) => InvitationColumn['sortOrder'];
  languageName: (code: string) => ReactNode;
  onOpenMail: (id: number) => void;
  actions: (row: InvitationRow) => ReactNode;
}

/** The invitations table's columns, the participant's first, then the sending's. */
export function invitationColumns(ctx: InvitationColumnsContext): InvitationColumn[] {
  return [...participantColumns(ctx), ...sendingColumns(ctx)];
}

/** Who was invited: name and e-mail, code, phone, status and language. */
function participantColumns({ t, sortOrder, languageName }: InvitationColumnsContext): InvitationColumn[] {
  return [
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
  ];
}

/** How the invitation went out: when, how often, delivery, expiry, and the row's buttons. */
function sendingColumns({ t, sortOrder, onOpenMail, actions }: InvitationColumnsContext): InvitationColumn[] {
  return [
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
      render: (_v, row) => <DeliveryCell row={row} onOpen={onOpenMail} />,
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
      render: (_v, row) => actions(row),
    },
  ];
}
