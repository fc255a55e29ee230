import type { ModuleManifest } from '../module-manifest';
import { testDimensionRoutes } from './test-dimensions.routes';

/** Test dimensions: what an instrument's items measure. */
export const testDimensionsModule: ModuleManifest = {
  name: 'test-dimensions',
  routes: testDimensionRoutes,
  audit: {
    areas: { 'test-dimensions/': 'content' },
    entities: { 'test-dimensions': { table: 'test_dimensions' } },
  },
};
