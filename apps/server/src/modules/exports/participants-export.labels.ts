import { xlsxDateTimeFormat } from '@asesa/contracts';

/** The languages the .xlsx exports write their headers and texts in. */
export type ExportLanguage = 'en' | 'id';

type Status = 'invited' | 'registered' | 'in_progress' | 'completed' | 'scored' | 'expired' | 'revoked';

/** The candidates export's texts: its file's word, its sheet's name and its column headers. */
export interface CandidateExportLabels {
  /** The file's word: "<corporate> candidates <date>.xlsx". */
  file: string;
  /** The file name's subject when the export covers several corporates. */
  allCorporates: string;
  sheet: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  corporate: string;
  projects: string;
  latestStatus: string;
  bestScore: string;
  lastActivity: string;
}

/**
 * The .xlsx exports' texts: the participants export's sheet names, column headers and the few
 * words written in cells, and the candidates export's (which shares the status words).
 */
export interface ExportLabels {
  /** The word the participants export's file is named with: "<project> participants <date>.xlsx". */
  participantsFile: string;
  /** The number format of date-time cells: the shared date format's, with the language's months. */
  dateTime: string;
  candidates: CandidateExportLabels;
  summarySheet: string;
  code: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  status: string;
  invitedAt: string;
  registeredAt: string;
  startedAt: string;
  completedAt: string;
  /** The applicant tracking system's ids of a candidate it sent (empty for others). */
  atsCandidateId: string;
  atsApplicationId: string;
  /** What the tests were taken with (an accommodation), in neutral words. */
  accommodation: string;
  scoredAt: string;
  scorePercent: string;
  numberCorrect: string;
  maxScore: string;
  jobFit: string;
  jobFitLower: string;
  jobFitUpper: string;
  jobFitLabel: string;
  competenceSten: (name: string) => string;
  competenceLevel: (name: string) => string;
  integrityTotal: string;
  integrityKind: (kind: string) => string;
  starred: string;
  shortlisted: string;
  raw: (dimension: string) => string;
  sten: (dimension: string) => string;
  t: (dimension: string) => string;
  percentile: (dimension: string) => string;
  band: (dimension: string) => string;
  /** IRT θ of a dimension an adaptive section scores, and its standard error. */
  theta: (dimension: string) => string;
  thetaSe: (dimension: string) => string;
  statuses: Record<Status, string>;
  yes: string;
  no: string;
  /** The job-fit label: how many of the project's competence targets the candidate reaches. */
  targetsMet: (met: number, of: number) => string;
}

// Event kinds a reviewer counts as integrity flags (returning to the tab, consenting to the webcam
// or a snapshot are not); their names for the headers.
const EN_KINDS: Record<string, string> = {
  tab_hidden: 'Tab hidden',
  window_blur: 'Window lost focus',
  fullscreen_exit: 'Left full screen',
  copy: 'Copy',
  cut: 'Cut',
  paste: 'Paste',
  multiple_screens: 'Several screens',
  webcam_denied: 'Webcam refused',
  webcam_unavailable: 'No webcam available',
};
const ID_KINDS: Record<string, string> = {
  tab_hidden: 'Tab disembunyikan',
  window_blur: 'Jendela kehilangan fokus',
  fullscreen_exit: 'Keluar dari layar penuh',
  copy: 'Salin',
  cut: 'Potong',
  paste: 'Tempel',
  multiple_screens: 'Beberapa layar',
  webcam_denied: 'Webcam ditolak',
  webcam_unavailable: 'Webcam tidak tersedia',
};

/** The proctoring event kinds the Summary sheet counts, in column order. */
export const INTEGRITY_FLAG_KINDS = Object.keys(EN_KINDS);

