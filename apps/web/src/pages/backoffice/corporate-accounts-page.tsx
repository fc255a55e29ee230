import type { CorporateRow } from '@asesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { ListPage } from '../../components/list-page';
import { logoColumn } from '../../features/accounts/account-parts';
import { ColourSwatch } from '../../features/accounts/colour-swatch';
import { CorporateFormModal } from '../../features/accounts/corporate-form-modal';
import { CORPORATES_KEY, fetchCorporatePage } from '../../features/accounts/queries';
import { useAuth } from '../../features/auth/auth-context';
import { formatNumber } from '../../lib/format';

/** /corporate-account/all-account: the corporate accounts a consultant owns (an admin sees all). */
export function CorporateAccountsPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<CorporateRow>[] = [
    logoColumn(t('corporates.logo'), (row) => row.color_theme),
    {
      title: t('corporates.name'),
      dataIndex: 'name',
      sortable: true,
      ellipsis: true,
      alwaysShown: true,
      render: (_v, row) => <Link to={`/corporate-account/detail/${row.id}`}>{row.name}</Link>,
    },
    { title: t('corporates.legalName'), dataIndex: 'legal_name', sortable: true, ellipsis: true },
    ...(isAdmin
      ? [
          {
            title: t('corporates.consultant'),
            dataIndex: 'consultant_name' as const,
            sortable: true,
            ellipsis: true,
            width: 170,
          },
        ]
      : []),
    {
      title: t('corporates.sector'),
      dataIndex: 'sector_name',
      sortable: true,
      ellipsis: true,
      width: 150,
      render: (_v, row) => row.sector_name ?? t('common.none'),
    },
    {
      title: t('corporates.slug'),
      dataIndex: 'slug',
      sortable: true,
      ellipsis: true,
      width: 140,
    },
    {
      title: t('corporates.colorTheme'),
      dataIndex: 'color_theme',
      searchable: false,
      width: 120,
      defaultHidden: true,
      render: (_v, row) => <ColourSwatch colour={row.color_theme} />,
    },
    {
      title: t('corporates.balance'),
      dataIndex: 'balance',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 110,
      render: (_v, row) => formatNumber(row.balance),
    },
    dateColumn(t('common.createdAt'), 'created_at'),
  ];

  return (
    <ListPage<CorporateRow>
      title={t('corporates.title')}
      newLabel={t('corporates.newButton')}
      onNew={() => setCreating(true)}
      queryKey={[...CORPORATES_KEY, 'list']}
      fetchPage={fetchCorporatePage}
      columns={columns}
      columnsId="corporates"
    >
      <CorporateFormModal open={creating} onClose={() => setCreating(false)} pickConsultant={isAdmin} />
    </ListPage>
  );
}
