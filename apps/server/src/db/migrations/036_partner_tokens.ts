import type { Kysely } from 'kysely';
import { addColumnTo, addMissingTranslations, forwardOnly, type MasterStrings } from './helpers';

// A corporate's partner token, sent by its partner pages in the partner-token header (spec 6 and
// 7). Only its SHA-256 is kept, like session tokens: a database leak does not leak the token, and
// the back office can show it once only, when it is drawn.
//
// And the participant pages' words for a link that has expired, shown from the expiry they stored
// (spec 3 params.expiry_date) when the server cannot be reached to say so.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const STORED_STATE_STRINGS: MasterStrings = {
  'participant-common': {
    codeExpiredTitle: ['Kode peserta sudah tidak berlaku', 'This participant code has expired'],
    codeExpiredBody: [
      'Masa berlaku link ujian Anda telah habis. Silakan hubungi penyelenggara ujian.',
      'The link to your assessment is no longer valid. Please contact the organiser.',
    ],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'corporate_accounts', 'partner_token_hash', 'text');
  await addColumnTo(db, 'corporate_accounts', 'partner_token_created_at', 'text');
  // Tells a token of another corporate (403) from one of none (401).
  await db.schema
    .createIndex('corporate_accounts_partner_token')
    .unique()
    .on('corporate_accounts')
    .column('partner_token_hash')
    .execute();
  await addMissingTranslations(db, STORED_STATE_STRINGS);
}

export const down = forwardOnly;
