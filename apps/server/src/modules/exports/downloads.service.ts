import { createReadStream } from 'node:fs';
import type { DownloadRow, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { XLSX_TYPE } from '../../http/calls';
import { runDatatable } from '../../http/datatable';
import { conflict, gone, notFound } from '../../lib/errors';
import {
  type DownloadChanges,
  downloadById,
  findVisibleDownload,
  findVisibleDownloadFile,
  updateDownload,
  visibleDownloads,
} from './downloads.repository';
import { existingExport } from './export-files';
import { EXPORT_MESSAGES } from './exports.messages';

const COLUMNS = {
  created_at: 'd.created_at',
  file_name: 'd.file_name',
  kind: 'd.kind',
  status: 'd.status',
  progress: 'd.progress',
  size_bytes: 'd.size_bytes',
  row_count: 'd.row_count',
  project_name: 'p.name',
  corporate_name: 'c.name',
  created_by_name: 'u.name',
  finished_at: 'd.finished_at',
  id: 'd.id',
} as const;

/** The download list: the exports the actor may see, newest first by default. */
export function downloadDatatable(deps: Deps, actor: Actor, query: z.infer<typeof datatableQuery>) {
  return runDatatable<DownloadRow>(
    visibleDownloads(deps.db, actor),
    query,
    {
      columns: COLUMNS,
      searchable: ['file_name', 'project_name', 'created_by_name'],
      defaultColumn: 'created_at',
    },
    (q) =>
      q
        .select([
          'd.id',
          'd.kind',
          'd.file_name',
          'd.status',
          'd.progress',
          'd.size_bytes',
          'd.row_count',
          'd.error',
          'd.project_id',
          'p.name as project_name',
          'c.name as corporate_name',
          'u.name as created_by_name',
          'd.created_at',
          'd.finished_at',
        ])
        // Same creation second: the later export first.
        .orderBy('d.id', 'desc'),
  );
}

const CONTENT_TYPES: Record<string, string> = { xlsx: XLSX_TYPE, zip: 'application/zip' };

/** The file of a finished export; other tenants' exports answer 404 like unknown ones. */
export async function downloadFile(deps: Deps, actor: Actor, downloadId: number): Promise<FileAnswer> {
  const row = await findVisibleDownloadFile(deps.db, actor, downloadId);
  if (!row) throw notFound('Export');
  if (row.status === 'queued' || row.status === 'running') throw conflict(EXPORT_MESSAGES.notReady);
  const path = row.status === 'done' ? await existingExport(deps.env, row.storage_path) : null;
  if (!path) throw gone(EXPORT_MESSAGES.fileGone);
  const extension = row.file_name.split('.').pop() ?? '';
  return {
    fileName: row.file_name,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    body: createReadStream(path),
  };
}

// What other features' export jobs use to keep their row of the download list.

export function changeDownload(deps: Deps, downloadId: number, changes: DownloadChanges): Promise<void> {
  return updateDownload(deps.db, downloadId, changes);
}

/** A download by id, whoever made it: what its job reads its parameters from. */
export function downloadOfJob(deps: Deps, downloadId: number) {
  return downloadById(deps.db, downloadId);
}

/** The job of a download of this kind, when the actor may see the download. */
export function visibleDownloadJob(deps: Deps, actor: Actor, downloadId: number, kind: string) {
  return findVisibleDownload(deps.db, actor, downloadId, kind);
}
