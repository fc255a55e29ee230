import { ITEM_BANK_MODELS, ITEM_TYPES, type ItemBankRow } from '@asesa/contracts';
import { Flex, type TableColumnType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { useDimensionOptions } from '../test-dimensions/queries';
import {
  type BankTableState,
  formatExposure,
  formatParam,
  formatThresholds,
  sortOrderOf,
} from './item-bank-view-model';

/** Item types that take a key, where a missing one is worth a mark. */
const KEYED_TYPES = new Set<ItemBankRow['type']>(['single', 'multiple', 'true-false', 'numeric', 'ranking']);

type Column = TableColumnType<ItemBankRow> & { children?: TableColumnType<ItemBankRow>[] };

interface BankColumnsContext {
  t: TFunction;
  /** The table's page, sort and filters, which the columns show as chosen. */
  state: BankTableState;
  /** The instrument has several sections: each stem says its section. */
  several: boolean;
  dimensions: NonNullable<ReturnType<typeof useDimensionOptions>['data']>;
}

/** The item bank table's columns: the item, its IRT parameters, its exposure and status. */
export function bankColumns(context: BankColumnsContext): Column[] {
  return [...itemColumns(context), irtColumn(context), ...exposureAndStatusColumns(context)];
}

/** Position, stem (with its section and id), type and indicator. */
function itemColumns({ t, state, several, dimensions }: BankColumnsContext): Column[] {
  return [
    {
      // '#' and the IRT parameter letters are symbols, the same in every language.
      key: 'position',
      title: '#',
      dataIndex: 'position',
      width: 60,
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf(state, 'position'),
    },
    {
      key: 'stem',
      title: t('itemBankView.stem'),
      dataIndex: 'stem',
      render: (stem: string, row) => (
        <Flex vertical>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: stem }} style={{ margin: 0 }}>
            {stem}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {several ? `${row.section_title} · ` : ''}
            {row.id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('itemBankView.type'),
      dataIndex: 'type',
      width: 120,
      filters: ITEM_TYPES.map((type) => ({ text: t(`itemEditor.types.${type}`), value: type })),
      filterMultiple: false,
      filteredValue: state.type ? [state.type] : null,
      render: (type: ItemBankRow['type']) => t(`itemEditor.types.${type}`),
    },
    {
      key: 'indicator',
      title: t('itemBankView.indicator'),
      dataIndex: 'indicator',
      width: 110,
      filters: dimensions.flatMap((d) =>
        d.indicators.map((i) => ({ text: `${i.code} · ${i.name}`, value: i.code })),
      ),
      filterMultiple: false,
      filterSearch: true,
      filteredValue: state.indicator ? [state.indicator] : null,
      render: (code: string | null) => code ?? t('common.none'),
    },
  ];
}

/** The IRT model and parameters, grouped under one heading. */
function irtColumn({ t, state }: BankColumnsContext): Column {
  return {
    key: 'irt',
    title: t('itemBankView.irt'),
    children: [
      {
        key: 'model',
        title: t('itemBankView.model'),
        width: 84,
        filters: ITEM_BANK_MODELS.map((m) => ({
          text: m === 'none' ? t('itemBankView.modelNone') : m,
          value: m,
        })),
        filterMultiple: false,
        filteredValue: state.model ? [state.model] : null,
        render: (_: unknown, row) => row.irt?.model ?? t('common.none'),
      },
      {
        key: 'a',
        title: 'a',
        width: 64,
        align: 'right',
        sorter: true,
        sortOrder: sortOrderOf(state, 'a'),
        render: (_: unknown, row) => formatParam(row.irt?.a),
      },
      {
        key: 'b',
        title: 'b',
        width: 72,
        align: 'right',
        sorter: true,
        sortOrder: sortOrderOf(state, 'b'),
        render: (_: unknown, row) => formatThresholds(row.irt) ?? formatParam(row.irt?.b),
      },
      {
        key: 'c',
        title: 'c',
        width: 56,
        align: 'right',
        render: (_: unknown, row) => formatParam(row.irt?.c),
      },
    ],
  };
}

/** How often the item was shown, and its status with what it lacks. */
function exposureAndStatusColumns({ t, state }: BankColumnsContext): Column[] {
  return [
    {
      key: 'exposure',
      title: (
        <Tooltip title={t('itemBankView.exposureHint')}>
          <span>{t('itemBankView.exposure')}</span>
        </Tooltip>
      ),
      dataIndex: 'exposure',
      width: 96,
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(state, 'exposure'),
      render: (exposure: number | null) => formatExposure(exposure),
    },
    {
      key: 'status',
      title: t('common.status'),
      width: 110,
      render: (_: unknown, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={row.status === 'published' ? 'green' : 'default'}>
            {t(`instruments.statuses.${row.status}`)}
          </Tag>
          {row.flagged ? <Tag color="blue">{t('itemBankView.flagged')}</Tag> : null}
          {!row.has_key && KEYED_TYPES.has(row.type) ? (
            <Tag color="orange">{t('itemBankView.noKey')}</Tag>
          ) : null}
        </Flex>
      ),
    },
  ];
}
