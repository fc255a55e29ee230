import type { ItemReviewRow } from '@asesa/contracts';
import { Alert, Card, Flex, Segmented, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewColumns, type Shown } from './review-flags-columns';
import { ResolveReviewModal, useReasonLabel } from './review-modals';
import { useItemReviews } from './review-queries';

const SHOWN: readonly Shown[] = ['open', 'resolved', 'all'];

/**
 * The instrument's review flags on its page: the items flagged from the evidence workbench (open
 * ones first of all), each with its reason and note, and the action that resolves it.
 */
export function ReviewFlagsPanel({ instrumentId }: { instrumentId: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('open');
  const [resolving, setResolving] = useState<ItemReviewRow | null>(null);
  const reviews = useItemReviews(instrumentId, shown);
  const reasonLabel = useReasonLabel();

  const columns = useMemo(
    () => reviewColumns({ t, shown, reasonLabel, onResolve: setResolving }),
    [t, shown, reasonLabel],
  );

  const empty = {
    open: t('evidence.reviews.noneOpen'),
    resolved: t('evidence.reviews.noneResolved'),
    all: t('evidence.reviews.none'),
  }[shown];

  return (
    <Card
      size="small"
      title={t('evidence.reviews.panelTitle')}
      extra={
        <Segmented<Shown>
          size="small"
          aria-label={t('evidence.reviews.show')}
          value={shown}
          onChange={setShown}
          options={SHOWN.map((value) => ({ value, label: t(`evidence.reviews.statuses.${value}`) }))}
        />
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('evidence.reviews.panelIntro')}</Typography.Text>
        {reviews.isError ? (
          <Alert type="error" showIcon title={t('evidence.reviews.loadFailed')} />
        ) : (
          <Table<ItemReviewRow>
            rowKey="id"
            size="small"
            loading={reviews.isLoading}
            columns={columns}
            dataSource={reviews.data ?? []}
            tableLayout="fixed"
            scroll={{ x: 900 }}
            pagination={(reviews.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            // The table's own placeholder grey is too faint to read (axe colour contrast).
            locale={{ emptyText: <Typography.Text type="secondary">{empty}</Typography.Text> }}
          />
        )}
      </Flex>
      <ResolveReviewModal review={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}
