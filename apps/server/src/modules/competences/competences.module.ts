import type { ModuleManifest } from '../module-manifest';
import { competenceRoutes } from './competences.routes';

/** Competences and their dimensions, scorings and translations. */
export const competencesModule: ModuleManifest = {
  name: 'competences',
  routes: competenceRoutes,
  audit: {
    areas: { 'competences/': 'content' },
    entities: { competences: { table: 'competences', idKeys: ['competence_id'] } },
  },
};
