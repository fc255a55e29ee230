import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { CreditBalance, CreditHistoryTable } from '../../features/accounts/credits-panel';
import { useAuth } from '../../features/auth/auth-context';
import { PAGE_SIZES } from '../../lib/datatable';

const HISTORY_PATH = '/corporate-account/credit-history';

/** Collaborator: /corporate-account/credit-history/:page, its corporate's balance and credit history. */
export function CreditHistoryPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = Number(useParams().page);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : PAGE_SIZES[0];

  if (!Number.isInteger(page) || page < 1) return <Navigate to={`${HISTORY_PATH}/1`} replace />;
  if (session?.status !== 'authenticated') return <Skeleton active />;
  const corporate = session.corporate;

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('credits.title')} sub={corporate?.name} />
      {corporate ? (
        <>
          <CreditBalance corporateId={corporate.id} />
          <CreditHistoryTable
            corporateId={corporate.id}
            page={page}
            size={size}
            onPageChange={(next, nextSize) =>
              navigate(`${HISTORY_PATH}/${next}${nextSize === PAGE_SIZES[0] ? '' : `?size=${nextSize}`}`)
            }
          />
        </>
      ) : null}
    </Flex>
  );
}
