import { TNC_REQUIRED } from '@asesa/contracts';
import { messageTable } from './server-messages';

/**
 * The things a call may not find, for `notFound(what)`: "{what} not found." in each language.
 * Indonesian puts the noun first too ("Kode akses tidak ditemukan."), so one sentence serves all.
 */
export const NOUNS = messageTable('nouns', {
  'Access code': { en: 'Access code', id: 'Kode akses' },
  Accommodation: { en: 'Accommodation request', id: 'Permintaan akomodasi' },
  Analysis: { en: 'Analysis', id: 'Analisis' },
  'API key': { en: 'API key', id: 'Kunci API' },
  'Sent test': { en: 'Sent test', id: 'Tes terkirim' },
  'Blueprint dimension': { en: 'Blueprint dimension', id: 'Dimensi blueprint' },
  'Blueprint settings': { en: 'Blueprint settings', id: 'Pengaturan blueprint' },
  Candidate: { en: 'Candidate', id: 'Kandidat' },
  'Character blueprint': { en: 'Character blueprint', id: 'Blueprint karakter' },
  Collaborator: { en: 'Collaborator', id: 'Kolaborator' },
  Competence: { en: 'Competence', id: 'Kompetensi' },
  'Consultant account': { en: 'Consultant account', id: 'Akun konsultan' },
  'Consultant user': { en: 'Consultant user', id: 'Pengguna konsultan' },
  'Corporate account': { en: 'Corporate account', id: 'Akun korporat' },
  Export: { en: 'Export', id: 'Ekspor' },
  'Final score': { en: 'Final score', id: 'Skor akhir' },
  'Gob blueprint': { en: 'Gob blueprint', id: 'Blueprint GOB' },
  'Group dimension': { en: 'Group dimension', id: 'Dimensi kelompok' },
  'Indicator score': { en: 'Indicator score', id: 'Skor indikator' },
  Instrument: { en: 'Instrument', id: 'Instrumen' },
  'Instrument version': { en: 'Instrument version', id: 'Versi instrumen' },
  'Invitation batch': { en: 'Invitation batch', id: 'Kelompok undangan' },
  Item: { en: 'Item', id: 'Soal' },
  Job: { en: 'Job', id: 'Tugas' },
  'Job profile': { en: 'Job profile', id: 'Profil jabatan' },
  Language: { en: 'Language', id: 'Bahasa' },
  Message: { en: 'Message', id: 'Pesan' },
  Participant: { en: 'Participant', id: 'Peserta' },
  'Participant code': { en: 'Participant code', id: 'Kode peserta' },
  Photo: { en: 'Photo', id: 'Foto' },
  CV: { en: 'CV', id: 'CV' },
  Project: { en: 'Project', id: 'Proyek' },
  'Review flag': { en: 'Review flag', id: 'Tanda tinjauan' },
  'Scoring blueprint': { en: 'Scoring blueprint', id: 'Blueprint penilaian' },
  Section: { en: 'Section', id: 'Bagian' },
  Sector: { en: 'Sector', id: 'Sektor' },
  Snapshot: { en: 'Snapshot', id: 'Foto pengawasan' },
  Submission: { en: 'Submission', id: 'Pengerjaan tes' },
  'Test dimension': { en: 'Test dimension', id: 'Dimensi tes' },
  Translation: { en: 'Translation', id: 'Terjemahan' },
  User: { en: 'User', id: 'Pengguna' },
  Variation: { en: 'Variation', id: 'Variasi' },
});

/** What `notFound` takes: a noun of the table above. */
export type Noun = keyof typeof NOUNS;

/** Messages of the call layer, the same for every feature. */
export const COMMON_MESSAGES = messageTable('common', {
  notFound: { en: '{what} not found.', id: '{what} tidak ditemukan.' },
  forbidden: {
    en: 'You do not have permission to do this.',
    id: 'Anda tidak memiliki izin untuk melakukan ini.',
  },
  notSignedIn: { en: 'You are not signed in.', id: 'Anda belum masuk.' },
  tncRequired: { en: TNC_REQUIRED.message, id: 'Harap setujui ketentuan penggunaan terlebih dahulu.' },
  tokenRequired: {
    en: 'A token is required: call token/get first.',
    id: 'Token diperlukan: panggil token/get terlebih dahulu.',
  },
  tokenInvalid: { en: 'The token is not valid.', id: 'Token tidak valid.' },
  tokenExpired: { en: 'The token has expired.', id: 'Token sudah kedaluwarsa.' },
  internal: { en: 'Internal server error', id: 'Terjadi kesalahan pada server' },
  bodyNotJson: {
    en: 'The request body is not valid JSON: {detail}',
    id: 'Isi permintaan bukan JSON yang valid: {detail}',
  },
  bodyTooLarge: { en: 'The request body is too large.', id: 'Isi permintaan terlalu besar.' },
  unsupportedType: {
    en: 'Unsupported content type: {detail}',
    id: 'Jenis konten tidak didukung: {detail}',
  },
  numberOutOfRange: {
    en: 'A number in the request is out of range: {detail}',
    id: 'Sebuah angka dalam permintaan di luar jangkauan: {detail}',
  },
  noNul: {
    en: 'must not contain the NUL character (U+0000)',
    id: 'tidak boleh berisi karakter NUL (U+0000)',
  },
  multipartUnreadable: {
    en: 'The multipart/form-data body could not be read: {detail}',
    id: 'Isi multipart/form-data tidak dapat dibaca: {detail}',
  },
  multipartRequired: {
    en: "{path} takes multipart/form-data with the file in the field '{file}'.",
    id: "{path} menerima multipart/form-data dengan berkas di kolom '{file}'.",
  },
  fileTooLarge: { en: '{field} is larger than {mb} MB', id: '{field} lebih besar dari {mb} MB' },
  unexpectedFile: {
    en: "unexpected file; send the file in '{file}'",
    id: "berkas tidak diharapkan; kirim berkas di '{file}'",
  },
  fileRequired: { en: '{field} is required', id: '{field} wajib diisi' },
});

/** A storage fault's 503 (storage-unavailable.ts). */
export const STORAGE_MESSAGES = messageTable('storage', {
  disk_full: {
    en: "The server's disk is full, so nothing can be saved right now. Please try again shortly.",
    id: 'Disk server penuh, jadi saat ini tidak ada yang dapat disimpan. Silakan coba lagi sebentar lagi.',
  },
  read_only: {
    en: "The server's storage is read-only, so nothing can be saved right now. Please try again shortly.",
    id: 'Penyimpanan server hanya dapat dibaca, jadi saat ini tidak ada yang dapat disimpan. Silakan coba lagi sebentar lagi.',
  },
  io_error: {
    en: "The server's storage failed to write, so nothing was saved. Please try again shortly.",
    id: 'Penyimpanan server gagal menulis, jadi tidak ada yang tersimpan. Silakan coba lagi sebentar lagi.',
  },
  database_unavailable: {
    en: 'The database is briefly unavailable (restarting or busy). Please try again shortly.',
    id: 'Basis data sedang tidak tersedia sebentar (dimulai ulang atau sibuk). Silakan coba lagi sebentar lagi.',
  },
});
