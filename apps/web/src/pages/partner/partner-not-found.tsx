import { Card, Result } from 'antd';
import { COPY } from '../../features/participant-journey/copy';

/** Spec 2.3 and 8: the bare partner path — 'Terjadi Kesalahan'. */
export function PartnerNotFound() {
  return (
    <Card>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.partnerErrorTitle}</h1>}
        subTitle={COPY.partnerErrorBody}
      />
    </Card>
  );
}
