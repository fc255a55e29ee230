import type { ModuleManifest } from '../module-manifest';
import { proctoringRoutes } from './proctoring.routes';

/**
 * Proctoring: its test-activities/ calls are under the participant journey's rule, its projects/
 * calls under the projects module's.
 */
export const proctoringModule: ModuleManifest = {
  name: 'proctoring',
  routes: proctoringRoutes,
};
