import { messageTable } from '../lib/server-messages';

/** The datatable protocol's refusals (datatable.ts), in each language the server speaks. */
export const DATATABLE_MESSAGES = messageTable('datatable', {
  unknownColumn: { en: "unknown column '{column}'", id: "kolom '{column}' tidak dikenal" },
  unsortableColumn: { en: 'column {column} cannot be sorted', id: 'kolom {column} tidak dapat diurutkan' },
});
