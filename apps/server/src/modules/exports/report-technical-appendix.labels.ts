import type { ReportLanguage } from '@asesa/contracts';

/**
 * The technical appendix in each language. Numbers come in formatted (report-format.ts); the
 * English texts are the appendix's original wording.
 */
export interface TechnicalLabels {
  versions: string;
  versionColumns: { instrument: string; version: string; blueprint: string; engine: string; scored: string };
  engineLine: (versions: string) => string;
  norms: string;
  normColumns: { norm: string; group: string; n: string; version: string; dimensions: string };
  scores: (instrument: string) => string;
  scoreColumns: {
    dimension: string;
    raw: string;
    z: string;
    T: string;
    sten: string;
    percentile: string;
    reliability: string;
    se: string;
    band: string;
  };
  numberCorrect: (n: string, max: string, percent: string) => string;
  adaptiveGiven: (n: string, correct: string) => string;
  theta: (dimension: string, theta: string, se: string, answered: string | null) => string;
  thetaNote: string;
  seNote: string;
  competences: string;
  competenceColumns: {
    competence: string;
    components: string;
    sten: string;
    se: string;
    band: string;
    target: string;
    probability: string;
  };
  competenceNote: string;
  method: string;
  range: (r: string) => string;
  shortfall: (s: string) => string;
  band: (level: string, range: string) => string;
  allMet: (p: string) => string;
  noJobFit: string;
}

const TECHNICAL_EN: TechnicalLabels = {
  versions: 'Versions',
  versionColumns: {
    instrument: 'Instrument',
    version: 'Version',
    blueprint: 'Scoring blueprint',
    engine: 'Engine',
    scored: 'Scored',
  },
  engineLine: (versions) => `Scoring engine: ${versions}`,
  norms: 'Norms',
  normColumns: { norm: 'Norm', group: 'Group', n: 'N', version: 'Version', dimensions: 'Dimensions' },
  scores: (instrument) => `Scores: ${instrument}`,
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
  numberCorrect: (n, max, percent) => `Number correct ${n} of ${max} (${percent}).`,
  adaptiveGiven: (n, correct) =>
    `Adaptive: ${n} items given, ${correct} answered correctly; scored as θ (below), not by the number correct.`,
  theta: (dimension, theta, se, answered) =>
    `${dimension}: θ = ${theta} ± ${se}${answered === null ? '' : ` (${answered} items)`}`,
  thetaNote:
    'θ ± SE: the IRT estimate of the trait on the items’ calibrated scale with its standard error. For an adaptive section it rests on the items the candidate was given, so it, not the number correct, is comparable between candidates.',
  seNote:
    'SE (sten) = 2·√(1 − r): the standard error of measurement on the sten scale (SD 2), from the reliability r (the evidence study’s α when one measured the scale, else the blueprint’s: see below each table). Sten ± SE is the 68 % error band, kept within 1–10.',
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
  range: (r) => `R = ${r} stens: the weighted mean shortfall at which the fit reaches 0.`,
  shortfall: (s) => `S = ${s} stens: this participant’s weighted mean shortfall.`,
  band: (level, range) => `Fit band (${level} of plausible true profiles): ${range}.`,
  allMet: (p) => `Probability every target is met (product of the per-competence probabilities): ${p}.`,
  noJobFit: 'No job fit was computed',
};

const TECHNICAL_ID: TechnicalLabels = {
  versions: 'Versi',
  versionColumns: {
    instrument: 'Instrumen',
    version: 'Versi',
    blueprint: 'Blueprint penilaian',
    engine: 'Mesin',
    scored: 'Dinilai',
  },
  engineLine: (versions) => `Mesin penilaian: ${versions}`,
  norms: 'Norma',
  normColumns: { norm: 'Norma', group: 'Kelompok', n: 'N', version: 'Versi', dimensions: 'Dimensi' },
  scores: (instrument) => `Skor: ${instrument}`,
  scoreColumns: {
    dimension: 'Dimensi',
    raw: 'Mentah',
    z: 'z',
    T: 'T',
    sten: 'Sten',
    percentile: 'Persentil',
    reliability: 'r',
    se: 'Galat baku (sten)',
    band: 'Sten ± galat baku',
  },
  numberCorrect: (n, max, percent) => `Jawaban benar ${n} dari ${max} (${percent}).`,
  adaptiveGiven: (n, correct) =>
    `Adaptif: ${n} soal diberikan, ${correct} dijawab benar; dinilai sebagai θ (di bawah), bukan dari jumlah jawaban benar.`,
  theta: (dimension, theta, se, answered) =>
    `${dimension}: θ = ${theta} ± ${se}${answered === null ? '' : ` (${answered} soal)`}`,
  thetaNote:
    'θ ± galat baku: taksiran IRT atas sifat pada skala butir yang sudah dikalibrasi, beserta galat bakunya. Untuk bagian adaptif, taksiran ini bertumpu pada soal yang diberikan kepada kandidat, sehingga taksiran inilah, bukan jumlah jawaban benar, yang dapat dibandingkan antarkandidat.',
  seNote:
    'Galat baku (sten) = 2·√(1 − r): galat baku pengukuran pada skala sten (simpangan baku 2), dari reliabilitas r (α studi bukti bila ada studi yang mengukur skala itu, selain itu yang dinyatakan blueprint: lihat di bawah setiap tabel). Sten ± galat baku adalah rentang galat 68 %, dibatasi dalam 1–10.',
  competences: 'Kompetensi',
  competenceColumns: {
    competence: 'Kompetensi',
    components: 'Dihitung dari (bobot × z)',
    sten: 'Sten',
    se: 'Galat baku',
    band: 'Sten ± galat baku',
    target: 'Target',
    probability: 'P(terpenuhi)',
  },
  competenceNote:
    'Kompetensi adalah rata-rata tertimbang skor z dimensinya, distandardisasi ulang dan ditempatkan pada skala sten; galat bakunya diturunkan dari reliabilitas komponennya (Mosier), dengan menganggap dimensi tidak berkorelasi. P(terpenuhi) = Φ((z − zₜ) / galat baku), zₜ adalah z target.',
  method: 'Metode kecocokan jabatan',
  range: (r) => `R = ${r} sten: rata-rata kekurangan tertimbang yang membuat kecocokan mencapai 0.`,
  shortfall: (s) => `S = ${s} sten: rata-rata kekurangan tertimbang peserta ini.`,
  band: (level, range) => `Rentang kecocokan (${level} dari profil sebenarnya yang masuk akal): ${range}.`,
  allMet: (p) => `Peluang semua target terpenuhi (hasil kali peluang per kompetensi): ${p}.`,
  noJobFit: 'Kecocokan jabatan tidak dihitung',
};

export const technicalLabels = (lang: ReportLanguage): TechnicalLabels =>
  lang === 'id' ? TECHNICAL_ID : TECHNICAL_EN;

/** Both languages' tables, for the check that an Indonesian appendix prints no English-only label. */
export const TECHNICAL_LABELS = { en: TECHNICAL_EN, id: TECHNICAL_ID };
