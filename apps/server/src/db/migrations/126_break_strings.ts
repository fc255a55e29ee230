import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's break screen (an accommodation's breaks pause the section's clock, migration 125).

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const BREAK_STRINGS: MasterStrings = {
  'participant-test-runner': {
    breakTake: ['Ambil jeda', 'Take a break'],
    breakLeft: ['Sisa waktu jeda untuk bagian ini: {time}', 'Break time left for this section: {time}'],
    breakTitle: ['Anda sedang jeda', 'You are on a break'],
    breakBody: [
      'Waktu bagian ini berhenti selama jeda. Jawaban Anda sudah tersimpan. Jeda berakhir ketika Anda menekan Lanjutkan tes.',
      'The time for this section stands still during your break. Your answers are saved. The break ends when you press Resume the test.',
    ],
    breakRemaining: ['Sisa waktu jeda', 'Break time left'],
    breakSectionTime: ['Waktu bagian yang tersisa: {time}', 'Time left in the section: {time}'],
    breakOver: [
      'Waktu jeda Anda sudah habis: waktu bagian berjalan lagi mulai sekarang.',
      'Your break time is used up: the section time runs again from now.',
    ],
    breakResume: ['Lanjutkan tes', 'Resume the test'],
    breakFailed: ['Jeda tidak dapat dimulai atau diakhiri.', 'The break could not be started or ended.'],
  },
};

export const up = addingStrings(BREAK_STRINGS);

export const down = forwardOnly;
