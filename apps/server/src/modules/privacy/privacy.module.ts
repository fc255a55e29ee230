import type { ModuleManifest } from '../module-manifest';
import { privacyRoutes } from './privacy.routes';
import { purgeExpiredPersonalData } from './retention';

/** Privacy: the retention period and erasing a candidate's personal data. */
export const privacyModule: ModuleManifest = {
  name: 'privacy',
  routes: privacyRoutes,
  audit: { areas: { 'privacy/': 'privacy', 'projects/participants/erase': 'privacy' } },
  housekeeping: async (deps, log) => {
    const erased = await purgeExpiredPersonalData(deps);
    if (erased) log.info({ erased }, 'personal data past the retention period erased');
  },
};
