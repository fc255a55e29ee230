import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// What the candidate's pages say when the test moves on without them (another tab finished the
// section, the time ran out) and how an adaptive test counts its questions: the most it asks,
// never its bank. The adaptive notice names the button through a placeholder filled with the
// button's own label, so the sentence and the button never disagree.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts, runner-copy.ts) is this English. */
export const CANDIDATE_NOTICE_STRINGS: MasterStrings = {
  'participant-dashboard': {
    itemsCountUpTo: ['Paling banyak {n} soal', 'Up to {n} questions'],
    answeredOfUpTo: [
      '{answered} terjawab (paling banyak {total} soal)',
      '{answered} answered (at most {total} questions)',
    ],
    finishedElsewhere: [
      'Tes ini sudah diselesaikan di tab atau jendela lain.',
      'This test was already finished in another tab or window.',
    ],
  },
  'participant-test-runner': {
    adaptiveNoticeNext: [
      'Soal berikutnya dipilih berdasarkan jawaban Anda. Setiap jawaban bersifat final setelah Anda menekan {next}.',
      'The next question is chosen from your answers. Each answer is final once you press {next}.',
    ],
    sectionClosedElsewhere: [
      'Bagian sebelumnya sudah diselesaikan di tab atau jendela lain. Tes Anda berlanjut dari sini.',
      'The previous section was already finished in another tab or window. Your test continues from here.',
    ],
    previousSectionTimeUp: [
      'Waktu bagian sebelumnya sudah habis. Jawaban yang tersimpan tetap dihitung.',
      'Time ran out for the previous section. Your saved answers were kept.',
    ],
  },
};

export const up = addingStrings(CANDIDATE_NOTICE_STRINGS);

export const down = forwardOnly;
