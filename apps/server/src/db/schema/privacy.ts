import type { Timestamp } from './columns';

// The tables modules/privacy owns (db/table-owners.json).

/** Settings an admin changes at run time (migration 024), overriding the env defaults. */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** The privacy feature's part of the Database (db/schema.ts). */
export interface PrivacyTables {
  app_settings: AppSettingTable;
}
