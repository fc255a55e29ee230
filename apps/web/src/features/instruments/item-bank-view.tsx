import type { InstrumentDetail, ItemBankRow } from '@asesa/contracts';
import { Alert, Flex, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDimensionOptions } from '../test-dimensions/queries';
import { bankColumns } from './item-bank-columns';
import { ItemBankDrawer } from './item-bank-drawer';
import {
  applyTableChange,
  BANK_PAGE_SIZES,
  type BankTableState,
  bankListRequest,
  bankStateFromParams,
  bankStateToParams,
} from './item-bank-view-model';
import { useBankPage } from './item-bank-view-queries';

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

  const columns = bankColumns({ t, state, several, dimensions });

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
