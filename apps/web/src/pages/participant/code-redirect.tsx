import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../features/participant-journey/components';
import { participantPaths } from '../../features/participant-journey/constants';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** /test-activity/{pcode}: replaces itself with the form route, keeping the code in router state (spec 2.1). */
export function CodeRedirect() {
  const { pcode = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.participantCode, pcode);
    navigate(participantPaths.form(pcode), { replace: true, state: { pcode } });
  }, [navigate, pcode]);
  return <Loading />;
}
