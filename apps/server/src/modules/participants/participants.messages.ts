import { messageTable } from '../../lib/server-messages';

/** What the participant list calls answer the back office, in each language the server speaks. */
export const PARTICIPANT_MESSAGES = messageTable('participants', {
  rangeReversed: {
    en: '{field}_min ({min}) must not be above {field}_max ({max})',
    id: '{field}_min ({min}) tidak boleh lebih besar dari {field}_max ({max})',
  },
});
