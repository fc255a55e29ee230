import type { ModuleManifest } from '../module-manifest';
import { accommodationRoutes } from './accommodations.routes';

/**
 * Accommodations (reasonable adjustments) of a participant. Its projects/ calls are under the
 * projects module's rule and recorded against the participant; its test-activities/ calls under
 * the participant journey's (never audited).
 */
export const accommodationsModule: ModuleManifest = {
  name: 'accommodations',
  routes: accommodationRoutes,
  audit: {
    callEntities: {
      'projects/participants/accommodations/grant': { table: 'participants', idKeys: ['participant_id'] },
      'projects/participants/accommodations/decline': { table: 'participants', idKeys: ['participant_id'] },
    },
  },
};
