import type { ModuleManifest } from '../module-manifest';
import { generalConfigRoutes } from './general-config.routes';

/** The product's public configuration and the languages it speaks. */
export const generalConfigModule: ModuleManifest = {
  name: 'general-config',
  routes: generalConfigRoutes,
  audit: { areas: { 'general-config/': 'none', 'languages/': 'none' } },
};
