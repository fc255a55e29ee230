import type { ModuleManifest } from '../module-manifest';
import { greenhouseRoutes } from './ats-greenhouse.routes';
import { greenhouseOnScored } from './ats-greenhouse.service';

/** Greenhouse's Assessment Partner API, on top of the generic ATS calls. */
export const atsGreenhouseModule: ModuleManifest = {
  name: 'ats-greenhouse',
  routes: greenhouseRoutes,
  onScored: greenhouseOnScored,
};
