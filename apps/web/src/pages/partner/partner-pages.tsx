import { Button } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useHome } from '../../features/participant-journey/api';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { partnerPaths } from '../../features/participant-journey/constants';
import { storedFinished } from '../../features/participant-journey/stored-progress';
import { PARTNER_COPY } from '../../features/partner/copy';
import { useReportPartnerEvent } from '../../features/partner/events';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { PartnerResult } from './partner-result';

/** The code of a partner page: in its path, else `?pcode=`, else the one last used here. */
function usePartnerCode(): string {
  const { pcode } = useParams();
  const [search] = useSearchParams();
  return pcode ?? search.get('pcode') ?? localStorage.getItem(STORAGE_KEYS.participantCode) ?? '';
}

/** finish-section/{pcode}: a test (section) is over; the partner is told, the candidate continues. */
export function PartnerFinishSection() {
  const pcode = usePartnerCode();
  const [search] = useSearchParams();
  const submissionId = Number(search.get('submission')) || undefined;
  usePageTitle(PARTNER_COPY.finishSectionTitle);
  const home = useHome(pcode);
  const finished = home.data?.instruments.find((i) => i.submission_id === submissionId)?.state === 'finished';
  // Only a section the server knows is finished is reported (a left test is not finished).
  useReportPartnerEvent('finish_section', pcode, { submissionId, enabled: finished });
  if (home.isPending) return <Loading />;
  // Without the server, a section stored as finished (spec 3 hasFinish) still shows as finished.
  if (home.isError && !storedFinished(pcode, submissionId))
    return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  return (
    <PartnerResult
      status="success"
      title={PARTNER_COPY.finishSectionTitle}
      body={PARTNER_COPY.finishSectionBody}
      extra={
        <Link to={partnerPaths.dashboard(pcode)}>
          <Button type="primary" size="large">
            {PARTNER_COPY.continue}
          </Button>
        </Link>
      }
    />
  );
}

/** finish: the whole test is over; the partner is told (window message and callback). */
export function PartnerFinish() {
  const pcode = usePartnerCode();
  usePageTitle(PARTNER_COPY.finishTitle);
  useReportPartnerEvent('finish', pcode);
  return (
    <PartnerResult
      status="success"
      title={PARTNER_COPY.finishTitle}
      body={PARTNER_COPY.finishBody}
      extra={pcode ? <Link to={partnerPaths.result(pcode)}>{PARTNER_COPY.showResult}</Link> : undefined}
    />
  );
}

/** expired: the participant code no longer opens the test; the partner is told. */
export function PartnerExpired() {
  const pcode = usePartnerCode();
  usePageTitle(PARTNER_COPY.expiredTitle);
  useReportPartnerEvent('expired', pcode);
  return <PartnerResult status="warning" title={PARTNER_COPY.expiredTitle} body={PARTNER_COPY.expiredBody} />;
}
