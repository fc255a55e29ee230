import { fillTemplate } from '@asesa/contracts';

// What the candidate reads about their own results, in plain words, in Indonesian (the default
// language) and English. Labels an author wrote (bands without norms, competence levels) are
// shown as written.

const WORDS = {
  id: {
    correct: 'Anda menjawab {n} dari {m} soal dengan benar.',
    unkeyed: 'Tes ini tidak memiliki jawaban benar atau salah; hasilnya menggambarkan cara Anda menjawab.',
    below: 'Di bawah rata-rata',
    average: 'Rata-rata',
    above: 'Di atas rata-rata',
    unnormed: 'Belum dibandingkan dengan kelompok pembanding',
    compared: 'Skor Anda tergolong {word} dibandingkan kelompok pembanding ({sten} dari 10).',
    raw: 'Skor Anda {raw}; tes ini belum memiliki kelompok pembanding.',
    level: 'Tingkat {level}',
    notComputed: 'Tidak dapat dihitung',
  },
  en: {
    correct: 'You answered {n} of {m} questions correctly.',
    unkeyed: 'This test has no right or wrong answers; its results describe how you answered.',
    below: 'Below average',
    average: 'Average',
    above: 'Above average',
    unnormed: 'Not compared with a reference group',
    compared: 'Your score is {word} compared with the reference group ({sten} out of 10).',
    raw: 'Your score is {raw}; this test has no reference group yet.',
    level: 'Level {level}',
    notComputed: 'Could not be computed',
  },
} as const;

export type CandidateLanguage = keyof typeof WORDS;

/** English for `en…`, otherwise Indonesian (the default participant language). */
export const candidateLanguage = (lang: string | undefined | null): CandidateLanguage =>
  lang?.toLowerCase().startsWith('en') ? 'en' : 'id';

export function candidateWords(lang: CandidateLanguage) {
  const w = WORDS[lang];
  const stenWord = (sten: number) => (sten <= 3 ? w.below : sten <= 7 ? w.average : w.above);
  return {
    instrumentSummary: (correct: number, max: number) =>
      max > 0 ? fillTemplate(w.correct, { n: correct, m: max }) : w.unkeyed,
    /**
     * The level word of a dimension: a sten band word in the candidate's language when the score
     * is normed (blueprint labels are written in one language for reviewers), else the band label.
     */
    dimensionLabel: (band: string | null, sten: number | null) =>
      sten !== null ? stenWord(sten) : (band ?? w.unnormed),
    dimensionText: (description: string | null, sten: number | null, raw: number) =>
      sten !== null
        ? fillTemplate(w.compared, { word: stenWord(sten).toLowerCase(), sten: Math.round(sten) })
        : description || fillTemplate(w.raw, { raw: Math.round(raw * 100) / 100 }),
    competenceLabel: (label: string | null, level: number | null) =>
      label || (level !== null ? fillTemplate(w.level, { level }) : w.notComputed),
  };
}
