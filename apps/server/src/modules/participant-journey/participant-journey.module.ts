import type { ModuleManifest } from '../module-manifest';
import { participantJourneyRoutes } from './participant-journey.routes';

/**
 * The participant's pages (test-activities/ calls, shared with the access-code, test-attempt,
 * proctoring, export and language modules): never in the audit log.
 */
export const participantJourneyModule: ModuleManifest = {
  name: 'participant-journey',
  routes: participantJourneyRoutes,
  audit: { areas: { 'test-activities/': 'none' } },
};
