import type { ModuleManifest } from '../module-manifest';
import { jobProfileRoutes } from './job-profiles.routes';

/** Job profiles: the instruments and competences a kind of job is assessed with. */
export const jobProfilesModule: ModuleManifest = {
  name: 'job-profiles',
  routes: jobProfileRoutes,
  audit: {
    areas: { 'job-profiles/': 'content' },
    entities: { 'job-profiles': { table: 'job_profiles', idKeys: ['job_profile_id'] } },
  },
};
