import { messageTable } from '../../lib/server-messages';

/** What the scoring-blueprint calls answer the back office, in each language the server speaks. */
export const BLUEPRINT_MESSAGES = messageTable('scoring-blueprints', {
  // What a code refers to, for "unknown {what} '{code}'".
  indicator: { en: 'indicator', id: 'indikator' },
  dimension: { en: 'dimension', id: 'dimensi' },
  testDimension: { en: 'test dimension', id: 'dimensi tes' },

  nameTaken: {
    en: "A scoring blueprint named '{name}' already exists for this instrument.",
    id: "Blueprint penilaian bernama '{name}' sudah ada untuk instrumen ini.",
  },
  scoresInstrument: {
    en: "'{name}' scores {instrument}. Use another of its blueprints for scoring first.",
    id: "'{name}' dipakai untuk menilai {instrument}. Gunakan dahulu blueprint lain dari instrumen tersebut untuk penilaian.",
  },
  keptChanging: {
    en: 'The scoring blueprint kept changing while it was read; try again.',
    id: 'Blueprint penilaian terus berubah saat dibaca; silakan coba lagi.',
  },
  /** The scoring engine's own refusal: its detail names items and parameters in English. */
  engineRefused: { en: '{detail}', id: 'Mesin penilaian menolak: {detail}' },
  unknownCode: { en: "unknown {what} '{code}'", id: "{what} '{code}' tidak dikenal" },
  listedTwice: { en: "{what} '{code}' is listed twice", id: "{what} '{code}' tercantum dua kali" },
  weightNumber: { en: 'weight must be a number', id: 'bobot harus berupa angka' },
  levelTwice: { en: "the level '{level}' appears twice", id: "level '{level}' muncul dua kali" },
  settingsExist: {
    en: 'This blueprint already has settings; update them instead.',
    id: 'Blueprint ini sudah memiliki pengaturan; perbarui pengaturan tersebut.',
  },
  dimensionScored: {
    en: "This blueprint already scores the dimension '{code}'.",
    id: "Blueprint ini sudah menilai dimensi '{code}'.",
  },
  groupHasCode: {
    en: "A group dimension of this blueprint already has the code '{code}'.",
    id: "Sebuah dimensi kelompok pada blueprint ini sudah memakai kode '{code}'.",
  },
  dimensionCodeTaken: {
    en: "This blueprint already has a dimension with the code '{code}'.",
    id: "Blueprint ini sudah memiliki dimensi dengan kode '{code}'.",
  },
  groupNameTaken: {
    en: "A group dimension named '{name}' already exists in this blueprint.",
    id: "Dimensi kelompok bernama '{name}' sudah ada di blueprint ini.",
  },
  characterCodeTaken: {
    en: "A character type '{code}' already exists in this blueprint.",
    id: "Tipe karakter '{code}' sudah ada di blueprint ini.",
  },
  characterNameTaken: {
    en: "A character type named '{name}' already exists in this blueprint.",
    id: "Tipe karakter bernama '{name}' sudah ada di blueprint ini.",
  },
  gobExists: {
    en: "The dimension '{code}' already has gob bands.",
    id: "Dimensi '{code}' sudah memiliki rentang GOB.",
  },
  finalExists: {
    en: "The dimension '{code}' already has a final score for the norm group '{group}'.",
    id: "Dimensi '{code}' sudah memiliki skor akhir untuk kelompok norma '{group}'.",
  },
  indicatorBandsExist: {
    en: "The indicator '{code}' already has score bands.",
    id: "Indikator '{code}' sudah memiliki rentang skor.",
  },
  usedByGroup: {
    en: "'{code}' is used by the group dimension '{name}'; change that first.",
    id: "'{code}' dipakai oleh dimensi kelompok '{name}'; ubah dimensi tersebut terlebih dahulu.",
  },
  hasFinalScores: {
    en: "'{code}' has final scores (norm tables); remove them first.",
    id: "'{code}' memiliki skor akhir (tabel norma); hapus terlebih dahulu.",
  },
  hasGobBands: {
    en: "'{code}' has gob bands; remove them first.",
    id: "'{code}' memiliki rentang GOB; hapus terlebih dahulu.",
  },
  usedByCharacter: {
    en: "'{code}' is used by the character type '{name}'; change that first.",
    id: "'{code}' dipakai oleh tipe karakter '{name}'; ubah tipe tersebut terlebih dahulu.",
  },
  versionNotYet: {
    en: 'the blueprint is at version {current}; version {version} does not exist yet.',
    id: 'blueprint berada di versi {current}; versi {version} belum ada.',
  },
  versionNotKept: {
    en: 'version {version} of this blueprint scored nobody, so its definition was not kept.',
    id: 'versi {version} dari blueprint ini belum pernah menilai siapa pun, sehingga definisinya tidak disimpan.',
  },

  // Norm tables: their rows and their import from a file.
  normNeedsRow: {
    en: 'a norm table needs at least one row',
    id: 'tabel norma memerlukan paling sedikit satu baris',
  },
  rowMinAboveMax: {
    en: 'row {row}: raw_min {min} is above raw_max {max}',
    id: 'baris {row}: raw_min {min} lebih besar dari raw_max {max}',
  },
  rowsOutOfOrder: {
    en: 'rows {a} and {b} are out of order: {first} comes before {second}; sort by raw_min',
    id: 'baris {a} dan {b} tidak berurutan: {first} berada sebelum {second}; urutkan menurut raw_min',
  },
  rowsOverlap: {
    en: 'rows {a} and {b} overlap: {first} and {second}',
    id: 'baris {a} dan {b} tumpang tindih: {first} dan {second}',
  },
  rowsGap: {
    en: 'rows {a} and {b} leave a gap: {first} and {second}',
    id: 'baris {a} dan {b} menyisakan celah: {first} dan {second}',
  },
  parametricNeeds: {
    en: 'a parametric norm needs mean and sd',
    id: 'norma parametrik memerlukan nilai mean dan sd',
  },
  notReadableXlsx: {
    en: 'the file is not a readable .xlsx workbook',
    id: 'berkas bukan workbook .xlsx yang dapat dibaca',
  },
  csvOrXlsx: { en: 'upload a .csv or .xlsx file', id: 'unggah berkas .csv atau .xlsx' },
  csvNotUtf8: { en: 'a .csv file must be UTF-8 text', id: 'berkas .csv harus berupa teks UTF-8' },
  fileEmpty: { en: 'the file is empty', id: 'berkas kosong' },
  headerColumns: {
    en: 'the header row needs the columns raw_min, raw_max and scaled; missing {missing}',
    id: 'baris judul memerlukan kolom raw_min, raw_max, dan scaled; kurang {missing}',
  },
  tooManyNormRows: {
    en: 'a norm table has at most {max} rows',
    id: 'tabel norma memuat paling banyak {max} baris',
  },
  cellNotNumber: { en: "{column} '{value}' is not a number", id: "{column} '{value}' bukan angka" },
  cellEmpty: { en: '{column} is empty', id: '{column} kosong' },
  minAboveMax: {
    en: 'raw_min {min} is above raw_max {max}',
    id: 'raw_min {min} lebih besar dari raw_max {max}',
  },
  percentileRange: {
    en: 'percentile must lie strictly between 0 and 100',
    id: 'percentile harus lebih besar dari 0 dan lebih kecil dari 100',
  },
  headerOnly: {
    en: 'the file has a header but no rows',
    id: 'berkas memiliki baris judul tetapi tidak memiliki baris data',
  },
});
