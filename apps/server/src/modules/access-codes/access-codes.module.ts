import type { ModuleManifest } from '../module-manifest';
import { accessCodeThrottles } from './access-code-throttle';
import { accessCodeRoutes } from './access-codes.routes';

/** Access codes: the unique codes a project hands out instead of invitations. */
export const accessCodesModule: ModuleManifest = {
  name: 'access-codes',
  routes: accessCodeRoutes,
  audit: { areas: { 'unique-codes/': 'projects' } },
  throttles: accessCodeThrottles,
};
