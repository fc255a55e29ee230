import type { ModuleManifest } from '../module-manifest';
import { auditRoutes } from './audit.routes';

/** The audit log and its reader. Reading the log is not itself recorded. */
export const auditModule: ModuleManifest = {
  name: 'audit',
  routes: auditRoutes,
  audit: { areas: { 'audit-log/': 'none' } },
};
