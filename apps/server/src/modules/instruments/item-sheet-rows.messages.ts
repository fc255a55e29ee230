import { messageTable } from '../../lib/server-messages';

// What the item sheet's checks say of a cell. Column names stay as the template writes them (its
// headers are the same in both languages); the rest follows the reader's language.
export const ITEM_ROW_MESSAGES = messageTable('item-sheet-rows', {
  notNumber: { en: "'{text}' is not a number", id: "'{text}' bukan angka" },
  sectionRequired: { en: 'the section is required', id: 'bagian wajib diisi' },
  sectionTooLong: {
    en: 'the section title is longer than 200 characters',
    id: 'judul bagian lebih dari 200 karakter',
  },
  typeRequired: {
    en: 'the type is required: one of {types}',
    id: 'jenis wajib diisi: salah satu dari {types}',
  },
  forcedChoice: {
    en: 'forced-choice blocks cannot come from a sheet (each statement needs its indicator): add them in the item editor',
    id: 'blok forced-choice tidak dapat diimpor dari lembar (setiap pernyataan memerlukan indikatornya): tambahkan di editor butir',
  },
  unknownType: {
    en: "unknown type '{type}': use one of {types}",
    id: "jenis '{type}' tidak dikenal: gunakan salah satu dari {types}",
  },
  idTaken: {
    en: "'{id}' is already an item of the instrument: use Replace, or clear the cell to add a copy",
    id: "'{id}' sudah menjadi butir instrumen ini: pilih “Ganti seluruh konten”, atau kosongkan sel untuk menambahkan salinan",
  },
  idRepeated: { en: "'{id}' is also the id of row {row}", id: "'{id}' juga merupakan ID baris {row}" },
  stemRequired: { en: 'the stem is required', id: 'stem wajib diisi' },
  optionGap: {
    en: 'Option {letter} is empty: fill the options from A without gaps',
    id: 'Option {letter} kosong: isi opsi mulai dari A tanpa celah',
  },
  noOptions: { en: '{type} items take no options', id: 'butir {type} tidak memiliki opsi' },
  notOption: {
    en: "key '{key}' is not one of the options ({range})",
    id: "kunci '{key}' bukan salah satu opsi ({range})",
  },
  noOptionsRange: { en: 'none', id: 'tidak ada' },
  unknownIndicator: { en: "unknown indicator '{indicator}'", id: "indikator '{indicator}' tidak dikenal" },
  notBoolean: { en: "'{text}' is not TRUE or FALSE", id: "'{text}' bukan TRUE atau FALSE" },
  reverseOnly: {
    en: 'only likert and true-false items can be reverse-keyed',
    id: 'hanya butir likert dan true-false yang dapat berkunci terbalik',
  },
  pointsOnly: { en: 'only likert items have points', id: 'hanya butir likert yang memiliki poin' },
  singleKeyRequired: {
    en: 'the key is required: the letter of the correct option',
    id: 'kunci wajib diisi: huruf opsi yang benar',
  },
  singleOneKey: {
    en: 'a single-choice item has 1 key, not {n}',
    id: 'butir pilihan tunggal memiliki 1 kunci, bukan {n}',
  },
  multipleKeyRequired: {
    en: 'the key is required: the letters of the correct options (A,C)',
    id: 'kunci wajib diisi: huruf opsi-opsi yang benar (A,C)',
  },
  rankingKeyRequired: {
    en: 'the key is required: every option letter in the correct order (C,A,B)',
    id: 'kunci wajib diisi: setiap huruf opsi dalam urutan yang benar (C,A,B)',
  },
  keyTwice: { en: 'the key lists a letter twice', id: 'kunci menyebut satu huruf dua kali' },
  rankEveryOption: {
    en: 'the key must rank every option once ({options} options, {ranked} ranked)',
    id: 'kunci harus mengurutkan setiap opsi tepat sekali ({options} opsi, {ranked} diurutkan)',
  },
  trueFalseKeyRequired: {
    en: 'the key is required (TRUE or FALSE) unless the item has an indicator',
    id: 'kunci wajib diisi (TRUE atau FALSE) kecuali butir memiliki indikator',
  },
  likertNoKey: {
    en: 'likert items have no key (their options carry the values 1..points)',
    id: 'butir likert tidak memiliki kunci (opsinya bernilai 1..poin)',
  },
  pointsRange: {
    en: 'points must be a whole number from {min} to {max}',
    id: 'poin harus bilangan bulat dari {min} sampai {max}',
  },
  pointsOrOptions: {
    en: 'give the points or the options of the scale',
    id: 'isi poin atau opsi skalanya',
  },
  pointsOptions: {
    en: 'a {n}-point scale needs {n} options, not {options}',
    id: 'skala {n} poin memerlukan {n} opsi, bukan {options}',
  },
  numericKey: {
    en: "'{text}' is not a number (optionally with a tolerance: 42±0.5)",
    id: "'{text}' bukan angka (boleh dengan toleransi: 42±0.5)",
  },
  numericKeyRequired: {
    en: 'the key is required (a number) unless the item has an indicator',
    id: 'kunci wajib diisi (sebuah angka) kecuali butir memiliki indikator',
  },
  textNoKey: {
    en: 'text items have no key (they are unscored or scored by a rubric by hand)',
    id: 'butir teks tidak memiliki kunci (tidak diskor atau diskor manual dengan rubrik)',
  },
  thresholdGap: {
    en: 'IRT b{n} is empty: fill the thresholds from b1 without gaps',
    id: 'IRT b{n} kosong: isi ambang mulai dari b1 tanpa celah',
  },
  thresholdsIncrease: {
    en: 'thresholds must increase: b{n} = {value} is not above {previous}',
    id: 'ambang harus naik: b{n} = {value} tidak lebih besar dari {previous}',
  },
  modelEmpty: {
    en: 'IRT parameters are filled but the model is empty: one of {models}',
    id: 'parameter IRT terisi tetapi modelnya kosong: salah satu dari {models}',
  },
  unknownModel: {
    en: "unknown IRT model '{model}': use one of {models}",
    id: "model IRT '{model}' tidak dikenal: gunakan salah satu dari {models}",
  },
  aPositive: { en: 'a must be greater than 0 (is {a})', id: 'a harus lebih besar dari 0 (nilainya {a})' },
  aRequired: {
    en: '{model} parameters need a (greater than 0)',
    id: 'parameter {model} memerlukan a (lebih besar dari 0)',
  },
  grmNoB: {
    en: 'GRM items take thresholds (IRT b1, b2…), not b',
    id: 'butir GRM memakai ambang (IRT b1, b2…), bukan b',
  },
  grmThresholds: {
    en: 'GRM parameters need at least one threshold (IRT b1)',
    id: 'parameter GRM memerlukan paling sedikit satu ambang (IRT b1)',
  },
  bRequired: { en: '{model} parameters need b', id: 'parameter {model} memerlukan b' },
  thresholdsForGrm: {
    en: 'thresholds are for GRM items, not {model}',
    id: 'ambang hanya untuk butir GRM, bukan {model}',
  },
  cRequired: {
    en: '3PL parameters need c (from 0 up to 1)',
    id: 'parameter 3PL memerlukan c (dari 0 sampai di bawah 1)',
  },
  cRange: {
    en: 'c must be at least 0 and below 1 (is {c})',
    id: 'c harus paling kecil 0 dan di bawah 1 (nilainya {c})',
  },
  cFor3pl: { en: 'c is for 3PL items, not {model}', id: 'c hanya untuk butir 3PL, bukan {model}' },
});
