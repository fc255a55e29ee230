import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { UpcomingTitle } from './upcoming';

/** A back-office destination whose screen arrives in a later issue. */
export function UpcomingPage({ title }: { title: UpcomingTitle }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`upcoming.${title}`)} />
      <Empty description={t('common.upcoming')} style={{ padding: '48px 0' }} />
    </>
  );
}
