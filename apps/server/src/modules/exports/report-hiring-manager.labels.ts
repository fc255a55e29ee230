import type { ReportLanguage } from '@asesa/contracts';
import { INTEGRITY_NOTE } from '../participants/participant-results.service';

/**
 * The hiring manager's report in each language. Numbers come in formatted (report-format.ts);
 * the English texts are the report's original wording.
 */
export interface HiringLabels {
  summary: string;
  jobFit: string;
  fitBand: (level: string) => string;
  allTargetsMet: string;
  integrityEvents: string;
  noJobFit: string;
  /** Why there is no job fit, when the project measures no competences / lacks a score. */
  noJobFitReason: (hasCompetences: boolean, storedReason: string | null) => string | null;
  abilityProfile: string;
  traitProfile: string;
  profileLegend: string;
  normLine: (group: string, n: string, version: string) => string;
  noNorm: string;
  /** A dimension without norms: "Organisation: raw 18 (no norm table: raw scores only)". */
  rawOnly: (dimension: string, raw: string) => string;
  numberCorrect: (n: string, max: string, percent: string) => string;
  adaptiveGiven: (n: string) => string;
  sten: (value: string) => string;
  percentile: (value: string) => string;
  targetMet: (probability: string) => string;
  competences: string;
  competenceLegend: string;
  target: string;
  noCompetences: string;
  breakdown: string;
  breakdownIntro: string;
  columns: {
    competence: string;
    target: string;
    score: string;
    probability: string;
    share: string;
    lost: string;
    adds: string;
  };
  total: string;
  formula: string;
  worked: string;
  /** The job-fit formula's words in this language (the engine writes them in English). */
  formulaWords: [RegExp, string][];
  /** The rule in words, R filled in; null keeps the text stored with the result (English). */
  explanation: ((range: string) => string) | null;
  integrity: string;
  noEvents: string;
  proctoring: (level: string) => string;
  proctoringLevels: Record<string, string>;
  eventKind: (kind: string) => string;
  integrityNote: string;
  interview: string;
  interviewIntroShort: string;
  interviewIntroMet: string;
  shortBy: (stens: string) => string;
  noQuestions: string;
  notScored: string;
  level: string;
}

const HIRING_EN: HiringLabels = {
  summary: 'Summary',
  jobFit: 'Job fit',
  fitBand: (level) => `Fit band (${level})`,
  allTargetsMet: 'Probability all targets met',
  integrityEvents: 'Integrity events',
  noJobFit: 'No job fit was computed',
  noJobFitReason: (_has, stored) => stored,
  abilityProfile: 'Ability profile',
  traitProfile: 'Trait profile',
  profileLegend:
    'Bar: sten on the 1–10 scale. Dark line: ±1 SEM error band (68 %). Shaded: the average range 4–7.',
  normLine: (group, n, version) => `Norm group: ${group} (N = ${n}), version ${version}`,
  noNorm: 'No norm table: raw scores only',
  rawOnly: (dimension, raw) => `${dimension}: raw ${raw} (no norm table: raw scores only)`,
  numberCorrect: (n, max, percent) => `Number correct ${n} of ${max} (${percent})`,
  adaptiveGiven: (n) =>
    `Adaptive test: ${n} questions, each chosen for the candidate from the answers so far. The score is the ability estimate, so the number correct is not compared.`,
  sten: (value) => `Sten ${value}`,
  percentile: (value) => `Percentile ${value}`,
  targetMet: (probability) => `P(target met) ${probability}`,
  competences: 'Competence levels',
  competenceLegend:
    'Bar: competence sten. Dark line: ±1 SE error band. Black tick: the target (lowest sten of the target level).',
  target: 'target',
  noCompetences: 'This project measures no competences.',
  breakdown: 'Job-fit breakdown',
  breakdownIntro:
    'Each competence carries a share of the 100 points by its weight; a shortfall below the target costs points.',
  columns: {
    competence: 'Competence',
    target: 'Target',
    score: 'Score ± SE',
    probability: 'P(target met)',
    share: 'Share',
    lost: 'Points lost',
    adds: 'Adds',
  },
  total: 'Job fit',
  formula: 'Formula',
  worked: 'With these scores',
  formulaWords: [],
  explanation: null,
  integrity: 'Integrity summary',
  noEvents: 'No proctoring events were recorded.',
  proctoring: (level) => `Proctoring level: ${level}`,
  proctoringLevels: {},
  eventKind: (kind) => kind.replaceAll('_', ' '),
  integrityNote: INTEGRITY_NOTE,
  interview: 'Interview questions',
  interviewIntroShort:
    'For the competences furthest below their target, from the competence library: probe these in the interview.',
  interviewIntroMet:
    'Every target is met; these are for the lowest-scored competences, from the competence library.',
  shortBy: (stens) => `${stens} sten below target`,
  noQuestions: 'The competence library has no interview questions for this competence yet.',
  notScored: 'Not scored',
  level: 'Level',
};

/** Proctoring events by kind, as an Indonesian reviewer reads them. */
const EVENT_KINDS_ID: Record<string, string> = {
  tab_hidden: 'tab disembunyikan',
  tab_visible: 'tab ditampilkan kembali',
  window_blur: 'jendela kehilangan fokus',
  window_focus: 'jendela kembali fokus',
  fullscreen_exit: 'keluar dari layar penuh',
  copy: 'salin',
  cut: 'potong',
  paste: 'tempel',
  multiple_screens: 'beberapa layar',
  webcam_consent: 'persetujuan webcam',
  webcam_denied: 'webcam ditolak',
  webcam_unavailable: 'webcam tidak tersedia',
  webcam_snapshot: 'tangkapan webcam',
};

