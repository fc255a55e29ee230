import { REGISTRATION_PHOTO_NOT_IMAGE } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the participant's journey answers (registration, completion, results), in each language. */
export const JOURNEY_MESSAGES = messageTable('participant-journey', {
  unexpectedFile: {
    en: "unexpected file; send files in 'photo' or 'cv'",
    id: "berkas tidak diharapkan; kirim berkas di 'photo' atau 'cv'",
  },
  notMultipart: {
    en: 'The registration form must be sent as multipart/form-data.',
    id: 'Formulir pendaftaran harus dikirim sebagai multipart/form-data.',
  },
  educationLevel: {
    en: 'choose one of the levels of test-activities/education-level',
    id: 'pilih salah satu jenjang dari test-activities/education-level',
  },
  agreeToTerms: {
    en: 'you must agree to the terms to continue',
    id: 'Anda harus menyetujui syarat dan ketentuan untuk melanjutkan',
  },
  cvNotDocument: {
    en: 'the CV must be a PDF or Word document (.pdf, .docx or .doc)',
    id: 'CV harus berupa dokumen PDF atau Word (.pdf, .docx, atau .doc)',
  },
  photoNotImage: { en: REGISTRATION_PHOTO_NOT_IMAGE, id: 'foto harus berupa gambar JPEG, PNG, atau WebP' },
  finishEveryTest: {
    en: 'Please finish every test first: {names}.',
    id: 'Silakan selesaikan semua tes terlebih dahulu: {names}.',
  },
  resultsNotReady: {
    en: 'Your results are still being calculated; please try again in a moment.',
    id: 'Hasil Anda masih dihitung; silakan coba lagi sebentar lagi.',
  },
  resultsLinkInvalid: {
    en: 'This results link is not valid. Please open your results page again.',
    id: 'Tautan hasil ini tidak valid. Silakan buka kembali halaman hasil Anda.',
  },
  resultsLinkExpired: {
    en: 'This results link has expired. Please open your results page again.',
    id: 'Tautan hasil ini sudah kedaluwarsa. Silakan buka kembali halaman hasil Anda.',
  },
});
