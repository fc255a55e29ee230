import type { ModuleManifest } from '../module-manifest';
import { decisionRoutes } from './decisions.routes';
import { purgeExpiredDecisions } from './decisions.service';

/**
 * Human oversight of job-fit decisions: reviewers' decisions (audited under projects), the signed
 * decision log, and the candidate's explanation (test-activities/, never audited: the candidate
 * has no account). Decisions past their project's retention period are deleted hourly.
 */
export const decisionsModule: ModuleManifest = {
  name: 'decisions',
  routes: decisionRoutes,
  audit: {
    areas: { 'decisions/': 'projects' },
    entities: { decisions: { table: 'decision_reviews', idKeys: ['id'] } },
  },
  housekeeping: async (deps, log) => {
    const removed = await purgeExpiredDecisions(deps);
    if (removed) log.info({ removed }, 'decisions past their retention period deleted');
  },
};
