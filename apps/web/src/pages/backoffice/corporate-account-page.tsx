import { Flex, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { AccountHeader } from '../../features/accounts/account-parts';
import { CollaboratorsPanel } from '../../features/accounts/collaborators-panel';
import { CorporateFormModal } from '../../features/accounts/corporate-form-modal';
import { CorporateProfile } from '../../features/accounts/corporate-profile';
import { CreditsPanel } from '../../features/accounts/credits-panel';
import { useCorporate } from '../../features/accounts/queries';
import { AtsApiCard } from '../../features/ats/ats-api-card';
import { useAuth } from '../../features/auth/auth-context';
import { SsoCard } from '../../features/sso/sso-card';

const TABS = ['profile', 'collaborators', 'credits'] as const;
type Tab = (typeof TABS)[number];

/** /corporate-account/detail/:id: a corporate account's profile, collaborators and credits. */
export function CorporateAccountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError } = useCorporate(id);
  const [editing, setEditing] = useState(false);

  // A corporate the reader may not see is, like an unknown path, not there (spec 2.6).
  if (!Number.isInteger(id) || id <= 0 || isError) return <Navigate to="/404" replace />;
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
      {tab === 'profile' && <SsoCard account="corporate" accountId={data.id} />}
      {tab === 'profile' && <AtsApiCard corporateId={data.id} />}
      <CorporateFormModal open={editing} onClose={() => setEditing(false)} corporate={data} />
    </Flex>
  );
}

/** /corporate-account/mine: a collaborator's menu link to its own corporate's page. */
export function OwnCorporatePage() {
  const { session } = useAuth();
  if (session?.status !== 'authenticated') return <Skeleton active />;
  const id = session.corporate?.id;
  return <Navigate to={id ? `/corporate-account/detail/${id}` : '/404'} replace />;
}
