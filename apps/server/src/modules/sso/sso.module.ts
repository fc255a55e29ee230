import type { ModuleManifest } from '../module-manifest';
import { ssoRoutes } from './sso.routes';
import { purgeOldSsoSignIns, sealPlainSsoSecrets } from './sso-housekeeping';

/**
 * Single sign-on for staff. Its configuration changes and every sign-in (each refusal with its
 * reason) are written to the audit log by its services, which know the account and the outcome;
 * the call layer records none of its calls itself.
 */
export const ssoModule: ModuleManifest = {
  name: 'sso',
  routes: ssoRoutes,
  audit: {
    areas: { 'sso/': 'accounts' },
    changesWhen: {
      'sso/config/update': () => false,
      'sso/config/test': () => false,
      'sso/start': () => false,
      'sso/finish': () => false,
    },
  },
  housekeeping: async (deps, log) => {
    const sealed = await sealPlainSsoSecrets(deps);
    if (sealed) log.info({ sealed }, 'single sign-on client secrets encrypted');
    const removed = await purgeOldSsoSignIns(deps);
    if (removed) log.info({ removed }, 'old single sign-on attempts deleted');
  },
};
