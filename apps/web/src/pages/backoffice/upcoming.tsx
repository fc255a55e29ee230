import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageHeader } from '../../components/page-header';
import type { MESSAGES } from '../../lib/messages';

type UpcomingTitle = keyof (typeof MESSAGES)['upcoming'];

/** Back-office destinations whose screens arrive in later issues: path (relative to its area) → title. */
export const UPCOMING_PAGES = {
  project: [],
  'assessment-center': [],
} as const satisfies Record<string, readonly { path: string; title: UpcomingTitle }[]>;

export type UpcomingArea = keyof typeof UPCOMING_PAGES;

function UpcomingPage({ title }: { title: UpcomingTitle }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`upcoming.${title}`)} />
      <Empty description={t('common.upcoming')} style={{ padding: '48px 0' }} />
    </>
  );
}

/** The routes of an area's upcoming pages. */
export function upcomingRoutes(area: UpcomingArea): RouteObject[] {
  return UPCOMING_PAGES[area].map(({ path, title }) => ({ path, element: <UpcomingPage title={title} /> }));
}
