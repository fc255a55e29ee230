import { type InstrumentDetail, ITEM_BANK_MODELS, ITEM_TYPES, type ItemBankRow } from '@asesa/contracts';
import { Alert, Flex, Input, Select, Table, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDimensionOptions } from '../test-dimensions/queries';
import { ItemBankDrawer } from './item-bank-drawer';
import {
  applyTableChange,
  BANK_PAGE_SIZES,
  type BankTableState,
  bankListRequest,
  bankStateFromParams,
  bankStateToParams,
  formatExposure,
  formatParam,
  formatThresholds,
  sortOrderOf,
} from './item-bank-view-model';
import { useBankPage } from './item-bank-view-queries';

/** Item types that take a key, where a missing one is worth a mark. */
const KEYED_TYPES = new Set<ItemBankRow['type']>(['single', 'multiple', 'true-false', 'numeric', 'ranking']);

/**
 * The instrument's draft items as a table paged, sorted and filtered on the server
 * (instruments/items/list); a row opens the item in a drawer, saved on its own.
 */
export function ItemBankView({ detail }: { detail: InstrumentDetail }) {
  const { t } = useTranslation();
  // The page, sort and filters live in the URL: a reload, a shared link or Back keeps them.
  const [params, setParams] = useSearchParams();
  const state = bankStateFromParams(params);
  const setState = (next: (s: BankTableState) => BankTableState) =>
    setParams(bankStateToParams(next(state)), { replace: true });
  const [openItem, setOpenItem] = useState<string | null>(null);
  const page = useBankPage(bankListRequest(detail.id, state));
  const dimensions = useDimensionOptions().data ?? [];
  const several = detail.sections.length > 1;

  const columns: TableProps<ItemBankRow>['columns'] = [
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
    {
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
    },
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

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap>
        <Input.Search
          aria-label={t('itemBankView.search')}
          placeholder={t('itemBankView.search')}
          allowClear
          defaultValue={state.search}
          style={{ maxWidth: 360 }}
          onSearch={(search) => setState((s) => ({ ...s, search, page: 1 }))}
        />
        {several ? (
          <Select
            aria-label={t('itemBankView.allSections')}
            placeholder={t('itemBankView.allSections')}
            allowClear
            style={{ minWidth: 240 }}
            value={state.sectionId}
            onChange={(sectionId?: string) => setState((s) => ({ ...s, sectionId, page: 1 }))}
            options={detail.sections.map((s) => ({ value: s.id, label: s.title }))}
          />
        ) : null}
      </Flex>
      {page.isError ? <Alert type="error" showIcon title={page.error.message} /> : null}
      <Table<ItemBankRow>
        rowKey="id"
        size="small"
        bordered
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.data ?? []}
        scroll={{ x: 1040 }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: page.data?.recordsFiltered ?? 0,
          showSizeChanger: true,
          pageSizeOptions: BANK_PAGE_SIZES.map(String),
          showTotal: (count) => t('dataTable.total', { count }),
        }}
        onChange={(pagination, filters, sorter) =>
          setState((s) => applyTableChange(s, { pagination, filters, sorter }))
        }
        onRow={(row) => ({
          onClick: () => setOpenItem(row.id),
          onKeyDown: (e) => {
            if (e.key === 'Enter') setOpenItem(row.id);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
      />
      <ItemBankDrawer instrumentId={detail.id} itemId={openItem} onClose={() => setOpenItem(null)} />
    </Flex>
  );
}
