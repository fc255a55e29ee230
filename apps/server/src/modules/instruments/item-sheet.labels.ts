import {
  IRT_MODELS,
  ITEM_SHEET_THRESHOLDS,
  ITEM_SHEET_TYPES,
  LIKERT_POINTS,
  MAX_OPTIONS,
} from '@asesa/contracts';
import type { MessageLanguage } from '../../lib/server-messages';

// The item sheet's Instructions in the reader's language. The Items sheet's column headers stay as
// they are in both languages: an import reads them by name.

interface SheetWords {
  instructions: string;
  note: string;
  column: string;
  holds: string;
  /** A forced-choice item left out of an export. */
  forcedChoiceLeftOut: (item: string, section: string) => string;
  help: [string, string][];
}

const TYPES = ITEM_SHEET_TYPES.join(', ');
const MODELS = IRT_MODELS.join(', ');
const LAST_THRESHOLD = `IRT b1 … IRT b${ITEM_SHEET_THRESHOLDS}`;

const EN: SheetWords = {
  instructions: 'Instructions',
  note: 'Note',
  column: 'Column',
  holds: 'What it holds',
  forcedChoiceLeftOut: (item, section) =>
    `Forced-choice item ${item} (section ${section}) is not in this sheet: a sheet row cannot carry its statements' indicators. Importing this sheet with Replace would remove it.`,
  help: [
    [
      'Section',
      'Required. The title of the section the item belongs to; sections are created in the order they first appear.',
    ],
    [
      'Item ID',
      "Optional. Kept as the item's id (translations and variations refer to it); empty gives a new id. Each id once per sheet; when appending, not an id the instrument already has.",
    ],
    [
      'Type',
      `Required. One of: ${TYPES}. Forced-choice blocks are edited in the item editor (each statement needs its indicator).`,
    ],
    [
      'Stem',
      'Required. Plain text, or HTML (p, b, i, u, ul, ol, li, br, sub, sup, a, img of uploaded images…) when the cell holds one of those tags. Unsafe HTML is removed.',
    ],
    [
      'Option A … Option J',
      'The options, from A without gaps (at least 2, at most 10) for single, multiple, likert and ranking items; empty for true-false, numeric and text items. Plain text or HTML like the stem.',
    ],
    [
      'Key',
      'single: the letter of the correct option (B). multiple: the correct letters (A,C). ranking: every letter in the correct order (C,A,B,D). true-false: TRUE or FALSE (may stay empty when the item has an indicator). numeric: the number, optionally with a tolerance (42±0.5). likert and text: empty.',
    ],
    ['Indicator', 'Optional. The code of an existing indicator that receives the item score.'],
    ['Reverse', 'likert and true-false only: TRUE for a reverse-keyed item, FALSE or empty otherwise.'],
    [
      'Points',
      `likert only: the number of scale points (${LIKERT_POINTS.min} to ${MAX_OPTIONS}); the options carry the values 1..points. Empty: the number of options. With no options, the options are labelled 1..points.`,
    ],
    [
      'IRT model',
      `Optional. One of ${MODELS}; empty means the item has no IRT parameters (then every IRT cell stays empty).`,
    ],
    ['IRT a', 'Discrimination, a number greater than 0. Required for 2PL, 3PL and GRM; optional for 1PL.'],
    ['IRT b', 'Difficulty, a number. Required for 1PL, 2PL and 3PL; empty for GRM.'],
    [
      LAST_THRESHOLD,
      'GRM only: the category thresholds from b1 without gaps, strictly increasing (at least one).',
    ],
    ['IRT c', 'Guessing, 3PL only: a number from 0 up to (not including) 1.'],
    [
      'Time limit (s)',
      "Optional. The item's own time limit in seconds, 5 to 3600; empty means the section's clock only.",
    ],
    ['Weight', 'Optional. Multiplies everything the item sends to indicators (default 1).'],
    ['', ''],
    [
      'Import',
      'Append adds the rows to the sections they name (creating sections that do not exist); Replace makes the sheet the whole draft content. Every row is checked first: when any row has a problem, nothing is saved and every problem is listed with its row and column.',
    ],
    [
      'Not in the sheet',
      'Forced-choice blocks, option weights, option and item images, multiple-choice scoring and choice limits, numeric ranges and text rubrics are not carried by the sheet: edit them in the item editor, or move the instrument as a JSON package.',
    ],
  ],
};

