import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's strings for inline-choice items: each dropdown in the question's text is
// named for screen readers by its place ("Gap 2 of 3") and offers a first, empty choice.

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const INLINE_CHOICE_RUNNER_STRINGS: MasterStrings = {
  'participant-test-runner': {
    gapLabel: ['Rumpang {n} dari {total}', 'Gap {n} of {total}'],
    gapPlaceholder: ['Pilih…', 'Choose…'],
  },
};

export const up = addingStrings(INLINE_CHOICE_RUNNER_STRINGS);

export const down = forwardOnly;
