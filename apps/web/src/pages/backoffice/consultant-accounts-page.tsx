import { AuditOutlined, BankOutlined, MailOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ConsultantRow } from '@asesa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { ListPage } from '../../components/list-page';
import { logoColumn } from '../../features/accounts/account-parts';
import { NewConsultantModal } from '../../features/accounts/consultant-modals';
import { CONSULTANTS_KEY, fetchConsultantPage } from '../../features/accounts/queries';
import { NoSmtpNotice } from '../../features/outbox/no-smtp-notice';

/** Admin: /consultant-account/all-account, the consultant accounts. */
export function ConsultantAccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<ConsultantRow>[] = [
    logoColumn(t('corporates.logo')),
    {
      title: t('consultants.name'),
      dataIndex: 'name',
      sortable: true,
      ellipsis: true,
      render: (_v, row) => <Link to={`/consultant-account/detail/${row.id}`}>{row.name}</Link>,
    },
    { title: t('consultants.legalName'), dataIndex: 'legal_name', sortable: true, ellipsis: true },
    {
      title: t('consultants.corporates'),
      dataIndex: 'corporate_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 120,
    },
    {
      title: t('consultants.usersCount'),
      dataIndex: 'user_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 110,
    },
    dateColumn(t('common.createdAt'), 'created_at'),
  ];

  return (
    <ListPage<ConsultantRow>
      title={t('consultants.title')}
      newLabel={t('consultants.newButton')}
      onNew={() => setCreating(true)}
      newIcon={<PlusOutlined aria-hidden />}
      actions={
        <>
          {/* Admins reach every corporate account (and its top-up) from here; the sidebar stays the spec's. */}
          <Button
            icon={<BankOutlined aria-hidden />}
            onClick={() => navigate('/corporate-account/all-account')}
          >
            {t('consultants.corporates')}
          </Button>
          <Button icon={<MailOutlined aria-hidden />} onClick={() => navigate('/consultant-account/outbox')}>
            {t('consultants.outbox')}
          </Button>
          <Button
            icon={<AuditOutlined aria-hidden />}
            onClick={() => navigate('/consultant-account/audit-log')}
          >
            {t('audit.title')}
          </Button>
          <Button
            icon={<SafetyOutlined aria-hidden />}
            onClick={() => navigate('/consultant-account/security')}
          >
            {t('security.button')}
          </Button>
        </>
      }
      notice={<NoSmtpNotice />}
      queryKey={[...CONSULTANTS_KEY, 'list']}
      fetchPage={fetchConsultantPage}
      columns={columns}
    >
      <NewConsultantModal open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
