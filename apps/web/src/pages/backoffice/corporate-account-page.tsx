import type { CorporateRow } from '@asesa/contracts';
import { Descriptions, Flex, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { AccountHeader, AccountLogoCard } from '../../features/accounts/account-parts';
import { CollaboratorsPanel } from '../../features/accounts/collaborators-panel';
import { CorporateFormModal } from '../../features/accounts/corporate-form-modal';
import { CreditsPanel } from '../../features/accounts/credits-panel';
import { PartnerIntegrationCard } from '../../features/accounts/partner-integration-card';
import { useCorporate } from '../../features/accounts/queries';
import { useAuth } from '../../features/auth/auth-context';
import { formatDateTime, formatNumber } from '../../lib/format';
import { ColourSwatch } from './corporate-accounts-page';

const TABS = ['profile', 'collaborators', 'credits'] as const;
type Tab = (typeof TABS)[number];

/** /corporate-account/detail/:id: a corporate account's profile, collaborators and credits. */
export function CorporateAccountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError } = useCorporate(id);
  const [editing, setEditing] = useState(false);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'profile';
  // Each tab keeps its own table state; switching tabs starts the new one afresh.
  const selectTab = (next: string) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  return (
    <Flex vertical gap={16}>
      <AccountHeader account="corporate" row={data} onEdit={() => setEditing(true)} />
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        items={[
          {
            key: 'profile',
            label: t('corporates.tabs.profile'),
            children: <CorporateProfile corporate={data} />,
          },
          {
            key: 'collaborators',
            label: t('corporates.tabs.collaborators'),
            children: <CollaboratorsPanel corporateId={data.id} corporateName={data.name} />,
          },
          {
            key: 'credits',
            label: t('corporates.tabs.credits'),
            children: <CreditsPanel corporateId={data.id} corporateName={data.name} />,
          },
        ]}
      />
      <CorporateFormModal open={editing} onClose={() => setEditing(false)} corporate={data} />
    </Flex>
  );
}

function CorporateProfile({ corporate: c }: { corporate: CorporateRow }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  // The partner integration is the consultant's (or an admin's) to set up, not the corporate's.
  const integrator =
    session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  return (
    <Flex vertical gap={16}>
      <AccountLogoCard account="corporate" row={c} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('corporates.name'), children: c.name },
          { key: 'legal', label: t('corporates.legalName'), children: c.legal_name },
          { key: 'title', label: t('corporates.titleField'), children: c.title || t('common.none') },
          { key: 'sector', label: t('corporates.sector'), children: c.sector_name ?? t('common.none') },
          {
            key: 'slug',
            label: t('corporates.slug'),
            children: <Link to={`/access-code/${encodeURIComponent(c.slug)}`}>{c.slug}</Link>,
          },
          { key: 'consultant', label: t('corporates.consultant'), children: c.consultant_name },
          {
            key: 'colour',
            label: t('corporates.colorTheme'),
            children: <ColourSwatch colour={c.color_theme} />,
          },
          { key: 'font', label: t('corporates.fontTheme'), children: c.font_theme || t('common.none') },
          {
            key: 'header',
            label: t('corporates.isShowHeader'),
            children: <Tag>{yesNo(c.is_show_header)}</Tag>,
          },
          {
            key: 'logo',
            label: t('corporates.isUseCorporateLogo'),
            children: <Tag>{yesNo(c.is_use_corporate_logo)}</Tag>,
          },
          {
            key: 'callback',
            label: t('corporates.callbackUrl'),
            children: c.callback_url || t('common.none'),
          },
          {
            key: 'balance',
            label: t('corporates.balance'),
            children: formatNumber(c.balance),
          },
          { key: 'created', label: t('common.createdAt'), children: formatDateTime(c.created_at) },
          { key: 'updated', label: t('common.updatedAt'), children: formatDateTime(c.updated_at) },
        ]}
      />
      {integrator ? <PartnerIntegrationCard corporateId={c.id} /> : null}
    </Flex>
  );
}
