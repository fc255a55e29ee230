import type { EvidenceAnalysisRow } from '@asesa/contracts';
import { Button, Empty, Flex, Table, type TableColumnType, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { Explained } from './explained';
import { FlaggedOnlySwitch, ItemFlagTags } from './flag-tags';
import { decimal, percent } from './format';
import { byLabel, useItemLabel } from './item-labels';
import { numberColumn } from './number-column';
import type { EvidenceItemStatistics, EvidenceResult } from './result-types';
import { FlagItemModal, type FlagTarget, useReasonLabel } from './review-modals';
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
  const reasonLabel = useReasonLabel();
  const [flagging, setFlagging] = useState<FlagTarget | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const flagged = result.items.filter((item) => item.flags.length > 0).length;
  const rows = flaggedOnly ? result.items.filter((item) => item.flags.length > 0) : result.items;
  const hasDimensions = result.items.some((item) => item.dimension);
  const label = useItemLabel();
  const columns = useMemo(() => {
    const all: Array<TableColumnType<EvidenceItemStatistics> | false> = [
      {
        key: 'id',
        title: t('evidence.items.id'),
        width: 110,
        fixed: 'left',
        ellipsis: { showTitle: true },
        render: (_, item) => label(item.id),
        sorter: byLabel((item) => label(item.id)),
      },
      hasDimensions && {
        key: 'dimension',
        title: t('evidence.items.dimension'),
        dataIndex: 'dimension',
        width: 140,
        ellipsis: { showTitle: true },
        render: (d: string | null) => d ?? '–',
        sorter: (x, y) => (x.dimension ?? '').localeCompare(y.dimension ?? ''),
      },
      numberColumn(
        'difficulty',
        <Explained title={t('evidence.items.difficulty')} hint={t('evidence.items.difficultyHint')} />,
        100,
        (item) => item.difficulty,
      ),
      numberColumn(
        'rit',
        <Explained title={t('evidence.items.rit')} hint={t('evidence.items.ritHint')} />,
        120,
        (item) => item.correctedItemTotal,
      ),
      numberColumn(
        'alphaIfDeleted',
        <Explained
          title={t('evidence.items.alphaIfDeleted')}
          hint={t('evidence.items.alphaIfDeletedHint')}
        />,
        110,
        (item) => item.alphaIfDeleted,
      ),
      numberColumn('omission', t('evidence.items.omission'), 124, (item) => item.omissionRate, percent),
      numberColumn(
        'seconds',
        t('evidence.items.seconds'),
        100,
        (item) => item.medianSeconds,
        (v) => decimal(v, 0),
      ),
      {
        key: 'flags',
        title: t('evidence.items.flags'),
        render: (_, item) => <ItemFlagTags flags={item.flags} />,
        sorter: (x, y) => x.flags.length - y.flags.length,
      },
      {
        key: 'review',
        title: t('evidence.reviews.column'),
        width: 150,
        render: (_, item) => {
          const open = underReview.get(item.id);
          if (open)
            return (
              <Tooltip
                title={t('evidence.reviews.underReviewHint', {
                  reason: reasonLabel(open.reason),
                  note: open.note,
                })}
              >
                <Tag color="blue" style={{ marginInlineEnd: 0 }} tabIndex={0}>
                  {t('evidence.reviews.underReview')}
                </Tag>
              </Tooltip>
            );
          if (!isAdmin) return null;
          return (
            <Button
              size="small"
              type="link"
              style={{ paddingInline: 0 }}
              aria-label={t('evidence.reviews.actionLabel', { item: label(item.id) })}
              onClick={() =>
                setFlagging({
                  instrumentId: row.instrument_id,
                  analysisId: row.id,
                  itemId: item.id,
                  label: label(item.id),
                  reason: proposedReason(item.flags),
                })
              }
            >
              {t('evidence.reviews.action')}
            </Button>
          );
        },
      },
    ];
    return all.filter((c): c is TableColumnType<EvidenceItemStatistics> => c !== false);
  }, [t, hasDimensions, label, underReview, isAdmin, reasonLabel, row.instrument_id, row.id]);

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
