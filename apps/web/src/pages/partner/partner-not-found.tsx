import { COPY } from '../../features/participant-journey/copy';
import { PartnerResult } from './partner-result';

/** Spec 2.3 and 8: the bare partner path — 'Terjadi Kesalahan'. */
export function PartnerNotFound() {
  return <PartnerResult status="404" title={COPY.partnerErrorTitle} body={COPY.partnerErrorBody} />;
}
