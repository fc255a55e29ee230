import ExcelJS from 'exceljs';
import type { Actor, Deps } from '../../deps';
import { type FileAnswer, XLSX_TYPE } from '../../http/calls';
import { neutraliseCell } from '../../lib/neutralise-cell';
import { exportLanguage } from '../exports/export-language';
import type { ExportLanguage } from '../exports/participants-export.labels';
import { dateCell } from '../exports/xlsx-writer';
import { invitingProject } from '../invitations/inviting-project';
import { listCodesAfter } from './access-codes.repository';
import { accessCodeExportLabels } from './access-codes-export.labels';

/**
 * `unique-codes/export`: a project's access codes (one batch, or all) as .xlsx, in the language
 * asked for, else the user's: file name, sheet, headers, the used/unused words and the dates.
 */
export async function exportCodes(
  deps: Deps,
  actor: Actor,
  input: { project_id: number; batch?: number; lang?: ExportLanguage },
): Promise<FileAnswer> {
  const project = await invitingProject(deps, actor, input.project_id);
  const L = accessCodeExportLabels(await exportLanguage(deps, actor.userId, input.lang));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(L.sheet);
  sheet.columns = [
    { header: L.code, key: 'code', width: 12 },
    { header: L.batch, key: 'batch', width: 8 },
    { header: L.used, key: 'used', width: 10 },
    { header: L.usedBy, key: 'used_email', width: 32 },
    { header: L.usedAt, key: 'used_at', width: 24, style: { numFmt: L.dateTime } },
    { header: L.expires, key: 'expires_at', width: 24, style: { numFmt: L.dateTime } },
  ];
  sheet.getRow(1).font = { bold: true };
  // Read in pages so a big project's codes never sit in memory all at once as query rows.
  for (let after = 0; ; ) {
    const rows = await listCodesAfter(deps.db, project.id, input.batch, after, 2000);
    if (!rows.length) break;
    for (const r of rows)
      sheet.addRow({
        code: r.code,
        batch: r.batch,
        used: r.participant_id ? L.yes : L.no,
        // Typed by the participant: a formula stays text (lib/neutralise-cell.ts).
        used_email: neutraliseCell(r.used_email ?? ''),
        used_at: dateCell(r.used_at),
        expires_at: dateCell(r.expires_at),
      });
    after = rows[rows.length - 1].id;
  }
  const name =
    project.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'project';
  return {
    fileName: `${L.file}-${name}.xlsx`,
    contentType: XLSX_TYPE,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
