import type { ModuleManifest } from '../module-manifest';
import { languageRoutes } from './languages.routes';

/** The master languages and the translations of the product's texts. */
export const languagesModule: ModuleManifest = {
  name: 'languages',
  routes: languageRoutes,
  audit: {
    areas: { 'master-languages/': 'content', 'master-translations/': 'content' },
    entities: {
      'master-languages': { table: 'master_languages' },
      'master-translations': { table: 'master_translations' },
    },
  },
};
