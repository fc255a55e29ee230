import type { AccountUserRow } from '@asesa/contracts';
import { Card, Descriptions, Flex, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import {
  DATE_WIDTH,
  DateCell,
  type FitColumnOptions,
  fitColumns,
  fitScrollX,
} from '../../components/table-fit';
import { AccountHeader, AccountLogoCard } from '../../features/accounts/account-parts';
import { UserStatusTag } from '../../features/accounts/collaborators-panel';
import { EditConsultantModal } from '../../features/accounts/consultant-modals';
import { useConsultant } from '../../features/accounts/queries';
import { SsoCard } from '../../features/sso/sso-card';
import { formatDateTime } from '../../lib/format';

/** Admin: /consultant-account/detail/:id, a consultant account with its logo and users. */
export function ConsultantAccountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useConsultant(id);
  const [editing, setEditing] = useState(false);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  const userColumns: (TableColumnsType<AccountUserRow>[number] & FitColumnOptions)[] = [
    { title: t('common.name'), dataIndex: 'name', ellipsis: true },
    { title: t('common.email'), dataIndex: 'email', ellipsis: true, width: 200 },
    {
      title: t('users.jobTitle'),
      dataIndex: 'title',
      ellipsis: true,
      width: 150,
      render: (v: string | null) => v || t('common.none'),
    },
    {
      title: t('users.role'),
      dataIndex: 'role',
      width: 120,
      render: (v: AccountUserRow['role']) => t(`users.roles.${v}`),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: AccountUserRow['status']) => <UserStatusTag status={v} />,
    },
    {
      title: t('users.invitationExpires'),
      dataIndex: 'invitation_expires_at',
      width: 140,
      render: (v: string | null, row) =>
        row.status === 'invited' ? <DateCell value={v} /> : t('common.none'),
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'created_at',
      width: DATE_WIDTH,
      render: (v: string) => <DateCell value={v} />,
    },
  ];
  const fittedUserColumns = fitColumns<AccountUserRow, (typeof userColumns)[number]>(userColumns);

  return (
    <Flex vertical gap={16}>
      <AccountHeader account="consultant" row={data} onEdit={() => setEditing(true)} />
      <AccountLogoCard account="consultant" row={data} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('consultants.name'), children: data.name },
          { key: 'legal', label: t('consultants.legalName'), children: data.legal_name },
          { key: 'corporates', label: t('consultants.corporates'), children: data.corporate_count },
          { key: 'users', label: t('consultants.usersCount'), children: data.user_count },
          { key: 'created', label: t('common.createdAt'), children: formatDateTime(data.created_at) },
          { key: 'updated', label: t('common.updatedAt'), children: formatDateTime(data.updated_at) },
        ]}
      />
      <Card size="small" title={t('consultants.users')}>
        <Table<AccountUserRow>
          aria-label={t('consultants.users')}
          rowKey="id"
          size="middle"
          columns={fittedUserColumns}
          dataSource={data.users}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: fitScrollX(fittedUserColumns) }}
          locale={{ emptyText: t('consultants.noUsers') }}
        />
      </Card>
      <SsoCard account="consultant" accountId={data.id} />
      <EditConsultantModal open={editing} onClose={() => setEditing(false)} consultant={data} />
    </Flex>
  );
}
