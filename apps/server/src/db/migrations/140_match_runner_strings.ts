import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's strings for match items: each source's dropdown (or group of checkboxes) is
// named for screen readers by the source it pairs ("Match for France").

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const MATCH_RUNNER_STRINGS: MasterStrings = {
  'participant-test-runner': {
    matchLabel: ['Pasangan untuk {source}', 'Match for {source}'],
  },
};

export const up = addingStrings(MATCH_RUNNER_STRINGS);

export const down = forwardOnly;
