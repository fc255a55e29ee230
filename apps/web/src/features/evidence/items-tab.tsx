import type { EvidenceAnalysisRow } from '@asesa/contracts';
import { Empty, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { FlaggedOnlySwitch } from './flag-tags';
import { useItemLabel } from './item-labels';
import { itemStatisticsColumns } from './items-columns';
import { ReviewCell } from './items-review-cell';
import type { EvidenceItemStatistics, EvidenceResult } from './result-types';
import { FlagItemModal, type FlagTarget } from './review-modals';
import { openByItem, proposedReason } from './review-model';
import { useItemReviews } from './review-queries';

/**
 * Classical statistics of every item, sortable, with its flags; items flagged for review are
 * tagged, and admins may flag an item for review from here.
 */
export function ItemsTab({ result, row }: { result: EvidenceResult; row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const reviews = useItemReviews(row.instrument_id);
  const underReview = useMemo(() => openByItem(reviews.data), [reviews.data]);
  const [flagging, setFlagging] = useState<FlagTarget | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const flagged = result.items.filter((item) => item.flags.length > 0).length;
  const rows = flaggedOnly ? result.items.filter((item) => item.flags.length > 0) : result.items;
  const hasDimensions = result.items.some((item) => item.dimension);
  const label = useItemLabel();
  const columns = useMemo(
    () => [
      ...itemStatisticsColumns(t, label, hasDimensions),
      {
        key: 'review',
        title: t('evidence.reviews.column'),
        width: 150,
        render: (_: unknown, item: EvidenceItemStatistics) => (
          <ReviewCell
            item={item}
            open={underReview.get(item.id)}
            canFlag={isAdmin}
            onFlag={() =>
              setFlagging({
                instrumentId: row.instrument_id,
                analysisId: row.id,
                itemId: item.id,
                label: label(item.id),
                reason: proposedReason(item.flags),
              })
            }
          />
        ),
      },
    ],
    [t, hasDimensions, label, underReview, isAdmin, row.instrument_id, row.id],
  );

  if (!result.items.length) return <Empty description={t('evidence.items.none')} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('evidence.items.summary', { count: result.items.length, flagged: String(flagged) })}
        </Typography.Text>
        <FlaggedOnlySwitch
          checked={flaggedOnly}
          onChange={setFlaggedOnly}
          label={t('evidence.items.flaggedOnly')}
        />
      </Flex>
      <Table<EvidenceItemStatistics>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        tableLayout="fixed"
        scroll={{ x: 1110 }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('evidence.items.noneFlagged') }}
      />
      <FlagItemModal target={flagging} onClose={() => setFlagging(null)} />
    </Flex>
  );
}
