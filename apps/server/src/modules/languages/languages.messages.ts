import { messageTable } from '../../lib/server-messages';

/** What the master language and translation calls answer, in each language the server speaks. */
export const LANGUAGE_MESSAGES = messageTable('languages', {
  codeOfRemoved: {
    en: "The code '{code}' belongs to a removed language; choose another code.",
    id: "Kode '{code}' milik bahasa yang sudah dihapus; pilih kode lain.",
  },
  codeExists: {
    en: "A language with code '{code}' already exists.",
    id: "Bahasa dengan kode '{code}' sudah ada.",
  },
  codeJustTaken: {
    en: 'That code was just taken; choose another code.',
    id: 'Kode itu baru saja dipakai; pilih kode lain.',
  },
  oneDefault: {
    en: 'there must be exactly one default language; make another language the default instead',
    id: 'harus ada tepat satu bahasa bawaan; jadikan bahasa lain sebagai bawaan',
  },
  defaultNotRemovable: {
    en: 'The default language cannot be removed; make another language the default first.',
    id: 'Bahasa bawaan tidak dapat dihapus; jadikan bahasa lain sebagai bawaan terlebih dahulu.',
  },
  unknownLanguage: { en: 'unknown language {code}', id: 'bahasa {code} tidak dikenal' },
  translationExists: {
    en: "A translation of '{key}' on page '{page}' in '{language}' already exists.",
    id: "Terjemahan '{key}' pada halaman '{page}' dalam '{language}' sudah ada.",
  },
});
