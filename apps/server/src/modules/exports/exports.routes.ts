import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall, defineFileCall } from '../../http/calls';
import { downloadDatatable, downloadFile } from './downloads.service';
import { participantReport, participantSelfReport } from './participant-report.service';
import { participantExportProgress, startParticipantExport } from './participants-export.service';
import { reportsZipProgress, startReportsZip } from './reports-zip.service';

export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'projects/participants/export', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => startParticipantExport(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/export-progress', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => participantExportProgress(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/reports-zip', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => startReportsZip(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/reports-zip-progress', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => reportsZipProgress(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'downloads/datatable', {
    access: 'user',
    handler: (b, ctx) => downloadDatatable(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'downloads/file', {
    access: 'user',
    handler: (b, ctx) => downloadFile(deps, ctx.actor!, b.download_id),
  });
  defineFileCall(app, deps, 'projects/participants/report', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) =>
      participantReport(deps, ctx.actor!, b.participant_id, { type: b.type, lang: b.lang }),
  });
  // The participant code is the credential: no sign-in (test-activities are public).
  defineFileCall(app, deps, 'test-activities/export', {
    access: 'public',
    tag: 'test-activities',
    handler: (b) => participantSelfReport(deps, b.participant_codes, b.lang),
  });
}
