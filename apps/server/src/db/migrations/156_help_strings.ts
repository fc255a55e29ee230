import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The help every participant page offers in the same place (WCAG 3.2.6 consistent help): whom
// to ask (the consultant running the project, or the platform) and a short how-to.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const HELP_STRINGS: MasterStrings = {
  'participant-common': {
    helpButton: ['Bantuan', 'Help'],
    helpTitle: ['Bantuan untuk tes Anda', 'Help with your test'],
    helpHowTo: [
      'Masukkan kode peserta dari undangan Anda, isi formulir pendaftaran dan setujui ketentuannya, lalu mulai setiap tes dari dasbor Anda. Jawaban Anda tersimpan saat Anda menjawab; jika koneksi terputus, tetap lanjutkan: jawaban dikirim ketika koneksi kembali.',
      'Enter the participant code from your invitation, fill in the registration form and accept the terms, then start each test from your dashboard. Your answers are saved as you go; if the connection drops, carry on: they are sent when it is back.',
    ],
    helpContactIntro: ['Untuk pertanyaan lain, hubungi {name}:', 'For anything else, contact {name}:'],
    helpEmail: ['Email', 'E-mail'],
    helpPhone: ['Telepon', 'Phone'],
  },
};

export const up = addingStrings(HELP_STRINGS);

export const down = forwardOnly;
