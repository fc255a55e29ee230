import { messageTable } from '../server-messages';

export const UPLOADED_SHEET_MESSAGES = messageTable('uploaded-sheet', {
  notXlsx: {
    en: 'file: this is not an .xlsx workbook',
    id: 'file: berkas ini bukan buku kerja .xlsx',
  },
  noSheet: {
    en: 'file: the workbook has no sheet',
    id: 'file: buku kerja ini tidak memiliki lembar',
  },
  tooManyEntries: {
    en: 'file: the workbook holds more than {max} files; save it again from your spreadsheet program',
    id: 'file: buku kerja ini berisi lebih dari {max} berkas; simpan ulang dari program spreadsheet Anda',
  },
  unpacksTooLarge: {
    en: 'file: the workbook unpacks to more than {mb} MB; split it into smaller files',
    id: 'file: buku kerja ini terurai menjadi lebih dari {mb} MB; bagi menjadi beberapa berkas yang lebih kecil',
  },
  packedTooTightly: {
    en: 'file: the workbook is packed more than {ratio} times tighter than spreadsheets are, as archives made to exhaust a server are; save it again from your spreadsheet program',
    id: 'file: buku kerja ini dimampatkan lebih dari {ratio} kali lebih rapat daripada spreadsheet biasa, seperti arsip yang dibuat untuk membebani server; simpan ulang dari program spreadsheet Anda',
  },
  needsTooMuchMemory: {
    en: 'file: reading the workbook needs more than {mb} MB of memory; split it into smaller files',
    id: 'file: membaca buku kerja ini memerlukan lebih dari {mb} MB memori; bagi menjadi beberapa berkas yang lebih kecil',
  },
  takesTooLong: {
    en: 'file: reading the workbook takes longer than {seconds} seconds; split it into smaller files',
    id: 'file: membaca buku kerja ini memerlukan lebih dari {seconds} detik; bagi menjadi beberapa berkas yang lebih kecil',
  },
  busy: {
    en: 'The server is reading other spreadsheets; try again in a minute',
    id: 'Server sedang membaca spreadsheet lain; coba lagi dalam satu menit',
  },
});