const EN: ExportLabels = {
  participantsFile: 'participants',
  dateTime: xlsxDateTimeFormat('en'),
  candidates: {
    file: 'candidates',
    allCorporates: 'All',
    sheet: 'Candidates',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    corporate: 'Corporate',
    projects: 'Projects',
    latestStatus: 'Latest status',
    bestScore: 'Best score %',
    lastActivity: 'Last activity (UTC)',
  },
  summarySheet: 'Summary',
  code: 'Participant code',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  status: 'Status',
  invitedAt: 'Invited at (UTC)',
  registeredAt: 'Registered at (UTC)',
  startedAt: 'Started at (UTC)',
  completedAt: 'Completed at (UTC)',
  atsCandidateId: 'ATS candidate ID',
  atsApplicationId: 'ATS application ID',
  accommodation: 'Accommodation',
  scoredAt: 'Scored at (UTC)',
  scorePercent: 'Score %',
  numberCorrect: 'Number correct',
  maxScore: 'Max score',
  jobFit: 'Job fit %',
  jobFitLower: 'Job fit band lower',
  jobFitUpper: 'Job fit band upper',
  jobFitLabel: 'Job fit',
  competenceSten: (name) => `${name} sten`,
  competenceLevel: (name) => `${name} level`,
  integrityTotal: 'Integrity flags',
  integrityKind: (kind) => `Flags: ${EN_KINDS[kind] ?? kind}`,
  starred: 'Starred',
  shortlisted: 'Shortlisted',
  raw: (d) => `${d} raw`,
  sten: (d) => `${d} sten`,
  t: (d) => `${d} T`,
  percentile: (d) => `${d} percentile`,
  band: (d) => `${d} band`,
  theta: (d) => `${d} θ`,
  thetaSe: (d) => `${d} SE (θ)`,
  statuses: {
    invited: 'Invited',
    registered: 'Registered',
    in_progress: 'In progress',
    completed: 'Completed',
    scored: 'Scored',
    expired: 'Expired',
    revoked: 'Revoked',
  },
  yes: 'Yes',
  no: 'No',
  targetsMet: (met, of) => `Meets ${met} of ${of} targets`,
};

const ID: ExportLabels = {
  participantsFile: 'peserta',
  dateTime: xlsxDateTimeFormat('id'),
  candidates: {
    file: 'kandidat',
    allCorporates: 'Semua',
    sheet: 'Kandidat',
    name: 'Nama',
    email: 'Email',
    phone: 'Telepon',
    city: 'Kota',
    corporate: 'Korporat',
    projects: 'Proyek',
    latestStatus: 'Status terakhir',
    bestScore: 'Skor terbaik %',
    lastActivity: 'Aktivitas terakhir (UTC)',
  },
  summarySheet: 'Ringkasan',
  code: 'Kode peserta',
  name: 'Nama',
  email: 'Email',
  phone: 'Telepon',
  city: 'Kota',
  status: 'Status',
  invitedAt: 'Diundang (UTC)',
  registeredAt: 'Terdaftar (UTC)',
  startedAt: 'Mulai (UTC)',
  completedAt: 'Selesai (UTC)',
  atsCandidateId: 'ID kandidat ATS',
  atsApplicationId: 'ID lamaran ATS',
  accommodation: 'Akomodasi',
  scoredAt: 'Dinilai (UTC)',
  scorePercent: 'Skor %',
  numberCorrect: 'Jawaban benar',
  maxScore: 'Skor maksimum',
  jobFit: 'Kecocokan jabatan %',
  jobFitLower: 'Rentang kecocokan bawah',
  jobFitUpper: 'Rentang kecocokan atas',
  jobFitLabel: 'Kecocokan jabatan',
  competenceSten: (name) => `${name} sten`,
  competenceLevel: (name) => `${name} level`,
  integrityTotal: 'Tanda integritas',
  integrityKind: (kind) => `Tanda: ${ID_KINDS[kind] ?? kind}`,
  starred: 'Berbintang',
  shortlisted: 'Masuk daftar pendek',
  raw: (d) => `${d} skor mentah`,
  sten: (d) => `${d} sten`,
  t: (d) => `${d} T`,
  percentile: (d) => `${d} persentil`,
  band: (d) => `${d} kategori`,
  theta: (d) => `${d} θ`,
  thetaSe: (d) => `${d} galat baku (θ)`,
  statuses: {
    invited: 'Diundang',
    registered: 'Terdaftar',
    in_progress: 'Sedang mengerjakan',
    completed: 'Selesai',
    scored: 'Dinilai',
    expired: 'Kedaluwarsa',
    revoked: 'Dicabut',
  },
  yes: 'Ya',
  no: 'Tidak',
  targetsMet: (met, of) => `Memenuhi ${met} dari ${of} target`,
};

/** The labels of an export language; English for anything else (exports requested before languages). */
export function exportLabels(lang: string | undefined): ExportLabels {
  return lang === 'id' ? ID : EN;
}

/** A stored status in the export's words; a status it does not know stays as stored. */
export function statusWord(labels: ExportLabels, status: string | null): string | null {
  return status === null ? null : (labels.statuses[status as Status] ?? status);
}
