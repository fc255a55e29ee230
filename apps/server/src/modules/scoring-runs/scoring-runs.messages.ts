import { messageTable } from '../../lib/server-messages';

/** What the recalculation calls answer the back office, in each language the server speaks. */
export const SCORING_RUN_MESSAGES = messageTable('scoring-runs', {
  nothingToRecalculate: {
    en: 'nobody in this project has finished their tests yet, so there is nothing to recalculate',
    id: 'belum ada peserta proyek ini yang menyelesaikan tesnya, jadi belum ada yang dapat dihitung ulang',
  },
});
