import type { Kysely } from 'kysely';
import {
  addMissingTranslations,
  createUniqueIndex,
  forwardOnly,
  type MasterStrings,
  withId,
  withStamps,
} from './helpers';

// Master translations: the participant pages' strings per page code, key and master language.
// A key missing in a language falls back to the default language's value (the translation call).
// Strings with {placeholders} are filled in by the pages.

/** page code → key → [Indonesian, English]. Reference data every installation needs. */
export const PARTICIPANT_STRINGS: MasterStrings = {
  'participant-common': {
    loading: ['Memuat…', 'Loading…'],
    retry: ['Coba lagi', 'Try again'],
    close: ['Tutup', 'Close'],
    loadFailed: ['Halaman ini tidak dapat dimuat.', 'We could not load this page.'],
    invalidCode: ['Kode peserta ini tidak valid', 'This participant code is not valid'],
    invalidCodeHint: [
      'Periksa kembali tautan yang Anda terima, atau hubungi pihak yang mengundang Anda.',
      'Please check the link you received, or contact the person who invited you.',
    ],
    backToDashboard: ['Kembali ke dasbor', 'Back to dashboard'],
    language: ['Bahasa', 'Language'],
    logoAlt: ['Logo', 'Logo'],
    skipToContent: ['Langsung ke konten', 'Skip to content'],
    poweredBy: ['Didukung oleh', 'Powered by'],
    offlineTitle: ['Koneksi Internet terputus', 'Internet connection lost'],
    offlineBody: [
      'Periksa koneksi internet Anda, lalu muat ulang halaman.',
      'Check your internet connection, then reload the page.',
    ],
    offlineReload: ['Muat ulang', 'Reload'],
    partnerTitle: ['Aktivitas Ujian', 'Test activities'],
    partnerBack: ['Kembali', 'Back'],
    partnerErrorTitle: ['Terjadi Kesalahan', 'Something went wrong'],
    partnerErrorBody: [
      'Halaman yang Anda maksud tidak ditemukan, pastikan untuk cek kembali link Anda.',
      'The page you are looking for was not found; please check your link.',
    ],
  },
  'participant-form': {
    formTitle: ['Pendaftaran', 'Registration'],
    formIntro: [
      'Silakan lengkapi data diri Anda sebelum memulai asesmen.',
      'Please fill in your details before starting the assessment.',
    ],
    projectLabel: ['Proyek', 'Project'],
    nameLabel: ['Nama lengkap', 'Full name'],
    nameRequired: ['Silakan isi nama lengkap Anda.', 'Please enter your full name.'],
    nameTooLong: ['Nama Anda paling banyak 200 karakter.', 'Your name must be at most 200 characters.'],
    emailLabel: ['E-mail', 'E-mail'],
    emailRequired: ['Silakan isi alamat e-mail Anda.', 'Please enter your e-mail address.'],
    emailInvalid: [
      'Silakan isi alamat e-mail yang valid, misalnya nama@contoh.com.',
      'Please enter a valid e-mail address, for example name@example.com.',
    ],
    phoneLabel: ['Nomor telepon', 'Phone number'],
    phoneInvalid: [
      'Silakan isi nomor telepon yang valid (angka, spasi, +, - dan tanda kurung; 6 sampai 20 angka).',
      'Please enter a valid phone number (digits, spaces, +, - and parentheses; 6 to 20 digits).',
    ],
    tncLabel: [
      'Saya telah membaca dan menyetujui syarat dan ketentuan asesmen ini.',
      'I have read and agree to the terms and conditions of this assessment.',
    ],
    tncRequired: [
      'Anda harus menyetujui syarat dan ketentuan untuk melanjutkan.',
      'You must agree to the terms and conditions to continue.',
    ],
    tncLink: ['Baca syarat dan ketentuan', 'Read the terms and conditions'],
    submit: ['Lanjutkan', 'Continue'],
    submitFailed: ['Pendaftaran Anda tidak dapat disimpan.', 'Your registration could not be saved.'],
  },
  'participant-dashboard': {
    dashboardTitle: ['Asesmen Anda', 'Your assessment'],
    greeting: ['Selamat datang, {name}', 'Welcome, {name}'],
    greetingAnonymous: ['Selamat datang', 'Welcome'],
    dashboardIntro: [
      'Kerjakan tes di bawah ini secara berurutan. Setiap tes terbuka setelah tes sebelumnya selesai.',
      'Complete the tests below in order. Each test unlocks when the previous one is finished.',
    ],
    instrumentsHeading: ['Tes', 'Tests'],
    noInstruments: ['Belum ada tes yang ditugaskan kepada Anda.', 'There are no tests assigned to you yet.'],
    stateNotStarted: ['Belum dimulai', 'Not started'],
    stateInProgress: ['Sedang dikerjakan', 'In progress'],
    stateFinished: ['Selesai', 'Finished'],
    stateLocked: ['Terkunci', 'Locked'],
    answeredOf: ['{answered} dari {total} terjawab', '{answered} of {total} answered'],
    itemsCount: ['{n} soal', '{n} questions'],
    itemsCountOne: ['{n} soal', '{n} question'],
    timeLimit: ['{minutes} menit', '{minutes} min'],
    untimed: ['Tanpa batas waktu', 'No time limit'],
    start: ['Mulai', 'Start'],
    continue: ['Lanjutkan', 'Continue'],
    readInstructions: ['Ketentuan dan petunjuk', 'Terms and instructions'],
    finishAll: ['Selesai', 'Finish'],
    finishAllHint: [
      'Anda telah menyelesaikan semua tes. Tekan Selesai untuk mengirim asesmen Anda.',
      'You have completed every test. Press Finish to submit your assessment.',
    ],
    finishAllFailed: ['Asesmen Anda tidak dapat diselesaikan.', 'Your assessment could not be finished.'],
    timeUp: [
      'Waktu habis. Jawaban yang tersimpan telah dikirim.',
      'Time is up. Your saved answers were submitted.',
    ],
    statementTitle: ['Ketentuan dan petunjuk', 'Terms and instructions'],
    consensusHeading: ['Syarat dan ketentuan', 'Terms and conditions'],
    instructionsHeading: ['Petunjuk pengerjaan', 'Work instructions'],
    agreeLabel: [
      'Saya telah membaca dan menyetujui ketentuan dan petunjuk ini.',
      'I have read and agree to the terms and the instructions.',
    ],
    agreeButton: ['Saya setuju, lanjutkan', 'I agree, continue'],
  },
  'participant-test': {
    testLoading: ['Menyiapkan tes Anda…', 'Preparing your test…'],
    testMissing: [
      'Tes ini tidak ditemukan. Silakan mulai dari dasbor Anda.',
      'This test could not be found. Please start it from your dashboard.',
    ],
    instructions: ['Petunjuk', 'Instructions'],
    noItems: ['Tes ini tidak memiliki soal.', 'This test has no questions.'],
    itemOf: ['Soal {n} dari {total}', 'Question {n} of {total}'],
    sectionLabel: ['Bagian', 'Section'],
    previous: ['Sebelumnya', 'Previous'],
    next: ['Berikutnya', 'Next'],
    navigator: ['Daftar soal', 'Questions'],
    navigatorItem: ['Soal {n}', 'Question {n}'],
    navigatorAnswered: ['terjawab', 'answered'],
    navigatorUnanswered: ['belum terjawab', 'not answered'],
    navigatorCurrent: ['sedang dibuka', 'current'],
    answeredCount: ['{answered} dari {total} terjawab', '{answered} of {total} answered'],
    finishTest: ['Selesaikan tes', 'Finish test'],
    finishConfirmTitle: ['Selesaikan tes ini?', 'Finish this test?'],
    finishConfirmBodyPartial: [
      'Anda menjawab {answered} dari {total} soal. Soal yang belum dijawab dihitung tidak terjawab. Setelah ini jawaban tidak dapat diubah.',
      'You answered {answered} of {total} questions. Unanswered questions will count as not answered. You cannot change your answers afterwards.',
    ],
    finishConfirmBodyAll: [
      'Anda telah menjawab semua soal. Setelah ini jawaban tidak dapat diubah.',
      'You answered every question. You cannot change your answers afterwards.',
    ],
    finishConfirmOk: ['Selesai', 'Finish'],
    finishConfirmCancel: ['Lanjutkan mengerjakan', 'Keep working'],
    finishFailed: [
      'Tes tidak dapat diselesaikan. Jawaban Anda tetap tersimpan di perangkat ini; silakan coba lagi.',
      'The test could not be finished. Your answers are kept on this device; please try again.',
    ],
    timeRemaining: ['Sisa waktu', 'Time remaining'],
    oneMinuteLeft: [
      'Waktu tersisa satu menit. Jawaban Anda tersimpan secara otomatis.',
      'One minute left. Your answers are saved as you go.',
    ],
    saveSaved: ['Semua jawaban tersimpan', 'All answers saved'],
    saveSaving: ['Menyimpan…', 'Saving…'],
    saveOffline: [
      'Offline: jawaban disimpan di perangkat ini dan akan dikirim saat Anda kembali online',
      'Offline: answers kept on this device, will be sent when you are back online',
    ],
    saveError: ['Belum tersimpan: mencoba lagi…', 'Not saved yet: retrying…'],
    saveIdle: ['Jawaban tersimpan otomatis', 'Answers are saved as you go'],
  },
  'participant-result': {
    congratTitle: ['Selamat!', 'Congratulations!'],
    congratName: [
      'Kerja bagus, {name}. Anda telah menyelesaikan asesmen.',
      'Well done, {name}. You have completed the assessment.',
    ],
    congratAnonymous: ['Anda telah menyelesaikan asesmen.', 'You have completed the assessment.'],
    calculating: [
      'Hasil Anda sedang dihitung. Anda sekarang dapat menutup halaman ini.',
      'Your results are being calculated. You may now close this page.',
    ],
  },
  consensus: {
    title: ['Persetujuan', 'Consent'],
    content: [
      'Dengan melanjutkan, Anda setuju bahwa jawaban dan data pendaftaran Anda diproses untuk keperluan asesmen ini oleh penyelenggara.\n\nData Anda disimpan dengan aman dan hanya dapat dilihat oleh penyelenggara asesmen.',
      'By continuing you agree that your answers and registration details are processed for this assessment by its organiser.\n\nYour data is stored securely and only the assessment organiser can see it.',
    ],
  },
  'work-instructions': {
    title: ['Petunjuk Pengerjaan', 'Work instructions'],
    content: [
      'Kerjakan tes secara berurutan. Jawaban Anda tersimpan otomatis setiap kali Anda memilih jawaban.\n\nWaktu dihitung oleh server; jika waktu habis, bagian tersebut selesai dengan jawaban yang sudah tersimpan.',
      'Take the tests in order. Your answer is saved automatically each time you choose one.\n\nThe server keeps the time; when it runs out, the section finishes with the answers already saved.',
    ],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await withStamps(
    withId(db, 'master_translations')
      .addColumn('page_code', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('language_code', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull()),
  ).execute();
  await createUniqueIndex(db, 'master_translations_page_key_language', 'master_translations', [
    'page_code',
    'key',
    'language_code',
  ]);

  await addMissingTranslations(db, PARTICIPANT_STRINGS);
}

export const down = forwardOnly;
