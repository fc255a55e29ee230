import { ParticipantPathsProvider } from '../../features/participant-journey/paths-context';
import { partnerDashboardPaths } from '../../features/partner/paths';
import { DashboardPage } from '../participant/dashboard-page';

/** dashboard/{pcode}: the participant dashboard; finishing the whole test leads to the finish page. */
export function PartnerDashboard() {
  return (
    <ParticipantPathsProvider paths={partnerDashboardPaths}>
      <DashboardPage />
    </ParticipantPathsProvider>
  );
}
