import { PlusOutlined } from '@ant-design/icons';
import {
  type CreditEntry,
  type CreditTopUpRequest,
  creditTopUpRequest,
  DEFAULT_PAGE_SIZE,
} from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPagination } from '../../components/data-table';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import {
  DATE_WIDTH,
  DateCell,
  type FitColumnOptions,
  fitColumns,
  fitScrollX,
} from '../../components/table-fit';
import { api } from '../../lib/api';
import { contractNumberRule, contractRule } from '../../lib/form';
import { formatNumber } from '../../lib/format';
import { useCanManageAccounts } from './can-manage';
import { CreditFigures } from './credit-figures';
import { ledgerLine } from './credit-text';
import { invalidateCredits, useCorporateBalance, useCreditHistory } from './queries';

/** A signed credit amount: "+250" for a top-up, "−3" for a charge. */
export function formatCreditAmount(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatNumber(Math.abs(amount))}`;
}

/**
 * A corporate's credits (accounts/credits/balance): the balance, the credits reserved for its
 * invited participants who have not started (and how they add up), and what is available.
 */
export function CreditBalance({ corporateId, extra }: { corporateId: number; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { data, isLoading } = useCorporateBalance(corporateId);
  return (
    <Card size="small">
      {data ? (
        <CreditFigures credits={data} extra={extra} />
      ) : (
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Statistic title={t('credits.balance')} value={0} loading={isLoading} />
          {extra}
        </Flex>
      )}
    </Card>
  );
}

/**
 * One page of a corporate's credit history (accounts/credits/history). The page is the caller's,
 * so a route can keep it in the URL.
 */
export function CreditHistoryTable({
  corporateId,
  page,
  size = DEFAULT_PAGE_SIZE,
  onPageChange,
}: {
  corporateId: number;
  page: number;
  size?: number;
  onPageChange: (page: number, size: number) => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useCreditHistory(corporateId, page, size);
  const signed = (v: number) =>
    v === 0 ? (
      <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
    ) : (
      <Typography.Text type={v < 0 ? 'danger' : 'success'}>{formatCreditAmount(v)}</Typography.Text>
    );
  const columns: (TableColumnsType<CreditEntry>[number] & FitColumnOptions)[] = [
    {
      title: t('credits.date'),
      dataIndex: 'created_at',
      width: DATE_WIDTH,
      render: (v: string) => <DateCell value={v} />,
    },
    {
      // The entry in the reader's language, from its kind and parameters; a top-up's note after it.
      // It is the story of the row, so it wraps rather than being cut.
      title: t('credits.entry'),
      key: 'entry',
      render: (_v, row) => (row.remarks ? `${ledgerLine(t, row)} · ${row.remarks}` : ledgerLine(t, row)),
    },
    {
      title: t('credits.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 100,
      render: signed,
    },
    {
      title: t('credits.reservedChange'),
      dataIndex: 'reserved_change',
      align: 'right',
      width: 110,
      render: signed,
    },
    {
      title: t('credits.balanceAfter'),
      dataIndex: 'balance_after',
      align: 'right',
      width: 150,
      render: (v: number) => formatNumber(v),
    },
    {
      title: t('credits.reservedAfter'),
      dataIndex: 'reserved_after',
      align: 'right',
      width: 180,
      render: (v: number) => formatNumber(v),
    },
    {
      title: t('credits.by'),
      dataIndex: 'created_by_name',
      ellipsis: true,
      width: 150,
      render: (v: string | null) => v || t('common.none'),
    },
  ];
  const fitted = fitColumns<CreditEntry, (typeof columns)[number]>(columns);
  return (
    <Table<CreditEntry>
      aria-label={t('credits.history')}
      rowKey="id"
      size="middle"
      columns={fitted}
      dataSource={data?.data ?? []}
      loading={isFetching}
      tableLayout="fixed"
      scroll={{ x: fitScrollX(fitted) }}
      // The table's own placeholder grey is too faint to read (axe colour contrast).
      locale={{ emptyText: <Typography.Text type="secondary">{t('credits.empty')}</Typography.Text> }}
      pagination={{
        ...serverPagination({ page, size }, data?.recordsFiltered ?? 0, t),
        onChange: (next, nextSize) => onPageChange(nextSize === size ? next : 1, nextSize),
      }}
    />
  );
}

/** The corporate detail's Credits tab: balance, Top up (consultants and admins) and the history. */
export function CreditsPanel({ corporateId, corporateName }: { corporateId: number; corporateName: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [toppingUp, setToppingUp] = useState(false);
  const canManage = useCanManageAccounts();
  return (
    <Flex vertical gap={16}>
      <CreditBalance
        corporateId={corporateId}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setToppingUp(true)}>
              {t('credits.topUp')}
            </Button>
          )
        }
      />
      <CreditHistoryTable
        corporateId={corporateId}
        page={paging.page}
        size={paging.size}
        onPageChange={(page, size) => setPaging({ page, size })}
      />
      <TopUpModal
        open={toppingUp}
        onClose={() => setToppingUp(false)}
        corporateId={corporateId}
        corporateName={corporateName}
        onDone={() => setPaging((p) => ({ ...p, page: 1 }))}
      />
    </Flex>
  );
}

type TopUpValues = Omit<CreditTopUpRequest, 'account_corporate_id'>;
const topUpShape = creditTopUpRequest.shape;

function TopUpModal({
  corporateId,
  corporateName,
  onDone,
  ...control
}: ModalControl & { corporateId: number; corporateName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <RequestModal<TopUpValues, { amount: number }>
      {...control}
      name="top-up"
      title={t('credits.topUpTitle')}
      okText={t('credits.topUp')}
      send={(values) =>
        api('accounts/credits/top-up', {
          account_corporate_id: corporateId,
          amount: values.amount,
          remarks: (values.remarks ?? '').trim(),
        })
      }
      success={(topUp) => t('credits.toppedUp', { count: topUp.amount, amount: formatNumber(topUp.amount) })}
      onAccepted={async () => {
        onDone();
        await invalidateCredits(queryClient, corporateId);
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('credits.topUpHint', { name: corporateName })}
      </Typography.Paragraph>
      <Form.Item
        label={t('credits.amount')}
        name="amount"
        required
        rules={[contractNumberRule(topUpShape.amount)]}
      >
        <InputNumber<number> step={1} style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t('credits.remarks')} name="remarks" rules={[contractRule(topUpShape.remarks)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
      </Form.Item>
    </RequestModal>
  );
}
