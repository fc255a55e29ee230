import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's strings for adaptive sections, where the server chooses each next question
// from the answers so far: the section's introduction, the wait for the next question, the end.

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const ADAPTIVE_RUNNER_STRINGS: MasterStrings = {
  'participant-test-runner': {
    sectionReadyBodyAdaptiveTimed: [
      'Paling banyak {items} soal, {minutes} menit. Setiap soal dipilih berdasarkan jawaban Anda sebelumnya, dan Anda tidak dapat kembali ke soal sebelumnya. Waktu mulai berjalan saat Anda menekan Mulai.',
      'Up to {items} questions, {minutes} min. Each question is chosen from your previous answers, and you cannot go back. The time starts when you press Start.',
    ],
    sectionReadyBodyAdaptiveUntimed: [
      'Paling banyak {items} soal, tanpa batas waktu. Setiap soal dipilih berdasarkan jawaban Anda sebelumnya, dan Anda tidak dapat kembali ke soal sebelumnya. Waktu mulai berjalan saat Anda menekan Mulai.',
      'Up to {items} questions, no time limit. Each question is chosen from your previous answers, and you cannot go back. The time starts when you press Start.',
    ],
    adaptiveNotice: [
      'Soal berikutnya dipilih berdasarkan jawaban Anda. Setiap jawaban bersifat final setelah Anda menekan Lanjut.',
      'The next question is chosen from your answers. Each answer is final once you press Next.',
    ],
    adaptiveQuestion: ['Soal {n} (paling banyak {max})', 'Question {n} (at most {max})'],
    adaptiveWaiting: [
      'Jawaban Anda tersimpan di perangkat ini. Soal berikutnya muncul begitu koneksi kembali.',
      'Your answer is kept on this device. The next question appears as soon as the connection returns.',
    ],
    adaptiveDone: [
      'Anda telah menjawab semua soal di bagian ini.',
      'You have answered all the questions of this section.',
    ],
  },
};

export const up = addingStrings(ADAPTIVE_RUNNER_STRINGS);

export const down = forwardOnly;
