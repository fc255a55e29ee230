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

  // "Not enough credits": each figure with its noun in the singular or the plural.
  notEnoughCredits: {
    en: 'Not enough credits: inviting {participants} needs {needed}, {available} (balance {balance}, {reserved} reserved for {waiting}).',
    id: 'Kredit tidak cukup: mengundang {participants} memerlukan {needed}, {available} (saldo {balance}, {reserved} dicadangkan untuk {waiting}).',
  },
  participantOne: { en: '{n} participant', id: '{n} peserta' },
  participantMany: { en: '{n} participants', id: '{n} peserta' },
  creditOne: { en: '{n} credit', id: '{n} kredit' },
  creditMany: { en: '{n} credits', id: '{n} kredit' },
  availableOne: { en: '{credits} is available', id: '{credits} tersedia' },
  availableMany: { en: '{credits} are available', id: '{credits} tersedia' },
  waitingOne: {
    en: '{n} invited participant who has not started',
    id: '{n} peserta undangan yang belum memulai',
  },
  waitingMany: {
    en: '{n} invited participants who have not started',
    id: '{n} peserta undangan yang belum memulai',
  },

  // The rows of a bulk-invitation sheet, each checked before anyone is invited
  nameRequired: { en: 'Name is required', id: 'Nama wajib diisi' },
  nameTooLong: { en: 'Name is longer than 200 characters', id: 'Nama lebih dari 200 karakter' },
  emailRequired: { en: 'Email is required', id: 'Email wajib diisi' },
  emailInvalid: {
    en: 'Email "{email}" is not a valid e-mail address',
    id: 'Email "{email}" bukan alamat e-mail yang valid',
  },
  emailRepeated: {
    en: 'Email {email} is already in row {row}',
    id: 'Email {email} sudah ada di baris {row}',
  },
  phoneTooLong: { en: 'Phone is longer than 40 characters', id: 'Telepon lebih dari 40 karakter' },
  rowLanguage: {
    en: 'Language "{language}" is not a language of this project (use {codes})',
    id: 'Bahasa "{language}" bukan bahasa proyek ini (gunakan {codes})',
  },
  rowAlreadyParticipant: {
    en: '{email} is already a participant of this project',
    id: '{email} sudah menjadi peserta proyek ini',
  },
});
