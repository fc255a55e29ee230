import { asReportLanguage, type ReportLanguage, type ReportType } from '@asesa/contracts';

/**
 * The reports' texts shared by every report type, and the candidate feedback's. Every report is
 * written whole in Indonesian or English (the hiring manager's and the technical appendix's own
 * texts: report-hiring-manager.labels.ts, report-technical-appendix.labels.ts). The feedback's
 * words avoid norm jargon and any hiring verdict on purpose.
 */
export interface CommonLabels {
  reportTitle: Record<ReportType, string>;
  completed: string;
  footer: (product: string, date: string) => string;
  page: (page: number, pages: number) => string;
  /** A report's download name says which report it is: "Hadi Pratama Graduate Intake report 2026-11-22.pdf". */
  fileWords: Record<ReportType, string>;
  /** A .zip of reports says what it holds: "Graduate Intake feedback reports 2026-11-25.zip". */
  zipWords: Record<ReportType, string>;
  /** The text file in a .zip naming the chosen participants who have no report yet. */
  notScoredFile: string;
  notScoredNote: string;
  /** Where the error bands' reliability comes from, said under an instrument's scores. */
  bandsFromEvidence: (date: string, n: string, partly: boolean) => string;
  bandsFromSetUp: string;
  /** IRT-scored scales: the band is this person's own SE(θ); `others` when other scales use a reliability. */
  bandsFromIrt: (others: boolean) => string;
  /** Where competences' error bands take their components' reliabilities from. */
  competenceBands: Record<'evidence' | 'partly-evidence' | 'set-up', string>;
}

