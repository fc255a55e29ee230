import { Empty, Flex, Table, type TableColumnType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Explained } from './explained';
import { FlaggedOnlySwitch, ItemFlagTags } from './flag-tags';
import { decimal, percent } from './format';
import { byLabel, useItemLabel } from './item-labels';
import { numberColumn } from './number-column';
import type { EvidenceItemStatistics, EvidenceResult } from './result-types';

/** Classical statistics of every item, sortable, with its flags. */
export function ItemsTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
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
      numberColumn('omission', t('evidence.items.omission'), 100, (item) => item.omissionRate, percent),
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
    ];
    return all.filter((c): c is TableColumnType<EvidenceItemStatistics> => c !== false);
  }, [t, hasDimensions, label]);

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
        scroll={{ x: 960 }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('evidence.items.noneFlagged') }}
      />
    </Flex>
  );
}
