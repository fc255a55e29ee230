import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's strings for hottext, hotspot and slider items: each selectable part of a text
// and each area of an image is a toggle button named by its place, and a slider says whether it
// has been answered yet (a value at the lower bound is an answer, an untouched slider is not).

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const SELECTION_RUNNER_STRINGS: MasterStrings = {
  'participant-test-runner': {
    hottextLabel: ['{text} (bagian {n} dari {total})', '{text} (part {n} of {total})'],
    hotspotAreaLabel: ['Area {n} dari {total}', 'Area {n} of {total}'],
    hotspotHint: ['Pilih area pada gambar.', 'Select areas of the image.'],
    sliderLabel: ['Geser untuk menjawab', 'Slide to answer'],
    sliderValue: ['Jawaban Anda: {value}', 'Your answer: {value}'],
    sliderUnanswered: ['Belum dijawab', 'Not answered yet'],
  },
};

export const up = addingStrings(SELECTION_RUNNER_STRINGS);

export const down = forwardOnly;
