import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Explained } from './explained';
import { ItemFlagTags } from './flag-tags';
import { decimal, percent } from './format';
import { byLabel } from './item-labels';
import { numberColumn } from './number-column';
import type { EvidenceItemStatistics } from './result-types';

/** The items table's classical statistics and flags, one column each (the dimension's when some item has one). */
export function itemStatisticsColumns(
  t: TFunction,
  label: (id: string) => string,
  hasDimensions: boolean,
): TableColumnType<EvidenceItemStatistics>[] {
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
      <Explained title={t('evidence.items.alphaIfDeleted')} hint={t('evidence.items.alphaIfDeletedHint')} />,
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
  ];
  return all.filter((c): c is TableColumnType<EvidenceItemStatistics> => c !== false);
}
