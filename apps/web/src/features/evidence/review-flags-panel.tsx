import type { ItemReviewRow } from '@asesa/contracts';
import { Alert, Button, Card, Flex, Segmented, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactDateTime, formatDateTime } from '../../lib/format';
import { ResolveReviewModal, useReasonLabel } from './review-modals';
import { byItemLabel } from './review-model';
import { useItemReviews } from './review-queries';

type Shown = 'open' | 'resolved' | 'all';
const SHOWN: readonly Shown[] = ['open', 'resolved', 'all'];

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

  const columns = useMemo(() => {
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
              <Typography.Paragraph
                style={{ margin: 0 }}
                ellipsis={{ rows: 2, expandable: true, symbol: '…' }}
              >
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
              onClick={() => setResolving(r)}
              aria-label={t('evidence.reviews.resolveLabel', { item: r.item_label ?? r.item_id })}
            >
              {t('evidence.reviews.resolve')}
            </Button>
          ) : null,
      },
    ];
    return all.filter((c): c is TableColumnType<ItemReviewRow> => c !== false);
  }, [t, shown, reasonLabel]);

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
