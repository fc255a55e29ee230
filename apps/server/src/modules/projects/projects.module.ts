import type { ModuleManifest } from '../module-manifest';
import { projectRoutes } from './projects.routes';

/**
 * Projects and their settings. Its projects/ rule also decides the projects/ calls the features
 * inside a project serve (participants, invitations, exports, test attempts, proctoring).
 */
export const projectsModule: ModuleManifest = {
  name: 'projects',
  routes: projectRoutes,
  audit: {
    areas: { 'projects/': 'projects' },
    entities: {
      projects: { table: 'projects', idKeys: ['project_id'] },
      'projects/configs/landing-form': { table: 'projects', idKeys: ['project_id'] },
    },
  },
};
