import type { BiasAuditField, BiasAuditMeasure, BiasAuditScope, ReportLanguage } from '@asesa/contracts';
import { DEMOGRAPHIC_GROUP_WORDS } from './demographic-groups.labels';

// The bias audit's words in the two report languages: its PDF (the public summary) and its
// workbook print only these, the projects' names and the numbers and dates of the formatter.

export interface BiasAuditLabels {
  title: string;
  fileWords: string;
  runningHead: (scope: string) => string;
  footer: (product: string, engine: string) => string;
  page: (page: string, pages: string) => string;
  scopes: Record<BiasAuditScope, string>;
  pairs: {
    scope: string;
    audited: string;
    period: string;
    source: string;
    measure: string;
    rules: string;
    total: string;
    basis: string;
    engine: string;
  };
  periodAll: string;
  periodOf: (from: string, to: string) => string;
  sourceOf: (projects: string, first: string, last: string) => string;
  measures: Record<BiasAuditMeasure, (cut: string) => string>;
  rulesOf: (threshold: string, share: string, count: string) => string;
  totalOf: (n: string, selected: string) => string;
  /** What "selected" was read from: the measure at the cut, reviewers' decisions, or both. */
  basisOf: Record<'cut' | 'decisions' | 'mixed', (decided: string, n: string) => string>;
  method: string;
  fields: Record<BiasAuditField, string>;
  tableTitle: (fields: string[]) => string;
  columns: {
    category: string;
    applicants: string;
    selected: string;
    rate: string;
    share: string;
    ratio: string;
    fisher: string;
    note: string;
  };
  notes: { reference: string; excluded: string; below: string };
  unknownLine: (n: string) => string;
  notCompared: string;
  noFields: string;
  flagged: string;
  clear: string;
  groups: Record<string, string>;
  sheets: { summary: string; categories: string };
  table: string;
  yes: string;
  no: string;
}

const EN: BiasAuditLabels = {
  title: 'Bias audit: summary of results',
  fileWords: 'bias audit',
  runningHead: (scope) => `Bias audit · ${scope}`,
  footer: (product, engine) => `${product} · scoring engine ${engine}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  scopes: { project: 'Project', job_profile: 'Job profile', corporate: 'Corporate' },
  pairs: {
    scope: 'Audited',
    audited: 'Date of the audit',
    period: 'Period',
    source: 'Source of the data',
    measure: 'Selection',
    rules: 'Rules',
    total: 'Candidates',
    basis: 'Basis of selection',
    engine: 'Engine',
  },
  periodAll: 'all completions to date',
  periodOf: (from, to) => `completed from ${from} to ${to}`,
  sourceOf: (projects, first, last) =>
    `Historical data of the tool's use: the candidates of ${projects} who completed ${first === last ? `on ${first}` : `between ${first} and ${last}`}, with the sex, birth date and education they gave at registration.`,
  measures: {
    job_fit: (cut) => `selection rate: a job fit of ${cut} or more`,
    score_percent: (cut) => `scoring rate: an overall score of ${cut} or more`,
  },
  rulesOf: (threshold, share, count) =>
    `Impact ratio = a category's rate ÷ the highest rate; under ${threshold} fails the four-fifths rule (29 CFR 1607.4(D)). Categories under ${share} of the candidates or under ${count} candidates are reported but left out of the ratios.`,
  totalOf: (n, selected) => `${n} candidates, ${selected} selected`,
  basisOf: {
    cut: () => 'the suggestion at the cut: no reviewer has recorded a decision on these candidates',
    decisions: (decided) =>
      `reviewers' decisions: a candidate counts as selected when their latest decision is accept (all ${decided} decided)`,
    mixed: (decided, n) =>
      `reviewers' decisions where recorded (${decided} of ${n} candidates: selected when the latest decision is "accept"); for the other candidates, the suggestion from the cut score`,
  },
  method:
    "Fisher's exact test (two-sided) compares each category's selections with the reference category's: a small p says the difference is unlikely to be chance, a large p with a low ratio says the data are too few to tell.",
  fields: { gender: 'Sex', age_band: 'Age band', education_level: 'Education' },
  tableTitle: (fields) => fields.join(' × '),
  columns: {
    category: 'Category',
    applicants: 'Candidates',
    selected: 'Selected',
    rate: 'Rate',
    share: 'Share',
    ratio: 'Impact ratio',
    fisher: "Fisher's p",
    note: 'Note',
  },
  notes: { reference: 'highest rate', excluded: 'too small: not compared', below: 'under the threshold' },
  unknownLine: (n) => `Unknown category (no value given): ${n} candidates, not in the table.`,
  notCompared: 'Fewer than two categories are large enough, or nobody was selected: no ratio is computed.',
  noFields: 'No candidate gave their sex, birth date or education: there are no categories to compare.',
  flagged: 'At least one impact ratio is under the threshold.',
  clear: 'No impact ratio is under the threshold.',
  groups: DEMOGRAPHIC_GROUP_WORDS.en,
  sheets: { summary: 'Summary', categories: 'Categories' },
  table: 'Table',
  yes: 'yes',
  no: 'no',
};

