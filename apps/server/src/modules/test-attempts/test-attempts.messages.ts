import {
  ADAPTIVE_ANSWERED,
  ITEM_NOT_SERVED,
  ITEM_TIME_OVER,
  MOVED_ON,
  SECTION_TIME_OVER,
} from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the attempt's calls answer a participant, in each language the server speaks. */
export const TEST_ATTEMPT_MESSAGES = messageTable('test-attempts', {
  revoked: {
    en: 'This participant code was revoked. Please contact the organiser.',
    id: 'Kode peserta ini telah dicabut. Silakan hubungi penyelenggara.',
  },
  expired: {
    en: 'This participant code has expired. Please contact the organiser.',
    id: 'Kode peserta ini sudah kedaluwarsa. Silakan hubungi penyelenggara.',
  },
  notRegistered: {
    en: 'Please fill in the registration form first.',
    id: 'Silakan isi formulir pendaftaran terlebih dahulu.',
  },
  throttled: {
    en: 'Too many participant codes were tried from this network: the browser must complete a short check before this page opens.',
    id: 'Terlalu banyak kode peserta yang dicoba dari jaringan ini: browser harus menyelesaikan pemeriksaan singkat sebelum halaman ini dibuka.',
  },
  finishFirst: { en: 'Please finish "{name}" first.', id: 'Silakan selesaikan "{name}" terlebih dahulu.' },
  finished: {
    en: 'This test is already finished; its answers can no longer change.',
    id: 'Tes ini sudah selesai; jawabannya tidak dapat diubah lagi.',
  },
  sectionFinished: {
    en: 'This section is finished; its answers can no longer change.',
    id: 'Bagian ini sudah selesai; jawabannya tidak dapat diubah lagi.',
  },
  notStarted: { en: 'This test has not been started yet.', id: 'Tes ini belum dimulai.' },
  sectionNotStarted: { en: 'This section has not been started yet.', id: 'Bagian ini belum dimulai.' },
  sectionTimeOver: {
    en: SECTION_TIME_OVER,
    id: 'Waktu untuk bagian ini sudah habis; jawaban tidak dapat diubah lagi.',
  },
  itemTimeOver: {
    en: ITEM_TIME_OVER,
    id: 'Waktu untuk soal ini sudah habis; jawabannya tidak dapat diubah lagi.',
  },
  movedOn: {
    en: MOVED_ON,
    id: 'Bagian ini hanya maju: soal berikutnya sudah dijawab, jadi soal ini tidak dapat diubah lagi.',
  },
  notServed: { en: ITEM_NOT_SERVED, id: 'Soal ini tidak diberikan kepada Anda dalam tes ini.' },
  adaptiveAnswered: {
    en: ADAPTIVE_ANSWERED,
    id: 'Setiap soal pada tes adaptif dijawab sekali: soal berikutnya dipilih berdasarkan jawaban ini, jadi jawabannya tidak dapat diubah lagi.',
  },
  unknownItem: { en: "unknown item '{item}'", id: "soal '{item}' tidak dikenal" },
  noBreaks: {
    en: 'Breaks are not part of your test arrangements. To ask for them, use "Ask for an adjustment" on your dashboard.',
    id: 'Jeda tidak termasuk pengaturan tes Anda. Untuk memintanya, gunakan "Minta penyesuaian" di dasbor Anda.',
  },
  breakNeedsClock: {
    en: 'A break pauses a running timed section. Between sections no clock runs: rest as long as you need before you start the next one.',
    id: 'Jeda menghentikan sementara bagian berwaktu yang sedang berjalan. Di antara bagian tidak ada waktu yang berjalan: beristirahatlah selama Anda perlu sebelum memulai bagian berikutnya.',
  },
  onBreak: {
    en: 'You are on a break; end it to continue answering.',
    id: 'Anda sedang jeda; akhiri jeda untuk melanjutkan menjawab.',
  },
  breaksUsed: {
    en: 'You have used all the break time granted for this section.',
    id: 'Anda sudah memakai seluruh waktu jeda yang diberikan untuk bagian ini.',
  },
});
