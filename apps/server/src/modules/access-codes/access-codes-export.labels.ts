import { xlsxDateTimeFormat } from '@asesa/contracts';
import type { ExportLanguage } from '../exports/participants-export.labels';

/** The access-code export's words (those of the access-codes tab): file name, sheet, headers, cells. */
export interface AccessCodeExportLabels {
  file: string;
  sheet: string;
  code: string;
  batch: string;
  used: string;
  usedBy: string;
  usedAt: string;
  expires: string;
  yes: string;
  no: string;
  /** The date cells' number format (the shared date format's, with the language's months). */
  dateTime: string;
}

const EN: AccessCodeExportLabels = {
  file: 'access-codes',
  sheet: 'Access codes',
  code: 'Code',
  batch: 'Batch',
  used: 'Used',
  usedBy: 'Used by',
  usedAt: 'Used at (UTC)',
  expires: 'Expires (UTC)',
  yes: 'Yes',
  no: 'No',
  dateTime: xlsxDateTimeFormat('en'),
};

const ID: AccessCodeExportLabels = {
  file: 'kode-akses',
  sheet: 'Kode akses',
  code: 'Kode',
  batch: 'Batch',
  used: 'Terpakai',
  usedBy: 'Dipakai oleh',
  usedAt: 'Dipakai pada (UTC)',
  expires: 'Berakhir (UTC)',
  yes: 'Ya',
  no: 'Tidak',
  dateTime: xlsxDateTimeFormat('id'),
};

export const accessCodeExportLabels = (lang: ExportLanguage): AccessCodeExportLabels =>
  lang === 'id' ? ID : EN;
