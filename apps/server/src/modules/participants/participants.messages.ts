import { messageTable } from '../../lib/server-messages';

/** What the participant list calls answer the back office, in each language the server speaks. */
export const PARTICIPANT_MESSAGES = messageTable('participants', {
  rangeReversed: {
    en: '{field}_min ({min}) must not be above {field}_max ({max})',
    id: '{field}_min ({min}) tidak boleh lebih besar dari {field}_max ({max})',
  },
  nothingToRecalculate: {
    en: 'nobody in this project has finished their tests yet, so there is nothing to recalculate',
    id: 'belum ada peserta proyek ini yang menyelesaikan tesnya, jadi belum ada yang dapat dihitung ulang',
  },
});
