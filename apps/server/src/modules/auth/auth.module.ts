import type { ModuleManifest } from '../module-manifest';
import { authRoutes } from './auth.routes';
import { purgeOldSecurityEvents } from './security-event-retention';
import { loginThrottles } from './throttles.service';
import { tokenRoutes } from './token.routes';

/**
 * Sign-in, tokens, sessions and the guessing throttles. Sign-in is never in the audit log (a lifted
 * throttle is: throttles.service.ts writes that entry itself).
 */
export const authModule: ModuleManifest = {
  name: 'auth',
  routes: (app, deps) => {
    tokenRoutes(app, deps);
    authRoutes(app, deps);
  },
  audit: { areas: { 'token/': 'none', 'auth/': 'none' } },
  throttles: loginThrottles,
  housekeeping: async (deps, log) => {
    const events = await purgeOldSecurityEvents(deps);
    if (Object.values(events).some(Boolean)) log.info(events, 'old security events deleted');
  },
};
