import type { ModuleManifest } from '../module-manifest';
import { participantRoutes } from './participants.routes';

/** A project's participants: lists, results, charts and shortlists (recalculation is scoring-runs'). */
export const participantsModule: ModuleManifest = {
  name: 'participants',
  routes: participantRoutes,
  // Its calls are under the projects module's rule (projects/).
  audit: {
    entities: { 'projects/participants': { table: 'participants', idKeys: ['participant_id'] } },
  },
};
