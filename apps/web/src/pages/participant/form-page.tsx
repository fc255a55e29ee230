import { Navigate, useLocation, useParams } from 'react-router';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import { useRegistrationLanding } from '../../features/participant-journey/journey-api';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { RegistrationForm } from '../../features/participant-journey/registration-form';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** /test-activity/form/{pcode}: registration form, skipped when the participant is already registered. */
export function FormPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { pcode = '' } = useParams();
  const location = useLocation();
  usePageTitle(COPY.formTitle);
  // Spec 3 "fromVC": the candidate arrived from the access-code (voucher) page.
  const fromVC =
    (location.state as { fromVC?: boolean } | null)?.fromVC === true ||
    Boolean(localStorage.getItem(STORAGE_KEYS.fromVC));
  const landing = useRegistrationLanding(pcode, fromVC);
  if (landing.isPending) return <Loading />;
  if (landing.isError) return <LoadError error={landing.error} onRetry={() => void landing.refetch()} />;
  if (landing.data.is_registered) return <Navigate to={participantPaths.dashboard(pcode)} replace />;
  return <RegistrationForm pcode={pcode} landing={landing.data} />;
}
