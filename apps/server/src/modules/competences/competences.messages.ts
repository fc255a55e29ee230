import { messageTable } from '../../lib/server-messages';

/** What the competence library's calls answer, in each language the server speaks. */
export const COMPETENCE_MESSAGES = messageTable('competences', {
  levelTwice: { en: 'level {level} is listed twice', id: 'level {level} tercantum dua kali' },
  levelNotFinite: {
    en: 'level {level}: min and max must be finite numbers',
    id: 'level {level}: min dan max harus berupa angka terhingga',
  },
  levelMinMax: {
    en: 'level {level}: min {min} must be less than max {max}',
    id: 'level {level}: min {min} harus lebih kecil dari max {max}',
  },
  levelsOverlap: {
    en: 'level {a} ({aMin}–{aMax}) and level {b} ({bMin}–{bMax}) overlap',
    id: 'level {a} ({aMin}–{aMax}) dan level {b} ({bMin}–{bMax}) tumpang tindih',
  },
  levelsGap: {
    en: 'gap between level {a} (ends at {aMax}) and level {b} (starts at {bMin})',
    id: 'ada celah antara level {a} (berakhir di {aMax}) dan level {b} (dimulai dari {bMin})',
  },
  submittedImmutable: {
    en: "Competence '{code}' is submitted and cannot be changed; duplicate it to make a new draft.",
    id: "Kompetensi '{code}' sudah diajukan dan tidak dapat diubah; gandakan untuk membuat draf baru.",
  },
  codeExists: {
    en: "A competence with the code '{code}' already exists.",
    id: "Kompetensi dengan kode '{code}' sudah ada.",
  },
  alreadySubmitted: {
    en: "Competence '{code}' is already submitted.",
    id: "Kompetensi '{code}' sudah diajukan.",
  },
  needsDimension: {
    en: 'a competence needs at least one weighted test dimension',
    id: 'kompetensi memerlukan paling sedikit satu dimensi tes berbobot',
  },
  colourCheck: {
    en: 'the colour check failed: {problems}',
    id: 'pemeriksaan warna gagal: {problems}',
  },
  noSuchLevel: { en: 'the competence has no level {level}', id: 'kompetensi tidak memiliki level {level}' },
  dimensionTwice: {
    en: 'test dimension {id} is listed twice',
    id: 'dimensi tes {id} tercantum dua kali',
  },
  unknownDimension: { en: 'unknown test dimension {id}', id: 'dimensi tes {id} tidak dikenal' },
});