const ID: BiasAuditLabels = {
  title: 'Audit bias: ringkasan hasil',
  fileWords: 'audit bias',
  runningHead: (scope) => `Audit bias · ${scope}`,
  footer: (product, engine) => `${product} · mesin penilaian ${engine}`,
  page: (page, pages) => `Halaman ${page} dari ${pages}`,
  scopes: { project: 'Proyek', job_profile: 'Profil jabatan', corporate: 'Korporat' },
  pairs: {
    scope: 'Yang diaudit',
    audited: 'Tanggal audit',
    period: 'Periode',
    source: 'Sumber data',
    measure: 'Seleksi',
    rules: 'Aturan',
    total: 'Kandidat',
    basis: 'Dasar seleksi',
    engine: 'Mesin',
  },
  periodAll: 'semua penyelesaian hingga kini',
  periodOf: (from, to) => `selesai dari ${from} sampai ${to}`,
  sourceOf: (projects, first, last) =>
    `Data historis penggunaan alat: kandidat ${projects} yang selesai ${first === last ? `pada ${first}` : `antara ${first} dan ${last}`}, dengan jenis kelamin, tanggal lahir, dan pendidikan yang mereka isi saat registrasi.`,
  measures: {
    job_fit: (cut) => `tingkat seleksi: kecocokan jabatan ${cut} atau lebih`,
    score_percent: (cut) => `tingkat skor: skor keseluruhan ${cut} atau lebih`,
  },
  rulesOf: (threshold, share, count) =>
    `Rasio dampak = tingkat suatu kategori ÷ tingkat tertinggi; di bawah ${threshold} tidak memenuhi aturan empat perlima (29 CFR 1607.4(D)). Kategori di bawah ${share} kandidat atau kurang dari ${count} kandidat dilaporkan tetapi tidak dihitung rasionya.`,
  totalOf: (n, selected) => `${n} kandidat, ${selected} terseleksi`,
  basisOf: {
    cut: () => 'saran pada batas: belum ada peninjau yang mencatat keputusan atas kandidat ini',
    decisions: (decided) =>
      `keputusan peninjau: kandidat terhitung terseleksi bila keputusan terakhirnya "terima" (${decided} kandidat, semuanya diputuskan)`,
    mixed: (decided, n) =>
      `keputusan peninjau bila tercatat (${decided} dari ${n} kandidat: terseleksi bila keputusan terakhirnya "terima"); untuk kandidat lainnya, saran menurut skor batas`,
  },
  method:
    'Uji eksak Fisher (dua sisi) membandingkan seleksi tiap kategori dengan kategori acuan: p kecil berarti perbedaan kecil kemungkinannya kebetulan, p besar dengan rasio rendah berarti datanya terlalu sedikit untuk menyimpulkan.',
  fields: { gender: 'Jenis kelamin', age_band: 'Kelompok usia', education_level: 'Pendidikan' },
  tableTitle: (fields) => fields.join(' × '),
  columns: {
    category: 'Kategori',
    applicants: 'Kandidat',
    selected: 'Terseleksi',
    rate: 'Tingkat',
    share: 'Porsi',
    ratio: 'Rasio dampak',
    fisher: 'p Fisher',
    note: 'Catatan',
  },
  notes: {
    reference: 'tingkat tertinggi',
    excluded: 'terlalu kecil: tidak dibandingkan',
    below: 'di bawah ambang',
  },
  unknownLine: (n) => `Kategori tidak diketahui (tidak diisi): ${n} kandidat, tidak ada di tabel.`,
  notCompared:
    'Kurang dari dua kategori yang cukup besar, atau tidak ada yang terseleksi: rasio tidak dihitung.',
  noFields:
    'Tidak ada kandidat yang mengisi jenis kelamin, tanggal lahir, atau pendidikan: tidak ada kategori untuk dibandingkan.',
  flagged: 'Setidaknya satu rasio dampak di bawah ambang.',
  clear: 'Tidak ada rasio dampak di bawah ambang.',
  groups: DEMOGRAPHIC_GROUP_WORDS.id,
  sheets: { summary: 'Ringkasan', categories: 'Kategori' },
  table: 'Tabel',
  yes: 'ya',
  no: 'tidak',
};

export const BIAS_AUDIT_LABELS: Record<ReportLanguage, BiasAuditLabels> = { en: EN, id: ID };

/** A category's values as the reader says them ("female · 25-34"). */
export const categoryName = (L: BiasAuditLabels, values: readonly string[]): string =>
  values.map((v) => L.groups[v] ?? v).join(' · ');
