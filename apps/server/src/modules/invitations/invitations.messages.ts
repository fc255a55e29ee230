import { messageTable } from '../../lib/server-messages';

/** What the invitation calls answer the back office, in each language the server speaks. */
export const INVITATION_MESSAGES = messageTable('invitations', {
  notXlsx: { en: 'this is not an .xlsx file', id: 'ini bukan berkas .xlsx' },
  missingColumns: {
    en: 'row 1 must name the columns {columns} (missing {missing})',
    id: 'baris 1 harus memuat nama kolom {columns} (kurang {missing})',
  },
  tooManyRows: {
    en: 'the sheet has more than {max} participant rows; invite at most {max} at once (split the sheet)',
    id: 'sheet memuat lebih dari {max} baris peserta; undang paling banyak {max} sekaligus (pecah sheet-nya)',
  },
  noRows: {
    en: 'the sheet has no participant rows below the header',
    id: 'sheet tidak memiliki baris peserta di bawah judul kolom',
  },
  alreadyInvited: {
    en: 'This sheet was already invited; upload it again to invite more.',
    id: 'Sheet ini sudah diundang; unggah lagi untuk mengundang lebih banyak.',
  },
  noValidRows: {
    en: 'The sheet has no valid rows to invite.',
    id: 'Sheet tidak memiliki baris valid untuk diundang.',
  },
  notProjectLanguage: {
    en: '{code} is not a language of this project (use {codes})',
    id: '{code} bukan bahasa proyek ini (gunakan {codes})',
  },
  alreadyParticipant: {
    en: '{email} is already a participant of this project.',
    id: '{email} sudah menjadi peserta proyek ini.',
  },
  revoked: {
    en: "{email}'s invitation was revoked; it cannot be resent.",
    id: 'Undangan {email} sudah dicabut; undangan tidak dapat dikirim ulang.',
  },
  completed: {
    en: '{email} has already completed the test; the invitation cannot be resent.',
    id: '{email} sudah menyelesaikan tes; undangan tidak dapat dikirim ulang.',
  },
  addLanguageFirst: {
    en: '{code} is not a language of this project; add it first (the project has {codes})',
    id: '{code} bukan bahasa proyek ini; tambahkan terlebih dahulu (proyek memiliki {codes})',
  },
  notMasterLanguage: { en: '{code} is not a master language', id: '{code} bukan bahasa master' },
  alreadyLanguage: {
    en: '{name} ({code}) is already a language of this project',
    id: '{name} ({code}) sudah menjadi bahasa proyek ini',
  },
  unknownVariable: {
    en: 'unknown variable {list}; the variables are {allowed}',
    id: 'variabel {list} tidak dikenal; variabelnya adalah {allowed}',
  },
});
