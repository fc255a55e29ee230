import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  type AccountUserRow,
  type CollaboratorInviteRequest,
  collaboratorInviteRequest,
  INVITATION_LIFETIME_HOURS,
} from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractEmailField, ContractTextField } from '../../components/contract-text-field';
import { type DataColumn, DataTable } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { DateCell } from '../../components/table-fit';
import { api } from '../../lib/api';
import { useCanManageAccounts } from './can-manage';
import { collaboratorsKey, fetchCollaboratorPage } from './queries';

export const USER_STATUS_COLOURS: Record<AccountUserRow['status'], string> = {
  invited: 'gold',
  active: 'green',
  removed: 'default',
};

/** A user's status as a coloured tag. */
export function UserStatusTag({ status }: { status: AccountUserRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={USER_STATUS_COLOURS[status]}>{t(`users.statuses.${status}`)}</Tag>;
}

/** Re-invite (while the invitation is pending) and Remove for one collaborator. */
function CollaboratorActions({ row, corporateId }: { row: AccountUserRow; corporateId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [reinviting, setReinviting] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(corporateId) });

  const reinvite = async () => {
    setReinviting(true);
    try {
      const env = await api('accounts/collaborators/re-invite', { id: row.id });
      if (env.code !== 200) return;
      message.success(t('collaborators.reinvited', { email: row.email }));
      await refresh();
    } finally {
      setReinviting(false);
    }
  };

  const remove = async () => {
    const env = await api('accounts/collaborators/mark-as-removed', { id: row.id });
    if (env.code !== 200) return;
    message.success(t('collaborators.removed'));
    await refresh();
  };

  return (
    <Flex gap={4}>
      {row.status === 'invited' ? (
        <Button
          size="small"
          icon={<MailOutlined aria-hidden />}
          aria-label={t('collaborators.reinviteLabel', { name: row.name })}
          loading={reinviting}
          onClick={() => void reinvite()}
        >
          {t('collaborators.reinvite')}
        </Button>
      ) : null}
      <Popconfirm
        title={t('collaborators.removeTitle', { name: row.name })}
        description={t('collaborators.removeBody')}
        okText={t('common.remove')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onConfirm={() => void remove()}
      >
        <Button size="small" danger aria-label={t('collaborators.removeLabel', { name: row.name })}>
          {t('common.remove')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The collaborators table's columns; the actions only for those who may manage accounts. */
function collaboratorColumns(
  t: TFunction,
  canManage: boolean,
  corporateId: number,
): DataColumn<AccountUserRow>[] {
  // The server refuses collaborators these (accounts.policy): they are not offered them.
  const actions: DataColumn<AccountUserRow> = {
    title: t('common.actions'),
    key: 'actions',
    width: 200,
    render: (_v, row) =>
      row.status === 'removed' ? null : <CollaboratorActions row={row} corporateId={corporateId} />,
  };
  return [
    { title: t('common.name'), dataIndex: 'name', sortable: true, ellipsis: true, alwaysShown: true },
    { title: t('common.email'), dataIndex: 'email', sortable: true, ellipsis: true, width: 200 },
    {
      title: t('users.jobTitle'),
      dataIndex: 'title',
      sortable: true,
      ellipsis: true,
      width: 150,
      render: (_v, row) => row.title || t('common.none'),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sortable: true,
      searchable: false,
      width: 110,
      render: (_v, row) => <UserStatusTag status={row.status} />,
    },
    {
      title: t('users.invitationExpires'),
      dataIndex: 'invitation_expires_at',
      sortable: true,
      searchable: false,
      width: 150,
      render: (_v, row) =>
        row.status === 'invited' ? <DateCell value={row.invitation_expires_at} /> : t('common.none'),
    },
    dateColumn(t('common.createdAt'), 'created_at', { defaultHidden: true }),
    ...(canManage ? [actions] : []),
  ];
}

/**
 * A corporate account's collaborators: the table with their status, and for consultants Invite,
 * Re-invite and Remove. Used by the corporate's Collaborators tab and /consultant-account/collaborators.
 */
export function CollaboratorsPanel({
  corporateId,
  corporateName,
}: {
  corporateId: number;
  corporateName: string;
}) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const canManage = useCanManageAccounts();

  return (
    <>
      <DataTable<AccountUserRow>
        label={t('collaborators.title')}
        queryKey={collaboratorsKey(corporateId)}
        fetchPage={fetchCollaboratorPage(corporateId)}
        columns={collaboratorColumns(t, canManage, corporateId)}
        rowKey="id"
        urlPrefix="c"
        columnsId="collaborators"
        toolbar={
          canManage && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t('collaborators.invite')}
            </Button>
          )
        }
      />
      <InviteCollaboratorModal
        open={inviting}
        onClose={() => setInviting(false)}
        corporateId={corporateId}
        corporateName={corporateName}
      />
    </>
  );
}

type InviteValues = Omit<CollaboratorInviteRequest, 'account_corporate_id'>;
const inviteShape = collaboratorInviteRequest.shape;

function InviteCollaboratorModal({
  corporateId,
  corporateName,
  ...control
}: ModalControl & { corporateId: number; corporateName: string }) {
  const { t } = useTranslation();
  return (
    <RequestModal<InviteValues, { email: string }>
      {...control}
      name="invite-collaborator"
      title={t('collaborators.inviteTitle')}
      okText={t('collaborators.inviteOk')}
      send={(values) =>
        api('accounts/collaborators/invite', {
          account_corporate_id: corporateId,
          name: values.name.trim(),
          email: values.email.trim(),
          title: (values.title ?? '').trim(),
        })
      }
      success={(invited) => t('collaborators.invited', { email: invited.email })}
      refresh={collaboratorsKey(corporateId)}
    >
      <Typography.Paragraph type="secondary">
        {corporateName} · {t('collaborators.inviteHint', { hours: String(INVITATION_LIFETIME_HOURS) })}
      </Typography.Paragraph>
      <ContractTextField label={t('common.name')} name="name" schema={inviteShape.name} required />
      <ContractEmailField label={t('common.email')} name="email" schema={inviteShape.email} />
      <ContractTextField label={t('users.jobTitle')} name="title" schema={inviteShape.title} />
    </RequestModal>
  );
}
