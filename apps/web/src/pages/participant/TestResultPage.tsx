import { Card, Result } from 'antd';
import { useLocation, useParams } from 'react-router';
import { useHome } from '../../features/test-activities/api';
import { usePageTitle } from '../../features/test-activities/components';
import { useCopy } from '../../features/test-activities/copy';

/** /test-activity/test-result/{pcode}: completion — congratulation, then the results are being calculated. */
export function TestResultPage() {
  const COPY = useCopy();
  const { pcode = '' } = useParams();
  const location = useLocation();
  usePageTitle(COPY.congratTitle);
  const fromState = (location.state as { name?: string } | null)?.name;
  const home = useHome(pcode);
  const name = fromState ?? home.data?.name ?? '';
  return (
    <Card>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.congratTitle}</h1>}
        subTitle={
          <>
            <p style={{ marginBottom: 8 }}>{COPY.congratName(name)}</p>
            <p role="status" style={{ margin: 0 }}>
              {COPY.calculating}
            </p>
          </>
        }
      />
    </Card>
  );
}
