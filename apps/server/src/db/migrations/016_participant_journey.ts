import type { Kysely } from 'kysely';
import { INDONESIAN_CITIES } from '../reference/indonesian-cities';
import {
  addColumnTo,
  addMissingTranslations,
  createIndex,
  forwardOnly,
  type MasterStrings,
  withId,
} from './helpers';

// The participant journey: the regencies and cities of Indonesia for the registration
// form's city lookup, the registration photo, and the strings of the registration, dashboard and
// result pages that 007 did not seed. Strings 007 already has (or an admin edited) stay untouched.

/** page code → key → [Indonesian, English]. */
export const JOURNEY_STRINGS: MasterStrings = {
  'participant-form': {
    birthDateLabel: ['Tanggal lahir', 'Date of birth'],
    genderLabel: ['Jenis kelamin', 'Gender'],
    genderFemale: ['Perempuan', 'Female'],
    genderMale: ['Laki-laki', 'Male'],
    genderOther: ['Lainnya', 'Prefer to describe otherwise'],
    educationLevelLabel: ['Pendidikan terakhir', 'Highest education'],
    educationHighSchool: ['SMA/SMK', 'High school'],
    educationDiploma: ['Diploma', 'Diploma'],
    educationBachelor: ['Sarjana (S1)', "Bachelor's degree"],
    educationMaster: ['Magister (S2)', "Master's degree"],
    educationDoctorate: ['Doktor (S3)', 'Doctorate'],
    cityLabel: ['Kota/Kabupaten domisili', 'City or regency of residence'],
    citySearchPlaceholder: [
      'Ketik untuk mencari kota atau kabupaten',
      'Type to search for your city or regency',
    ],
    cityNoMatch: ['Tidak ada kota atau kabupaten yang cocok', 'No city or regency matches'],
    selectPlaceholder: ['Pilih', 'Select'],
    photoLabel: ['Foto', 'Photo'],
    photoHint: ['JPEG, PNG atau WebP, maksimal 5 MB.', 'JPEG, PNG or WebP, at most 5 MB.'],
    photoWrongType: [
      'Foto harus berupa gambar JPEG, PNG atau WebP.',
      'The photo must be a JPEG, PNG or WebP image.',
    ],
    fileTooBig: ['Berkas lebih besar dari 5 MB.', 'The file is larger than 5 MB.'],
    cvLabel: ['CV', 'CV'],
    chooseFile: ['Pilih berkas', 'Choose a file'],
    fieldRequired: ['Silakan isi kolom ini.', 'Please fill in this field.'],
    submitCodeWelcome: [
      'Kode akses Anda diterima. Silakan isi data diri Anda untuk memulai.',
      'Your access code was accepted. Please fill in your details to begin.',
    ],
  },
  'participant-dashboard': {
    remainingTime: ['Sisa waktu {time}', '{time} left'],
    viewResults: ['Lihat hasil', 'See your results'],
  },
  'participant-result': {
    calculatingWait: [
      'Hasil Anda sedang dihitung. Mohon tunggu sebentar…',
      'Your results are being calculated. Please wait a moment…',
    ],
    calculatingSlow: [
      'Perhitungan memakan waktu lebih lama dari biasanya. Anda dapat menutup halaman ini dan membukanya lagi nanti dengan tautan yang sama.',
      'This is taking longer than usual. You may close this page and open it again later with the same link.',
    ],
    verifying: ['Memverifikasi hasil Anda…', 'Verifying your results…'],
    thankYouTitle: ['Terima kasih', 'Thank you'],
    thankYouBody: [
      'Jawaban Anda telah kami terima. Penyelenggara akan menghubungi Anda mengenai langkah selanjutnya. Anda sekarang dapat menutup halaman ini.',
      'We have received your answers. The organiser will contact you about the next steps. You may now close this page.',
    ],
    notFinishedYet: ['Anda belum menyelesaikan semua tes.', 'You have not finished every test yet.'],
    resultsTitle: ['Hasil Anda', 'Your results'],
    resultsIntro: [
      'Berikut ringkasan hasil asesmen Anda. Hasil ini menggambarkan cara Anda mengerjakan tes hari ini dibandingkan dengan kelompok pembanding, bukan penilaian atas diri Anda secara keseluruhan.',
      'Here is a summary of your assessment. It describes how you did in these tests today compared with a reference group; it is not a judgement of you as a person.',
    ],
    resultsByTest: ['Hasil per tes', 'Results by test'],
    competencesHeading: ['Kompetensi', 'Competences'],
    abilityHeading: ['Ringkasan kemampuan', 'Ability summary'],
    stenScale: ['Skor {sten} dari 10', 'Score {sten} out of 10'],
    downloadReport: ['Unduh laporan (PDF)', 'Download the report (PDF)'],
    downloadFailed: ['Laporan tidak dapat diunduh.', 'The report could not be downloaded.'],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'cities')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'cities_name', 'cities', ['name']);

  // The registration photo (full size and thumbnail URL paths under DATA_DIR/uploads).
  await addColumnTo(db, 'participants', 'photo_path', 'text');
  await addColumnTo(db, 'participants', 'photo_thumbnail', 'text');
  // Per-participant key of the signed results link (participants-signed → results-verify).
  await addColumnTo(db, 'participants', 'results_secret', 'text');

  const table = db as Kysely<{ cities: Record<string, unknown> }>;
  for (let i = 0; i < INDONESIAN_CITIES.length; i += 100)
    await table
      .insertInto('cities')
      .values(INDONESIAN_CITIES.slice(i, i + 100).map((c) => ({ ...c })))
      .execute();

  await addMissingTranslations(db, JOURNEY_STRINGS);
}

export const down = forwardOnly;