const COMMON_EN: CommonLabels = {
  reportTitle: {
    'hiring-manager': 'Hiring manager report',
    'candidate-feedback': 'Your feedback report',
    'technical-appendix': 'Technical appendix',
  },
  completed: 'Completed',
  bandsFromEvidence: (date, n, partly) =>
    `Error bands use the reliability from the evidence study of ${date} (N = ${n})${partly ? '; scales the study did not measure use the scoring set-up’s' : ''}.`,
  bandsFromSetUp: 'Error bands use the reliability stated in the scoring set-up.',
  bandsFromIrt: (others) =>
    `${others ? 'Error bands of the IRT-scored scales are' : 'Error bands are'} from this person’s measurement precision (the standard error of their θ score).`,
  competenceBands: {
    evidence: 'Competence error bands use the reliabilities from the instruments’ evidence studies.',
    'partly-evidence':
      'Competence error bands use the reliabilities from the instruments’ evidence studies where one measured the scale, else those stated in the scoring set-up.',
    'set-up': 'Competence error bands use the reliabilities stated in the scoring set-up.',
  },
  footer: (product, date) => `${product} · generated ${date}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  fileWords: {
    'hiring-manager': 'report',
    'candidate-feedback': 'feedback',
    'technical-appendix': 'technical appendix',
  },
  zipWords: {
    'hiring-manager': 'reports',
    'candidate-feedback': 'feedback reports',
    'technical-appendix': 'technical appendices',
  },
  notScoredFile: 'not-scored.txt',
  notScoredNote: 'These participants have not been scored yet, so the archive has no report for them:',
};

const COMMON_ID: CommonLabels = {
  reportTitle: {
    'hiring-manager': 'Laporan untuk manajer perekrutan',
    'candidate-feedback': 'Laporan umpan balik Anda',
    'technical-appendix': 'Lampiran teknis',
  },
  completed: 'Selesai',
  bandsFromEvidence: (date, n, partly) =>
    `Rentang galat memakai reliabilitas dari studi bukti tanggal ${date} (N = ${n})${partly ? '; skala yang tidak diukur studi itu memakai reliabilitas pengaturan penilaian' : ''}.`,
  bandsFromSetUp: 'Rentang galat memakai reliabilitas yang tertulis dalam pengaturan penilaian.',
  bandsFromIrt: (others) =>
    `${others ? 'Rentang galat skala berskor IRT berasal' : 'Rentang galat berasal'} dari presisi pengukuran orang ini (galat baku skor θ-nya).`,
  competenceBands: {
    evidence: 'Rentang galat kompetensi memakai reliabilitas dari studi bukti instrumen.',
    'partly-evidence':
      'Rentang galat kompetensi memakai reliabilitas dari studi bukti instrumen bila studi itu mengukur skalanya, selain itu reliabilitas yang tertulis dalam pengaturan penilaian.',
    'set-up': 'Rentang galat kompetensi memakai reliabilitas yang tertulis dalam pengaturan penilaian.',
  },
  footer: (product, date) => `${product} · dibuat ${date}`,
  page: (page, pages) => `Halaman ${page} dari ${pages}`,
  fileWords: {
    'hiring-manager': 'laporan manajer perekrutan',
    'candidate-feedback': 'umpan balik',
    'technical-appendix': 'lampiran teknis',
  },
  zipWords: {
    'hiring-manager': 'laporan manajer perekrutan',
    'candidate-feedback': 'laporan umpan balik',
    'technical-appendix': 'lampiran teknis',
  },
  notScoredFile: 'belum-dinilai.txt',
  notScoredNote: 'Peserta berikut belum dinilai, sehingga arsip ini tidak memuat laporan untuk mereka:',
};

export interface CandidateLabels {
  intro: (project: string) => string;
  strengths: string;
  strengthsIntro: string;
  noStrengths: string;
  development: string;
  developmentIntro: string;
  noDevelopment: string;
  workStyle: string;
  workStyleIntro: string;
  reasoning: string;
  reasoningIntro: string;
  competences: string;
  competencesIntro: string;
  levelOf: (label: string) => string;
  scale: [string, string, string];
  nextSteps: string;
  nextStepsText: string;
  note: string;
}

const CANDIDATE_EN: CandidateLabels = {
  intro: (project) =>
    `Thank you for taking part in the assessment for ${project}. This report describes what your answers say about how you like to work and where your strengths lie. It is meant to help you think about your own development; it is not a judgement of you as a person.`,
  strengths: 'Your strengths',
  strengthsIntro: 'These are the areas where your results stand out most.',
  noStrengths: 'No single area stands out: your results are even across the board.',
  development: 'Points to develop',
  developmentIntro: 'In these areas some practice or attention could help you grow.',
  noDevelopment: 'No area stands out as needing attention. Keep building on what you do well.',
  workStyle: 'Your work style',
  workStyleIntro: 'How your answers describe your way of working. No style is good or bad in itself.',
  reasoning: 'Reasoning',
  reasoningIntro: 'What your answers to the reasoning questions show.',
  competences: 'Your competences',
  competencesIntro: 'The abilities the role asks for, as your answers show them.',
  levelOf: (label) => `Your level: ${label}`,
  scale: ['Lower', 'Middle', 'Higher'],
  nextSteps: 'Next steps',
  nextStepsText:
    'If you have questions, talk about this report with the person who invited you to the assessment. Choose one or two points to develop and look for chances to practise them in your daily work.',
  note: 'Your results reflect your answers on the day of the assessment. They describe tendencies, not fixed qualities, and people keep developing.',
};

const CANDIDATE_ID: CandidateLabels = {
  intro: (project) =>
    `Terima kasih telah mengikuti asesmen untuk ${project}. Laporan ini menjelaskan apa yang ditunjukkan jawaban Anda tentang cara Anda bekerja dan di mana kekuatan Anda. Laporan ini dimaksudkan untuk membantu Anda memikirkan pengembangan diri, bukan untuk menilai Anda sebagai pribadi.`,
  strengths: 'Kekuatan Anda',
  strengthsIntro: 'Pada area inilah hasil Anda paling menonjol.',
  noStrengths: 'Tidak ada satu area yang paling menonjol: hasil Anda merata di semua area.',
  development: 'Hal yang dapat dikembangkan',
  developmentIntro: 'Pada area ini, latihan atau perhatian lebih dapat membantu Anda berkembang.',
  noDevelopment:
    'Tidak ada area yang menonjol perlu perhatian. Terus kembangkan apa yang sudah Anda lakukan dengan baik.',
  workStyle: 'Gaya kerja Anda',
  workStyleIntro:
    'Bagaimana jawaban Anda menggambarkan cara kerja Anda. Tidak ada gaya yang baik atau buruk dengan sendirinya.',
  reasoning: 'Penalaran',
  reasoningIntro: 'Apa yang ditunjukkan jawaban Anda pada soal-soal penalaran.',
  competences: 'Kompetensi Anda',
  competencesIntro: 'Kemampuan yang dibutuhkan peran ini, sebagaimana ditunjukkan jawaban Anda.',
  levelOf: (label) => `Tingkat Anda: ${label}`,
  scale: ['Rendah', 'Sedang', 'Tinggi'],
  nextSteps: 'Langkah selanjutnya',
  nextStepsText:
    'Jika ada pertanyaan, bicarakan laporan ini dengan pihak yang mengundang Anda ke asesmen. Pilih satu atau dua hal untuk dikembangkan dan carilah kesempatan untuk melatihnya dalam pekerjaan sehari-hari.',
  note: 'Hasil ini mencerminkan jawaban Anda pada hari asesmen. Hasil ini menggambarkan kecenderungan, bukan sifat yang tetap, dan setiap orang terus berkembang.',
};

/** The common labels of a report language. */
export function commonLabels(lang: ReportLanguage): CommonLabels {
  return lang === 'id' ? COMMON_ID : COMMON_EN;
}

export function candidateLabels(lang: ReportLanguage): CandidateLabels {
  return lang === 'id' ? CANDIDATE_ID : CANDIDATE_EN;
}

/** Both languages' tables, for the check that an Indonesian report prints no English-only label. */
export const COMMON_LABELS = { en: COMMON_EN, id: COMMON_ID };
export const CANDIDATE_LABELS = { en: CANDIDATE_EN, id: CANDIDATE_ID };

/**
 * The language a report is written in: the one asked for; else the candidate feedback speaks the
 * candidate's language (its reader) and the other reports the project's; a language reports are
 * not written in falls back to the project's, then to English.
 */
export function reportLanguageOf(
  type: ReportType,
  languages: { requested?: string | null; participant?: string | null; project?: string | null },
): ReportLanguage {
  const project = asReportLanguage(languages.project) ?? 'en';
  const requested = asReportLanguage(languages.requested);
  if (requested) return requested;
  return type === 'candidate-feedback' ? (asReportLanguage(languages.participant) ?? project) : project;
}
