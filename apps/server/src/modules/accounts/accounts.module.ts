import type { ModuleManifest } from '../module-manifest';
import { accountRoutes } from './accounts.routes';

/** Consultant and corporate accounts, their collaborators, sectors and credits. */
export const accountsModule: ModuleManifest = {
  name: 'accounts',
  routes: accountRoutes,
  audit: {
    areas: { 'accounts/credits/': 'credits', 'accounts/': 'accounts' },
    entities: {
      'accounts/corporates': { table: 'corporate_accounts' },
      'accounts/consultants': { table: 'consultant_accounts' },
      'accounts/collaborators': { table: 'users' },
      'accounts/sectors': { table: 'sectors' },
      'accounts/credits': { table: 'credit_ledger' },
    },
    // Re-inviting names the consultant's user, not the consultant account.
    callEntities: { 'accounts/consultants/re-invite': { table: 'users', idKeys: ['user_id'] } },
  },
};
