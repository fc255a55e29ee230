import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { ItemBankView } from '../../features/instruments/item-bank-view';
import { useInstrument } from '../../features/instruments/queries';

/** Admin: /assessment-center/test-instrument/:id/bank, the instrument's items as a paged table. */
export function InstrumentBankPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useInstrument(id);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  return (
    <Flex vertical gap={16}>
      <Link to={`/assessment-center/test-instrument/${data.id}`}>
        <ArrowLeftOutlined /> {t('itemBankView.back')}
      </Link>
      <PageHeader
        title={t('itemBankView.title', { name: data.name })}
        sub={`${data.code} · ${t('itemBankView.sub')}`}
      />
      <ItemBankView detail={data} />
    </Flex>
  );
}