const ID: SheetWords = {
  instructions: 'Petunjuk',
  note: 'Catatan',
  column: 'Kolom',
  holds: 'Isinya',
  forcedChoiceLeftOut: (item, section) =>
    `Butir forced-choice ${item} (bagian ${section}) tidak ada di lembar ini: satu baris lembar tidak dapat memuat indikator setiap pernyataannya. Mengimpor lembar ini dengan “Ganti seluruh konten” akan menghapusnya.`,
  help: [
    [
      'Section',
      'Wajib. Judul bagian tempat butir berada; bagian dibuat menurut urutan kemunculan pertamanya.',
    ],
    [
      'Item ID',
      'Opsional. Disimpan sebagai ID butir (terjemahan dan variasi merujuk kepadanya); jika kosong, butir mendapat ID baru. Setiap ID sekali per lembar; saat menambahkan, bukan ID yang sudah dimiliki instrumen.',
    ],
    [
      'Type',
      `Wajib. Salah satu dari: ${TYPES}. Blok forced-choice disunting di editor butir (setiap pernyataan memerlukan indikatornya).`,
    ],
    [
      'Stem',
      'Wajib. Teks biasa, atau HTML (p, b, i, u, ul, ol, li, br, sub, sup, a, img dari gambar yang diunggah…) bila sel memuat salah satu tag tersebut. HTML yang tidak aman dihapus.',
    ],
    [
      'Option A … Option J',
      'Opsi-opsi, mulai dari A tanpa celah (paling sedikit 2, paling banyak 10) untuk butir single, multiple, likert dan ranking; kosong untuk butir true-false, numeric dan text. Teks biasa atau HTML seperti stem.',
    ],
    [
      'Key',
      'single: huruf opsi yang benar (B). multiple: huruf-huruf yang benar (A,C). ranking: setiap huruf dalam urutan yang benar (C,A,B,D). true-false: TRUE atau FALSE (boleh kosong bila butir memiliki indikator). numeric: angkanya, boleh dengan toleransi (42±0.5). likert dan text: kosong.',
    ],
    ['Indicator', 'Opsional. Kode indikator yang sudah ada yang menerima skor butir.'],
    [
      'Reverse',
      'Hanya likert dan true-false: TRUE untuk butir berkunci terbalik, FALSE atau kosong bila tidak.',
    ],
    [
      'Points',
      `Hanya likert: jumlah titik skala (${LIKERT_POINTS.min} sampai ${MAX_OPTIONS}); opsi bernilai 1..poin. Kosong: jumlah opsinya. Tanpa opsi, opsi diberi label 1..poin.`,
    ],
    [
      'IRT model',
      `Opsional. Salah satu dari ${MODELS}; kosong berarti butir tidak memiliki parameter IRT (maka setiap sel IRT tetap kosong).`,
    ],
    ['IRT a', 'Daya beda, angka lebih besar dari 0. Wajib untuk 2PL, 3PL dan GRM; opsional untuk 1PL.'],
    ['IRT b', 'Tingkat kesulitan, sebuah angka. Wajib untuk 1PL, 2PL dan 3PL; kosong untuk GRM.'],
    [
      LAST_THRESHOLD,
      'Hanya GRM: ambang kategori mulai dari b1 tanpa celah, naik tegas (paling sedikit satu).',
    ],
    ['IRT c', 'Tebakan, hanya 3PL: angka dari 0 sampai di bawah 1.'],
    [
      'Time limit (s)',
      'Opsional. Batas waktu butir sendiri dalam detik, 5 sampai 3600; kosong berarti hanya waktu bagian yang berlaku.',
    ],
    ['Weight', 'Opsional. Mengalikan semua yang dikirim butir ke indikator (bawaan 1).'],
    ['', ''],
    [
      'Impor',
      '“Tambahkan ke bagian yang disebut berkas” menambahkan baris ke bagian yang disebutnya (bagian yang belum ada dibuat); “Ganti seluruh konten” menjadikan lembar ini seluruh konten draf. Setiap baris diperiksa lebih dulu: bila ada baris yang bermasalah, tidak ada yang disimpan dan setiap masalah dicantumkan dengan baris dan kolomnya.',
    ],
    [
      'Tidak ada di lembar',
      'Blok forced-choice, bobot opsi, gambar opsi dan butir, penskoran dan batas pilihan multiple-choice, rentang numeric dan rubrik teks tidak dibawa oleh lembar: sunting di editor butir, atau pindahkan instrumen sebagai paket JSON.',
    ],
  ],
};

/** The item sheet's words in `language`. */
export const itemSheetWords = (language: MessageLanguage): SheetWords => (language === 'id' ? ID : EN);
