import type { ItemReviewRow } from '@asesa/contracts';
import { Button, Flex, type TableColumnType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCompactDateTime, formatDateTime } from '../../lib/format';
import { byItemLabel } from './review-model';

export type Shown = 'open' | 'resolved' | 'all';

const RESOLUTION_COLOURS: Record<string, string> = { revised: 'blue', kept: 'green', removed: 'default' };

/** Who did it and when, compact, with the full date on hover. */
function ByAt({ by, at }: { by: string | null; at: string | null }) {
  const { t } = useTranslation();
  return (
    <span title={formatDateTime(at)}>
      {t('evidence.reviews.byAt', { by: by || '–', at: formatCompactDateTime(at) })}
    </span>
  );
}

/** The review flags table's columns; the outcome's only when resolved flags are shown. */
export function reviewColumns({
  t,
  shown,
  reasonLabel,
  onResolve,
}: {
  t: TFunction;
  shown: Shown;
  reasonLabel: (reason: string) => string;
  onResolve: (review: ItemReviewRow) => void;
}): TableColumnType<ItemReviewRow>[] {
  const all: Array<TableColumnType<ItemReviewRow> | false> = [
    {
      key: 'item',
      title: t('evidence.reviews.item'),
      width: 240,
      sorter: byItemLabel,
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.item_label ?? r.item_id}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.item_stem }} style={{ maxWidth: 220 }}>
            {r.item_label === null ? t('evidence.reviews.removedItem') : r.item_stem}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('evidence.reviews.reason'),
      width: 160,
      render: (_, r) => (
        <Flex vertical>
          <span>{reasonLabel(r.reason)}</span>
          <Typography.Text type="secondary">
            {t('evidence.reviews.fromVersion', { version: String(r.instrument_version) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'note',
      title: t('evidence.reviews.note'),
      render: (_, r) => (
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true, symbol: '…' }}>
          {r.note}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'flagged',
      title: t('evidence.reviews.flaggedBy'),
      width: 180,
      render: (_, r) => <ByAt by={r.flagged_by_name} at={r.flagged_at} />,
    },
    shown !== 'open' && {
      key: 'outcome',
      title: t('evidence.reviews.outcome'),
      width: 260,
      render: (_, r) =>
        r.resolution ? (
          <Flex vertical gap={2}>
            <span>
              <Tag color={RESOLUTION_COLOURS[r.resolution]}>
                {t(`evidence.reviews.resolutions.${r.resolution}`)}
              </Tag>
              <Typography.Text type="secondary">
                <ByAt by={r.resolved_by_name} at={r.resolved_at} />
              </Typography.Text>
            </span>
            <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true, symbol: '…' }}>
              {r.resolution_note}
            </Typography.Paragraph>
          </Flex>
        ) : null,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      render: (_, r) =>
        r.status === 'open' ? (
          <Button
            size="small"
            onClick={() => onResolve(r)}
            aria-label={t('evidence.reviews.resolveLabel', { item: r.item_label ?? r.item_id })}
          >
            {t('evidence.reviews.resolve')}
          </Button>
        ) : null,
    },
  ];
  return all.filter((c): c is TableColumnType<ItemReviewRow> => c !== false);
}
