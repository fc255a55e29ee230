import { messageTable } from '../../lib/server-messages';

/**
 * What instrument authoring answers (content, publishing, variations, translations, the item bank,
 * sheet and QTI imports, adaptive banks), in each language the server speaks. An item's problem is
 * a phrase the sentence "{where}, item {n} {problem}." completes, so it reads in either language.
 */
export const INSTRUMENT_MESSAGES = messageTable('instruments', {
  importsBusy: {
    en: 'The server is importing many item sheets; try again in a few seconds',
    id: 'Server sedang mengimpor banyak lembar butir; coba lagi dalam beberapa detik',
  },
  emptyOnceSanitised: {
    en: 'is empty once unsafe HTML is removed',
    id: 'kosong setelah HTML yang tidak aman dihapus',
  },
  unknownIndicator: { en: "unknown indicator '{code}'", id: "indikator '{code}' tidak dikenal" },
  codeTaken: {
    en: "An instrument with code '{code}' already exists.",
    id: "Instrumen dengan kode '{code}' sudah ada.",
  },
  cannotPublish: {
    en: 'The instrument cannot be published: {problems}',
    id: 'Instrumen tidak dapat diterbitkan: {problems}',
  },
  notImage: {
    en: 'image must be a PNG, JPEG, WebP or GIF picture',
    id: 'image harus berupa gambar PNG, JPEG, WebP, atau GIF',
  },

  // The item bank view
  noSection: { en: "the draft has no section '{section}'", id: "draf tidak memiliki bagian '{section}'" },
  noItem: { en: "the draft has no item '{item}'", id: "draf tidak memiliki soal '{item}'" },
  itemIdRequired: {
    en: 'is required, it names the item to replace',
    id: 'wajib diisi, karena menunjukkan soal yang diganti',
  },
  sectionHasNoItem: {
    en: "section '{section}' has no item '{item}'",
    id: "bagian '{section}' tidak memiliki soal '{item}'",
  },

  // Translations
  unknownLanguage: { en: "unknown language '{code}'", id: "bahasa '{code}' tidak dikenal" },
  baseLanguage: {
    en: "'{code}' is the base language; edit the instrument itself",
    id: "'{code}' adalah bahasa dasar; ubah instrumennya secara langsung",
  },
  noOtherLanguage: {
    en: 'there is no language other than the base one yet',
    id: 'belum ada bahasa selain bahasa dasar',
  },
  notAText: { en: 'not a text of this instrument', id: 'bukan teks dari instrumen ini' },

  // Variations
  variationCodeTaken: {
    en: "This instrument already has a variation with code '{code}'.",
    id: "Instrumen ini sudah memiliki variasi dengan kode '{code}'.",
  },
  notAnItem: {
    en: "'{item}' is not an item of the instrument",
    id: "'{item}' bukan soal dari instrumen ini",
  },
  itemListedTwice: { en: "'{item}' is listed twice", id: "'{item}' tercantum dua kali" },
  variationNoPublished: {
    en: 'The variation cannot be published: the instrument has no published version yet.',
    id: 'Variasi tidak dapat diterbitkan: instrumen belum memiliki versi terbit.',
  },
  variationCannotPublish: {
    en: 'The variation cannot be published: {problems}',
    id: 'Variasi tidak dapat diterbitkan: {problems}',
  },
  variationItemGone: {
    en: "{where} uses item '{item}', which the published instrument does not have.",
    id: "{where} memakai soal '{item}', yang tidak ada pada instrumen terbit.",
  },

  // What stops content from being published
  noSections: { en: 'The instrument has no sections.', id: 'Instrumen tidak memiliki bagian.' },
  section: { en: 'Section {n} ({title})', id: 'Bagian {n} ({title})' },
  sectionNoItems: { en: '{where} has no items.', id: '{where} tidak memiliki soal.' },
  itemProblem: { en: '{where}, item {n} {problem}.', id: '{where}, soal {n} {problem}.' },
  adaptiveProblem: { en: '{where} (adaptive): {problem}.', id: '{where} (adaptif): {problem}.' },
  indicatorNoItem: {
    en: 'Indicator {code} (dimension {dimension}) has no item.',
    id: 'Indikator {code} (dimensi {dimension}) tidak memiliki soal.',
  },
  usesUnknownIndicator: {
    en: "uses the unknown indicator '{code}'",
    id: "memakai indikator '{code}' yang tidak dikenal",
  },
  twoOptionsSameId: {
    en: 'has two options with the same id',
    id: 'memiliki dua opsi dengan id yang sama',
  },
  keysOverOne: {
    en: 'has {n} keys where 1 is allowed',
    id: 'memiliki {n} kunci padahal hanya 1 yang diperbolehkan',
  },
  noKey: { en: 'has no key', id: 'tidak memiliki kunci' },
  keyNotOption: {
    en: "has a key '{key}' that is not one of its options",
    id: "memiliki kunci '{key}' yang bukan salah satu opsinya",
  },
  keyTwice: { en: 'lists a key twice', id: 'mencantumkan satu kunci dua kali' },
  choicesMinMax: {
    en: 'asks for at least {min} and at most {max} choices',
    id: 'meminta paling sedikit {min} dan paling banyak {max} pilihan',
  },
  choicesOverOptions: {
    en: 'allows {max} choices but has {n} options',
    id: 'mengizinkan {max} pilihan tetapi hanya memiliki {n} opsi',
  },
  likertNoPoints: { en: 'is a Likert item without points', id: 'adalah soal Likert tanpa jumlah poin' },
  likertOptionsOne: {
    en: 'has {n} option for a {points}-point scale',
    id: 'memiliki {n} opsi untuk skala {points} poin',
  },
  likertOptionsMany: {
    en: 'has {n} options for a {points}-point scale',
    id: 'memiliki {n} opsi untuk skala {points} poin',
  },
  optionValue: {
    en: 'option {option} needs a value from 1 to {points}',
    id: 'opsi {option} memerlukan nilai 1 sampai {points}',
  },
  blockSizeOne: {
    en: 'is a forced-choice block of {n} statement; a block needs {min} to {max}',
    id: 'adalah blok pilihan paksa dengan {n} pernyataan; sebuah blok memerlukan {min} sampai {max} pernyataan',
  },
  blockSizeMany: {
    en: 'is a forced-choice block of {n} statements; a block needs {min} to {max}',
    id: 'adalah blok pilihan paksa dengan {n} pernyataan; sebuah blok memerlukan {min} sampai {max} pernyataan',
  },
  twoStatementsSameId: {
    en: 'has two statements with the same id',
    id: 'memiliki dua pernyataan dengan id yang sama',
  },
  statementNoIndicator: {
    en: 'statement {n} has no indicator',
    id: 'pernyataan {n} tidak memiliki indikator',
  },
  rankingKey: {
    en: 'has a key that does not rank every option once',
    id: 'memiliki kunci yang tidak mengurutkan setiap opsi tepat satu kali',
  },
  numericMinMax: {
    en: 'has a minimum {min} above its maximum {max}',
    id: 'memiliki nilai minimum {min} di atas nilai maksimum {max}',
  },
  negativeTolerance: { en: 'has a negative tolerance', id: 'memiliki toleransi negatif' },
  keyedTextNoAnswers: {
    en: 'is keyed but lists no accepted answer',
    id: 'memiliki kunci tetapi tidak mencantumkan jawaban yang diterima',
  },
  rubricNoLevels: {
    en: 'is scored by a rubric that has no levels',
    id: 'dinilai dengan rubrik yang tidak memiliki level',
  },
  irtNoA: {
    en: 'has {model} parameters without a positive a',
    id: 'memiliki parameter {model} tanpa nilai a yang positif',
  },
  irtNoC: {
    en: 'has 3PL parameters without c in [0, 1)',
    id: 'memiliki parameter 3PL tanpa nilai c dalam [0, 1)',
  },
  irtNoThresholds: {
    en: 'has GRM parameters without thresholds',
    id: 'memiliki parameter GRM tanpa ambang',
  },
  irtNoB: { en: 'has {model} parameters without b', id: 'memiliki parameter {model} tanpa nilai b' },

  // Adaptive banks and their simulation
  bankItemType: {
    en: 'item {n} is a {type} item; an adaptive section serves single choice, true/false and Likert items',
    id: 'soal {n} bertipe {type}; bagian adaptif hanya menyajikan soal pilihan tunggal, benar/salah, dan Likert',
  },
  bankNoIrt: { en: 'item {n} has no IRT parameters', id: 'soal {n} tidak memiliki parameter IRT' },
  bankLikertGrm: {
    en: 'item {n} is a Likert item and needs GRM parameters',
    id: 'soal {n} adalah soal Likert dan memerlukan parameter GRM',
  },
  bankKeyedModel: {
    en: 'item {n} is keyed and needs 1PL, 2PL or 3PL parameters',
    id: 'soal {n} berkunci dan memerlukan parameter 1PL, 2PL, atau 3PL',
  },
  bankThresholds: {
    en: 'item {n} has {thresholds} GRM thresholds for {options} options',
    id: 'soal {n} memiliki {thresholds} ambang GRM untuk {options} opsi',
  },
  bankNoKey: { en: 'item {n} has no key', id: 'soal {n} tidak memiliki kunci' },
  bankTooSmall: {
    en: 'the bank has {n} items, fewer than the minimum of {min} per candidate',
    id: 'bank soal memiliki {n} soal, kurang dari minimum {min} per kandidat',
  },
  /** `detail` is the scoring engine's own word on the parameters. */
  bankIrtInvalid: {
    en: 'its IRT parameters are not valid: {detail}',
    id: 'parameter IRT-nya tidak valid: {detail}',
  },
  sectionNotAdaptive: {
    en: '{where} is not adaptive; switch it to adaptive and save before simulating',
    id: '{where} tidak adaptif; ubah menjadi adaptif lalu simpan sebelum menyimulasikan',
  },
  bankRefused: {
    en: '{where} cannot be simulated: {problems}',
    id: '{where} tidak dapat disimulasikan: {problems}',
  },
  simulateFirst: {
    en: '{where} (adaptive): simulate the bank with its current settings before publishing.',
    id: '{where} (adaptif): simulasikan bank soal dengan pengaturan saat ini sebelum menerbitkan.',
  },
  exposureAbove: {
    en: '{where} (adaptive): simulated maximum exposure {exposure} is above the ceiling {ceiling} beyond sampling noise (95 % interval {lower}–{upper}); add items, lower the maximum length or use Sympson–Hetter exposure control.',
    id: '{where} (adaptif): paparan maksimum hasil simulasi {exposure} melebihi batas {ceiling} di luar derau sampel (interval 95 % {lower}–{upper}); tambahkan soal, turunkan panjang maksimum, atau gunakan kontrol paparan Sympson–Hetter.',
  },
  stratumExposureAbove: {
    en: '{where} (adaptive, conditional exposure): among simulees with {stratum} the maximum exposure {exposure} is above the ceiling {ceiling} beyond sampling noise (95 % interval {lower}–{upper}); simulate again, add items at that ability or widen the stratum.',
    id: '{where} (adaptif, paparan bersyarat): di antara simulan dengan {stratum} paparan maksimum {exposure} melebihi batas {ceiling} di luar derau sampel (interval 95 % {lower}–{upper}); simulasikan lagi, tambahkan soal pada tingkat kemampuan itu, atau perlebar stratumnya.',
  },
  stratumBelow: { en: 'θ below {upper}', id: 'θ di bawah {upper}' },
  stratumFrom: { en: 'θ from {lower}', id: 'θ mulai {lower}' },
  stratumBetween: { en: 'θ from {lower} to below {upper}', id: 'θ dari {lower} sampai di bawah {upper}' },

  // Item sheet and QTI imports: the file as a whole
  sheetNotXlsx: {
    en: 'this is not an .xlsx file (download the item template for the expected sheet)',
    id: 'ini bukan berkas .xlsx (unduh templat soal untuk melihat sheet yang diharapkan)',
  },
  sheetColumns: {
    en: 'row 1 of the {sheet} sheet must name the columns of the item template (missing {missing})',
    id: 'baris 1 pada sheet {sheet} harus memuat nama kolom templat soal (kurang {missing})',
  },
  tooManyRows: {
    en: 'the sheet has more than {max} item rows; split it',
    id: 'sheet memuat lebih dari {max} baris soal; pecah sheet-nya',
  },
  noRows: {
    en: 'the sheet has no item rows below the header',
    id: 'sheet tidak memiliki baris soal di bawah judul kolom',
  },
  notQti: {
    en: 'this is not a QTI package (a .zip with imsmanifest.xml and the item files)',
    id: 'ini bukan paket QTI (berkas .zip berisi imsmanifest.xml dan berkas soal)',
  },
  tooManyFiles: {
    en: 'the package has more than {max} files',
    id: 'paket memuat lebih dari {max} berkas',
  },
  xmlTooLarge: { en: '{file} is larger than {mb} MB', id: '{file} lebih besar dari {mb} MB' },
  packageXmlTooLarge: {
    en: "the package's XML is larger than {mb} MB",
    id: 'XML dalam paket lebih besar dari {mb} MB',
  },
  manifestNotXml: {
    en: 'imsmanifest.xml is not well-formed XML',
    id: 'imsmanifest.xml bukan XML yang tersusun dengan benar',
  },
  tooManyItems: {
    en: 'the package has more than {max} items; split it',
    id: 'paket memuat lebih dari {max} soal; pecah paketnya',
  },
  refusedSheetOne: {
    en: '{n} problem in the sheet; nothing was imported. {first}',
    id: '{n} masalah pada sheet; tidak ada yang diimpor. {first}',
  },
  refusedSheetMany: {
    en: '{n} problems in the sheet; nothing was imported. {first}',
    id: '{n} masalah pada sheet; tidak ada yang diimpor. {first}',
  },
  refusedPackageOne: {
    en: '{n} problem in the package; nothing was imported. {first}',
    id: '{n} masalah pada paket; tidak ada yang diimpor. {first}',
  },
  refusedPackageMany: {
    en: '{n} problems in the package; nothing was imported. {first}',
    id: '{n} masalah pada paket; tidak ada yang diimpor. {first}',
  },
  atRow: { en: 'Row {row}', id: 'Baris {row}' },
  sectionOverflow: {
    en: "section '{section}' would hold more than {max} items: split it",
    id: "bagian '{section}' akan memuat lebih dari {max} soal: pecah bagian tersebut",
  },
  tooManySections: {
    en: 'the content would have {n} sections; an instrument has at most {max}',
    id: 'konten akan memiliki {n} bagian; sebuah instrumen paling banyak memiliki {max} bagian',
  },
  columnEmptied: {
    en: '{column} is empty once unsafe HTML is removed',
    id: '{column} kosong setelah HTML yang tidak aman dihapus',
  },
  noMappedItem: {
    en: 'the package has no item that maps to an item type here',
    id: 'paket tidak memiliki soal yang sesuai dengan tipe soal di sini',
  },
});
