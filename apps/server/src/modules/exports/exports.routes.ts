import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall } from '../../http/calls';
import { downloadDatatable, downloadFile } from './downloads.service';
import { participantReport, participantSelfReport } from './participant-report.service';
import { participantExportProgress, startParticipantExport } from './participants-export.service';
import { qtiExportProgress, startQtiExport } from './qti-package-export';
import { reportsZipProgress, startReportsZip } from './reports-zip.service';

export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(
    app,
    deps,
    { access: 'user', tag: 'projects' },
    {
      'projects/participants/export': (b, ctx) => startParticipantExport(deps, ctx.actor!, b),
      'projects/participants/export-progress': (b, ctx) => participantExportProgress(deps, ctx.actor!, b),
      'projects/participants/reports-zip': (b, ctx) => startReportsZip(deps, ctx.actor!, b),
      'projects/participants/reports-zip-progress': (b, ctx) => reportsZipProgress(deps, ctx.actor!, b),
    },
  );
  // The library is the admins': a QTI package of an instrument's draft is written by a job.
  defineCalls(
    app,
    deps,
    { access: ['admin'], tag: 'instruments' },
    {
      'instruments/items/export-qti': (b, ctx) => startQtiExport(deps, ctx.actor!, b),
      'instruments/items/export-qti-progress': (b, ctx) =>
        qtiExportProgress(deps, ctx.actor!, b, ctx.messageLanguage),
    },
  );
  defineCalls(app, deps, 'user', {
    'downloads/datatable': (b, ctx) => downloadDatatable(deps, ctx.actor!, b),
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
