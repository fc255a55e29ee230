import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@asesa/contracts';
import { Flex, Skeleton } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { BiasMonitorAlert } from '../../features/evidence/bias-monitor-alert';
import { FairnessTab } from '../../features/evidence/fairness-tab';
import { AccessCodesTab } from '../../features/projects/access-codes-tab';
import { ChartsTab } from '../../features/projects/charts-tab';
import { InvitationsTab } from '../../features/projects/invitations-tab';
import { LandingFormTab } from '../../features/projects/landing-form-tab';
import { LanguagesTab } from '../../features/projects/languages-tab';
import { OverviewTab } from '../../features/projects/overview-tab';
import { ParticipantsTab } from '../../features/projects/participants-tab';
import { ProjectActions } from '../../features/projects/project-actions';
import { useProject } from '../../features/projects/queries';
import type { MESSAGES } from '../../lib/messages';
import { STORAGE_KEYS } from '../../lib/storage-keys';

type TabTitle = keyof (typeof MESSAGES)['projects']['tabs'];

/** The project page's tabs, in order: ?tab=<key> opens one directly. Each lives in features/projects,
 *  but for the fairness check of the evidence workbench. */
const TABS: { key: TabTitle; Tab: ComponentType<{ project: ProjectDetail }> }[] = [
  { key: 'overview', Tab: OverviewTab },
  { key: 'participants', Tab: ParticipantsTab },
  { key: 'charts', Tab: ChartsTab },
  { key: 'fairness', Tab: FairnessTab },
  { key: 'invitations', Tab: InvitationsTab },
  { key: 'languages', Tab: LanguagesTab },
  { key: 'uniqueCodes', Tab: AccessCodesTab },
  { key: 'landingForm', Tab: LandingFormTab },
];

/** /project/detail/:id: one project, its participants, invitations and configuration in tabs. */
export function ProjectPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError } = useProject(id);

  useEffect(() => {
    if (data) localStorage.setItem(STORAGE_KEYS.projectId, String(data.id));
  }, [data]);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  const active = TABS.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'participants';
  return (
    <Flex vertical gap={16}>
      <Link to="/">
        <ArrowLeftOutlined /> {t('projects.back')}
      </Link>
      <PageHeader title={data.name} sub={data.corporate_name} extra={<ProjectActions project={data} />} />
      <BiasMonitorAlert projectId={data.id} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map(({ key, Tab }) => ({
          key,
          label: t(`projects.tabs.${key}`),
          children: <Tab project={data} />,
        }))}
      />
    </Flex>
  );
}
