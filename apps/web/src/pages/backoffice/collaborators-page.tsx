import { Card, Empty, Flex, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { CollaboratorsPanel } from '../../features/accounts/collaborators-panel';
import { useCorporate, useCorporateOptions } from '../../features/accounts/queries';
import { CorporatePicker } from '../../features/projects/corporate-picker';

/** Consultant: /consultant-account/collaborators, the collaborators of one of its corporate accounts. */
export function CollaboratorsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const options = useCorporateOptions();
  const chosen = Number(params.get('corporate'));
  const corporateId = Number.isInteger(chosen) && chosen > 0 ? chosen : options.data?.data[0]?.id;
  const corporate = useCorporate(corporateId ?? 0);

  const pick = (id: number) => setParams({ corporate: String(id) }, { replace: true });

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('collaborators.title')} />
      {options.isLoading ? (
        <Skeleton active />
      ) : corporateId === undefined ? (
        <Empty description={t('collaborators.noCorporates')}>
          <Link to="/corporate-account/all-account">{t('corporates.title')}</Link>
        </Empty>
      ) : (
        <>
          <Form layout="inline">
            <Form.Item label={t('collaborators.corporate')} htmlFor="collaborators-corporate">
              <div style={{ minWidth: 280 }}>
                <CorporatePicker id="collaborators-corporate" value={corporateId} onChange={pick} />
              </div>
            </Form.Item>
          </Form>
          <Card size="small">
            <CollaboratorsPanel
              key={corporateId}
              corporateId={corporateId}
              corporateName={corporate.data?.name ?? ''}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
