import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';
import type { ModuleManifest } from '../module-manifest';
import { purgeExpiredExports } from './export-retention';
import { exportRoutes } from './exports.routes';
import { EXPORT_PARTICIPANTS_JOB, exportParticipantsJob } from './participants-export.service';
import { QTI_EXPORT_JOB, qtiExportJob } from './qti-package-export';
import { REPORTS_ZIP_JOB, reportsZipJob } from './reports-zip.service';

const download = z.object({ downloadId: z.number().int().positive() });

/** Participant exports, reports and their zip, QTI packages of instruments, and the downloads list. */
export const exportsModule: ModuleManifest = {
  name: 'exports',
  routes: exportRoutes,
  jobs: [
    defineJob({ name: EXPORT_PARTICIPANTS_JOB, payload: download, handler: exportParticipantsJob }),
    defineJob({ name: REPORTS_ZIP_JOB, payload: download, handler: reportsZipJob }),
    defineJob({ name: QTI_EXPORT_JOB, payload: download, handler: qtiExportJob }),
  ],
  // Its projects/ calls are under the projects module's rule; downloads are only read.
  audit: { areas: { 'downloads/': 'none' } },
  housekeeping: async (deps, log) => {
    const { expired, orphans } = await purgeExpiredExports(deps);
    if (expired || orphans) log.info({ expired, orphans }, 'expired export files removed');
  },
};
