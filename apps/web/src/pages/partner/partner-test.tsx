import { useSearchParams } from 'react-router';
import { ParticipantPathsProvider } from '../../features/participant-journey/paths-context';
import { partnerTestPaths } from '../../features/partner/paths';
import { TestPage } from '../participant/test-page';

/** test/{pcode}: the participant test page; leaving a finished test leads to finish-section. */
export function PartnerTest() {
  const [search] = useSearchParams();
  const submission = Number(search.get('submission')) || undefined;
  return (
    <ParticipantPathsProvider paths={partnerTestPaths(submission)}>
      <TestPage />
    </ParticipantPathsProvider>
  );
}
