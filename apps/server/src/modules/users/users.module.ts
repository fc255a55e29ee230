import type { ModuleManifest } from '../module-manifest';
import { userRoutes } from './users.routes';

/** The signed-in user's own profile, password and invitations (audited as accounts). */
export const usersModule: ModuleManifest = {
  name: 'users',
  routes: userRoutes,
  audit: { areas: { 'users/': 'accounts' } },
};
