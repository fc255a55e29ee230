import { useSearchParams } from 'react-router';
import { partnerTestPaths } from '../../features/partner/paths';
import { ParticipantPathsProvider } from '../../features/test-activities/paths-context';
import { TestPage } from '../participant/TestPage';

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
