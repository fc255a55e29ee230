import { messageTable } from '../lib/server-messages';

/**
 * The Indonesian of the instrument content contract's own messages (packages/contracts:
 * instruments.ts, item-gaps.ts, adaptive-settings.ts, item-bank.ts): what an author meets when a
 * save of content, items, variations or packages is refused. Matched like VALIDATION_MESSAGES:
 * `{field}` is an API field name, any other placeholder takes what the message says there.
 */
export const CONTENT_VALIDATION_MESSAGES = messageTable('validation-content', {
  needsSection: {
    en: 'an instrument needs at least 1 section',
    id: 'instrumen memerlukan paling sedikit 1 bagian',
  },
  variationNeedsSection: {
    en: 'a variation needs at least 1 section',
    id: 'variasi memerlukan paling sedikit 1 bagian',
  },
  sectionTitle: { en: 'section title is required', id: 'judul bagian wajib diisi' },
  sliderStep: { en: 'step must be more than 0', id: 'langkah harus lebih dari 0' },
  matchNeedsSource: {
    en: 'a match needs at least 1 source',
    id: 'pencocokan memerlukan paling sedikit 1 sumber',
  },
  matchNeedsTarget: {
    en: 'a match needs at least 1 target',
    id: 'pencocokan memerlukan paling sedikit 1 target',
  },
  matchChoiceId: {
    en: 'a choice id starts with a letter and holds letters, digits, ., - and _ (at most 16)',
    id: 'id pilihan diawali huruf dan berisi huruf, angka, ., - dan _ (paling banyak 16)',
  },
  choiceText: { en: 'choice text is required', id: 'teks pilihan wajib diisi' },
  needsGapText: {
    en: 'an item needs at least 1 gap text',
    id: 'butir memerlukan paling sedikit 1 teks rumpang',
  },
  gapText: { en: 'gap text is required', id: 'teks rumpang wajib diisi' },
  needsSpan: {
    en: 'an item needs at least 1 span',
    id: 'butir memerlukan paling sedikit 1 bagian teks pilihan',
  },
  selectionId: {
    en: 'an id starts with a letter and holds letters, digits, - and _ (at most 20)',
    id: 'id diawali huruf dan berisi huruf, angka, - dan _ (paling banyak 20)',
  },
  spanText: { en: 'span text is required', id: 'teks bagian wajib diisi' },
  needsArea: {
    en: 'an item needs at least 1 area',
    id: 'butir memerlukan paling sedikit 1 area',
  },
  startTheta: {
    en: 'start θ must be between {min} and {max}',
    id: 'θ awal harus di antara {min} dan {max}',
  },
  exposureAbove: {
    en: 'the exposure ceiling must be above {n}',
    id: 'batas paparan harus lebih besar dari {n}',
  },
  exposureAtMost: {
    en: 'the exposure ceiling must be at most {n}',
    id: 'batas paparan paling besar {n}',
  },
  strataAtLeast: {
    en: 'give at least one θ strata edge',
    id: 'isi paling sedikit satu batas strata θ',
  },
  strataAtMost: { en: 'give at most {n} θ strata edges', id: 'isi paling banyak {n} batas strata θ' },
  strataBetween: {
    en: 'θ strata edges must be between {min} and {max}',
    id: 'batas strata θ harus di antara {min} dan {max}',
  },
  strataIncrease: { en: 'θ strata edges must increase', id: 'batas strata θ harus makin besar' },
  seTarget: {
    en: 'the SE target must be between {min} and {max}',
    id: 'target SE harus di antara {min} dan {max}',
  },
  minItems: { en: 'give at least {n} item', id: 'isi paling sedikit {n} butir' },
  minAboveMax: {
    en: 'the minimum number of items is above the maximum',
    id: 'jumlah butir minimum melebihi jumlah maksimum',
  },
  populationMean: {
    en: 'population mean must be between {min} and {max}',
    id: 'rata-rata populasi harus di antara {min} dan {max}',
  },
  populationSdAbove: {
    en: 'population SD must be above {n}',
    id: 'SD populasi harus lebih besar dari {n}',
  },
  populationSdAtMost: {
    en: 'population SD must be at most {n}',
    id: 'SD populasi paling besar {n}',
  },
  stem: { en: 'item stem is required', id: 'pokok soal (stem) wajib diisi' },
  itemId: { en: 'item id is required', id: 'id butir wajib diisi' },
  image: {
    en: 'image must be an uploaded image (/uploads/…)',
    id: 'gambar harus berupa gambar yang diunggah (/uploads/…)',
  },
  itemOptionsMin: {
    en: 'an item needs at least {n} options',
    id: 'butir memerlukan paling sedikit {n} pilihan',
  },
  itemOptionsMax: { en: 'an item has at most {n} options', id: 'butir paling banyak memiliki {n} pilihan' },
  optionId: { en: 'option id is required', id: 'id pilihan wajib diisi' },
  optionText: { en: 'option text is required', id: 'teks pilihan wajib diisi' },
  blockStatements: {
    en: 'a block needs at least {n} statements',
    id: 'blok memerlukan paling sedikit {n} pernyataan',
  },
  statementText: { en: 'statement text is required', id: 'teks pernyataan wajib diisi' },
  blockThresholds: {
    en: 'a block of {statements} statements needs {pairs} thresholds (one per pair), not {given}',
    id: 'blok berisi {statements} pernyataan memerlukan {pairs} ambang (satu per pasangan), bukan {given}',
  },
  keyValue: { en: 'key value must be a number', id: 'nilai kunci harus berupa angka' },
  rubricScore: { en: 'rubric score must be a number', id: 'skor rubrik harus berupa angka' },
  acceptedScore: {
    en: 'accepted answer score must be a number',
    id: 'skor jawaban yang diterima harus berupa angka',
  },
  // Any other named number (weight, threshold, loading): the name is the API's.
  namedNumber: { en: '{what} must be a number', id: '{what} harus berupa angka' },
  tooManyKeys: {
    en: 'has {n} keys where 1 is allowed',
    id: 'memiliki {n} kunci padahal hanya 1 yang diizinkan',
  },
  rubricDescription: { en: 'rubric description is required', id: 'deskripsi rubrik wajib diisi' },
  acceptedAnswer: { en: 'accepted answer is required', id: 'jawaban yang diterima wajib diisi' },
  gapsMin: { en: 'an item needs at least {n} gap', id: 'butir memerlukan paling sedikit {n} celah' },
  gapId: {
    en: 'a gap id starts with a letter and holds letters, digits, - and _ (at most {n})',
    id: 'id celah diawali huruf dan berisi huruf, angka, - dan _ (paling banyak {n})',
  },
  gapOptionsMin: {
    en: 'a gap needs at least {n} options',
    id: 'celah memerlukan paling sedikit {n} pilihan',
  },
  gapOptionsMax: { en: 'a gap has at most {n} options', id: 'celah paling banyak memiliki {n} pilihan' },
  gapOptionTwice: {
    en: 'gap {gap} lists an option id twice',
    id: 'celah {gap} mencantumkan id pilihan yang sama dua kali',
  },
  gapKey: {
    en: 'key {key} is not an option of gap {gap}',
    id: 'kunci {key} bukan pilihan dari celah {gap}',
  },
  gapWrongPoints: {
    en: 'a wrong choice in gap {gap} must earn less than its key',
    id: 'pilihan salah pada celah {gap} harus bernilai lebih kecil daripada kuncinya',
  },
  gapsSameId: { en: 'two gaps have the same id', id: 'dua celah memiliki id yang sama' },
  gapMarkerOnce: {
    en: 'the stem must hold {marker} once where gap {gap} goes (found {n})',
    id: 'pokok soal harus memuat {marker} sekali di tempat celah {gap} berada (ditemukan {n})',
  },
  gapMarkerUnknown: {
    en: 'the stem names {marker}, a gap the item lacks',
    id: 'pokok soal menyebut {marker}, celah yang tidak dimiliki butir ini',
  },
  packageFormat: { en: "format must be '{format}'", id: "format harus '{format}'" },
  packageVersion: { en: 'format_version must be {n}', id: 'format_version harus {n}' },
  pageSize: { en: 'page_size is at most {n}', id: 'page_size paling banyak {n}' },
  qtiVersion: { en: "version must be '2.2' or '3.0'", id: "version harus '2.2' atau '3.0'" },
  importMode: { en: "mode must be 'append' or 'replace'", id: "mode harus 'append' atau 'replace'" },
});
