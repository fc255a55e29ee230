import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The tables modules/languages owns (db/table-owners.json).

export interface MasterLanguageTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** One UI string of a participant page in one master language (unique page_code × key × language_code). */
export interface MasterTranslationTable {
  id: Generated<number>;
  page_code: string;
  key: string;
  language_code: string;
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** The languages feature's part of the Database (db/schema.ts). */
export interface LanguagesTables {
  master_languages: MasterLanguageTable;
  master_translations: MasterTranslationTable;
}
