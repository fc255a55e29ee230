import { partnerDashboardPaths } from '../../features/partner/paths';
import { ParticipantPathsProvider } from '../../features/test-activities/paths-context';
import { DashboardPage } from '../participant/DashboardPage';

/** dashboard/{pcode}: the participant dashboard; finishing the whole test leads to the finish page. */
export function PartnerDashboard() {
  return (
    <ParticipantPathsProvider paths={partnerDashboardPaths}>
      <DashboardPage />
    </ParticipantPathsProvider>
  );
}