/** The engine's formula glosses in Indonesian ('minimum' and 'match' name the kind of target). */
export const FORMULA_WORDS_ID: [RegExp, string][] = [
  [/^fit = /, 'kecocokan = '],
  [/ for 'minimum' targets/g, ' untuk target minimum'],
  [/ for 'match' targets/g, ' untuk target kesesuaian'],
  [/score on the (\w+) scale/g, 'skor pada skala $1'],
];

const HIRING_ID: HiringLabels = {
  summary: 'Ringkasan',
  jobFit: 'Kecocokan jabatan',
  fitBand: (level) => `Rentang kecocokan (${level})`,
  allTargetsMet: 'Peluang semua target terpenuhi',
  integrityEvents: 'Peristiwa integritas',
  noJobFit: 'Kecocokan jabatan tidak dihitung',
  noJobFitReason: (has) =>
    has
      ? 'kecocokan jabatan memerlukan skor setiap kompetensi, dan belum semuanya dapat dihitung'
      : 'proyek ini tidak mengukur kompetensi',
  abilityProfile: 'Profil kemampuan',
  traitProfile: 'Profil sifat',
  profileLegend:
    'Batang: sten pada skala 1–10. Garis gelap: rentang galat ±1 galat baku pengukuran (68 %). Arsiran: rentang rata-rata 4–7.',
  normLine: (group, n, version) => `Kelompok norma: ${group} (N = ${n}), versi ${version}`,
  noNorm: 'Tanpa tabel norma: hanya skor mentah',
  rawOnly: (dimension, raw) => `${dimension}: skor mentah ${raw} (tanpa tabel norma: hanya skor mentah)`,
  numberCorrect: (n, max, percent) => `Jawaban benar ${n} dari ${max} (${percent})`,
  adaptiveGiven: (n) =>
    `Tes adaptif: ${n} soal, masing-masing dipilih untuk kandidat berdasarkan jawaban sebelumnya. Skornya adalah taksiran kemampuan, sehingga jumlah jawaban benar tidak dibandingkan.`,
  sten: (value) => `Sten ${value}`,
  percentile: (value) => `Persentil ${value}`,
  targetMet: (probability) => `P(target terpenuhi) ${probability}`,
  competences: 'Tingkat kompetensi',
  competenceLegend:
    'Batang: sten kompetensi. Garis gelap: rentang galat ±1 galat baku. Garis hitam tegak: target (sten terendah dari tingkat target).',
  target: 'target',
  noCompetences: 'Proyek ini tidak mengukur kompetensi.',
  breakdown: 'Rincian kecocokan jabatan',
  breakdownIntro:
    'Setiap kompetensi memegang bagian dari 100 poin sesuai bobotnya; kekurangan di bawah target mengurangi poin.',
  columns: {
    competence: 'Kompetensi',
    target: 'Target',
    score: 'Skor ± galat baku',
    probability: 'P(target terpenuhi)',
    share: 'Porsi',
    lost: 'Poin hilang',
    adds: 'Menambah',
  },
  total: 'Kecocokan jabatan',
  formula: 'Rumus',
  worked: 'Dengan skor ini',
  formulaWords: FORMULA_WORDS_ID,
  explanation: (range) =>
    'Target setiap kompetensi adalah sten terendah dari tingkat targetnya. Kompetensi yang mencapai atau melampaui ' +
    'targetnya tidak mengurangi apa pun; setiap sten di bawahnya dihitung sebagai kekurangan. Kecocokan turun ' +
    `lurus dengan rata-rata kekurangan tertimbang S dan mencapai 0 ketika S sebesar ${range} sten (satu ` +
    `simpangan baku): kecocokan = 100 × (1 − S / ${range}), tidak pernah di bawah 0. Sumbangan sebuah kompetensi ` +
    'adalah bagiannya dari 100 dikurangi poin yang hilang karena kekurangannya, sehingga semua bagian berjumlah ' +
    'sama dengan kecocokan.',
  integrity: 'Ringkasan integritas',
  noEvents: 'Tidak ada peristiwa pengawasan yang tercatat.',
  proctoring: (level) => `Tingkat pengawasan: ${level}`,
  proctoringLevels: { off: 'nonaktif', basic: 'dasar', strict: 'ketat', webcam: 'webcam' },
  eventKind: (kind) => EVENT_KINDS_ID[kind] ?? kind.replaceAll('_', ' '),
  integrityNote:
    'Peristiwa peramban ini adalah bukti untuk ditimbang oleh penilai, bukan putusan: tab yang tersembunyi atau ' +
    'fokus yang hilang punya banyak penyebab yang wajar. Lihatlah bersama jawaban sebelum menyimpulkan apa pun.',
  interview: 'Pertanyaan wawancara',
  interviewIntroShort:
    'Untuk kompetensi yang paling jauh di bawah targetnya, dari pustaka kompetensi: gali hal ini dalam wawancara.',
  interviewIntroMet:
    'Semua target terpenuhi; pertanyaan ini untuk kompetensi dengan skor terendah, dari pustaka kompetensi.',
  shortBy: (stens) => `${stens} sten di bawah target`,
  noQuestions: 'Pustaka kompetensi belum memiliki pertanyaan wawancara untuk kompetensi ini.',
  notScored: 'Belum dinilai',
  level: 'Tingkat',
};

export const hiringLabels = (lang: ReportLanguage): HiringLabels => (lang === 'id' ? HIRING_ID : HIRING_EN);

/** Both languages' tables, for the check that an Indonesian report prints no English-only label. */
export const HIRING_LABELS = { en: HIRING_EN, id: HIRING_ID };
