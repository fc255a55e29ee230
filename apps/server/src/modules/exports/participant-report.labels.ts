/** The PDF report's texts in the languages participants read it in (default language: id). */
export interface ReportLabels {
  title: string;
  participant: string;
  fields: {
    code: string;
    email: string;
    phone: string;
    city: string;
    gender: string;
    birthDate: string;
    education: string;
    status: string;
    registered: string;
    completed: string;
  };
  scores: string;
  numberCorrect: (n: number, max: number, percent: string) => string;
  normsUsed: (norms: string) => string;
  noNorms: string;
  dimension: (name: string, raw: string, sten: string, percentile: string) => string;
  competences: string;
  noCompetences: string;
  notScored: string;
  chartTitle: string;
  jobFit: string;
  jobFitValue: (fit: string) => string;
  noJobFit: string;
  target: (name: string, level: number, label: string, reached: string) => string;
  formula: string;
  integrity: string;
  noEvents: string;
  footer: (product: string, date: string, page: number, pages: number) => string;
}

const EN: ReportLabels = {
  title: 'Assessment report',
  participant: 'Participant',
  fields: {
    code: 'Participant code',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    gender: 'Gender',
    birthDate: 'Birth date',
    education: 'Education level',
    status: 'Status',
    registered: 'Registered',
    completed: 'Completed',
  },
  scores: 'Scores per instrument',
  numberCorrect: (n, max, percent) => `Number correct ${n} of ${max} (${percent} %)`,
  normsUsed: (norms) => `Norms used: ${norms}`,
  noNorms: 'none (number correct only)',
  dimension: (name, raw, sten, percentile) => `${name}: raw ${raw}, sten ${sten}, percentile ${percentile}`,
  competences: 'Competences',
  noCompetences: 'This project measures no competences.',
  notScored: 'Not scored',
  chartTitle: 'Competence scores',
  jobFit: 'Job fit',
  jobFitValue: (fit) =>
    `Job fit ${fit} %: how closely the competence scores meet the targets the project set, weighted by the importance given to each competence.`,
  noJobFit: 'No job fit was computed',
  target: (name, level, label, reached) => `${name}: target level ${level}${label}, reached ${reached}`,
  formula: 'Formula',
  integrity: 'Integrity summary',
  noEvents: 'No proctoring events were recorded.',
  footer: (product, date, page, pages) => `${product} - generated ${date} - page ${page} of ${pages}`,
};

const ID: ReportLabels = {
  title: 'Laporan asesmen',
  participant: 'Peserta',
  fields: {
    code: 'Kode peserta',
    email: 'Email',
    phone: 'Telepon',
    city: 'Kota',
    gender: 'Jenis kelamin',
    birthDate: 'Tanggal lahir',
    education: 'Pendidikan',
    status: 'Status',
    registered: 'Terdaftar',
    completed: 'Selesai',
  },
  scores: 'Skor per instrumen',
  numberCorrect: (n, max, percent) => `Jawaban benar ${n} dari ${max} (${percent} %)`,
  normsUsed: (norms) => `Norma yang dipakai: ${norms}`,
  noNorms: 'tidak ada (hanya jumlah benar)',
  dimension: (name, raw, sten, percentile) =>
    `${name}: skor mentah ${raw}, sten ${sten}, persentil ${percentile}`,
  competences: 'Kompetensi',
  noCompetences: 'Proyek ini tidak mengukur kompetensi.',
  notScored: 'Belum dinilai',
  chartTitle: 'Skor kompetensi',
  jobFit: 'Kecocokan jabatan',
  jobFitValue: (fit) =>
    `Kecocokan jabatan ${fit} %: seberapa dekat skor kompetensi dengan target proyek, dibobot menurut pentingnya setiap kompetensi.`,
  noJobFit: 'Kecocokan jabatan tidak dihitung',
  target: (name, level, label, reached) => `${name}: target level ${level}${label}, tercapai ${reached}`,
  formula: 'Rumus',
  integrity: 'Ringkasan integritas',
  noEvents: 'Tidak ada kejadian pengawasan yang tercatat.',
  footer: (product, date, page, pages) => `${product} - dibuat ${date} - halaman ${page} dari ${pages}`,
};

/** The labels of a language code (`id`, `en`, `en-US`…); English for any other language. */
export function reportLabels(lang: string | undefined): ReportLabels {
  return lang?.toLowerCase().startsWith('id') ? ID : EN;
}
