import type { ReportType } from '@asesa/contracts';

/**
 * The reports' texts. The candidate feedback speaks the candidate's language (Indonesian or
 * English); the hiring-manager report and the technical appendix are read in the back office, in
 * English. The feedback's words avoid norm jargon and any hiring verdict on purpose.
 */
export interface CommonLabels {
  reportTitle: Record<ReportType, string>;
  completed: string;
  footer: (product: string, date: string) => string;
  page: (page: number, pages: number) => string;
}

const COMMON_EN: CommonLabels = {
  reportTitle: {
    'hiring-manager': 'Hiring manager report',
    'candidate-feedback': 'Your feedback report',
    'technical-appendix': 'Technical appendix',
  },
  completed: 'Completed',
  footer: (product, date) => `${product} · generated ${date}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const COMMON_ID: CommonLabels = {
  reportTitle: {
    'hiring-manager': 'Laporan untuk manajer perekrutan',
    'candidate-feedback': 'Laporan umpan balik Anda',
    'technical-appendix': 'Lampiran teknis',
  },
  completed: 'Selesai',
  footer: (product, date) => `${product} · dibuat ${date}`,
  page: (page, pages) => `Halaman ${page} dari ${pages}`,
};

export const HIRING = {
  summary: 'Summary',
  jobFit: 'Job fit',
  fitBand: (level: string) => `Fit band (${level})`,
  allTargetsMet: 'Probability all targets met',
  integrityEvents: 'Integrity events',
  noJobFit: 'No job fit was computed',
  abilityProfile: 'Ability profile',
  traitProfile: 'Trait profile',
  profileLegend:
    'Bar: sten on the 1–10 scale. Dark line: ±1 SEM error band (68 %). Shaded: the average range 4–7.',
  normLine: (group: string, n: string, version: string) =>
    `Norm group: ${group} (N = ${n}), version ${version}`,
  noNorm: 'No norm table: raw scores only',
  adaptiveGiven: (n: number) =>
    `Adaptive test: ${n} questions, each chosen for the candidate from the answers so far. The score is the ability estimate, so the number correct is not compared.`,
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
  integrity: 'Integrity summary',
  noEvents: 'No proctoring events were recorded.',
  proctoring: (level: string) => `Proctoring level: ${level}`,
  interview: 'Interview questions',
  interviewIntroShort:
    'For the competences furthest below their target, from the competence library: probe these in the interview.',
  interviewIntroMet:
    'Every target is met; these are for the lowest-scored competences, from the competence library.',
  shortBy: (stens: string) => `${stens} sten below target`,
  noQuestions: 'The competence library has no interview questions for this competence yet.',
  notScored: 'Not scored',
  level: 'Level',
};

export const TECHNICAL = {
  versions: 'Versions',
  versionColumns: {
    instrument: 'Instrument',
    version: 'Version',
    blueprint: 'Scoring blueprint',
    engine: 'Engine',
    scored: 'Scored',
  },
  engineLine: (versions: string) => `Scoring engine: ${versions}`,
  norms: 'Norms',
  normColumns: { norm: 'Norm', group: 'Group', n: 'N', version: 'Version', dimensions: 'Dimensions' },
  scores: (instrument: string) => `Scores: ${instrument}`,
  scoreColumns: {
    dimension: 'Dimension',
    raw: 'Raw',
    z: 'z',
    T: 'T',
    sten: 'Sten',
    percentile: 'Percentile',
    reliability: 'r',
    se: 'SE (sten)',
    band: 'Sten ± SE',
  },
  numberCorrect: (n: string, max: string, percent: string) => `Number correct ${n} of ${max} (${percent} %).`,
  adaptiveGiven: (n: number, correct: string) =>
    `Adaptive: ${n} items given, ${correct} answered correctly; scored as θ (below), not by the number correct.`,
  theta: (dimension: string, theta: string, se: string, answered: number | null) =>
    `${dimension}: θ = ${theta} ± ${se}${answered === null ? '' : ` (${answered} items)`}`,
  thetaNote:
    'θ ± SE: the IRT estimate of the trait on the items’ calibrated scale with its standard error. For an adaptive section it rests on the items the candidate was given, so it, not the number correct, is comparable between candidates.',
  seNote:
    'SE (sten) = 2·√(1 − r): the standard error of measurement on the sten scale (SD 2), from the reliability r the blueprint states. Sten ± SE is the 68 % error band, kept within 1–10.',
  competences: 'Competences',
  competenceColumns: {
    competence: 'Competence',
    components: 'Computed from (weight × z)',
    sten: 'Sten',
    se: 'SE',
    band: 'Sten ± SE',
    target: 'Target',
    probability: 'P(met)',
  },
  competenceNote:
    'A competence is the weighted mean of its dimensions’ z-scores, restandardised and put on the sten scale; its SE follows from the components’ reliabilities (Mosier), treating dimensions as uncorrelated. P(met) = Φ((z − zₜ) / SE), zₜ the target’s z.',
  method: 'Job-fit method',
  range: (r: string) => `R = ${r} stens: the weighted mean shortfall at which the fit reaches 0.`,
  shortfall: (s: string) => `S = ${s} stens: this participant’s weighted mean shortfall.`,
  band: (level: string, lower: string, upper: string) =>
    `Fit band (${level} of plausible true profiles): ${lower}–${upper}.`,
  allMet: (p: string) =>
    `Probability every target is met (product of the per-competence probabilities): ${p}.`,
  noJobFit: 'No job fit was computed',
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

const isIndonesian = (lang: string | undefined) => Boolean(lang?.toLowerCase().startsWith('id'));

/** The common labels of a language code (`id`, `en`, `en-US`…); English for any other language. */
export function commonLabels(lang: string | undefined): CommonLabels {
  return isIndonesian(lang) ? COMMON_ID : COMMON_EN;
}

export function candidateLabels(lang: string | undefined): CandidateLabels {
  return isIndonesian(lang) ? CANDIDATE_ID : CANDIDATE_EN;
}

/** The language a report is written in: the feedback follows the candidate, the others are English. */
export function reportLanguage(type: ReportType, candidateLanguage: string | undefined): 'id' | 'en' {
  return type === 'candidate-feedback' && isIndonesian(candidateLanguage) ? 'id' : 'en';
}
