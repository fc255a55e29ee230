import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The tables modules/accounts owns (db/table-owners.json).

export interface ConsultantAccountTable {
  id: Generated<number>;
  name: string;
  legal_name: string;
  logo_path: string | null;
  logo_thumbnail: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface CorporateAccountTable {
  id: Generated<number>;
  account_consultant_id: number;
  name: string;
  legal_name: string;
  title: string;
  slug: string;
  logo_path: string | null;
  logo_thumbnail: string | null;
  color_theme: string;
  font_theme: string;
  is_show_header: Flag;
  is_use_corporate_logo: Flag;
  callback_url: string;
  sector_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
  /** HMAC key of partner deliveries (drawn on first use). */
  partner_secret: string | null;
  /** More origins allowed to frame the partner pages, space-separated. */
  partner_origins: Generated<string>;
  /** SHA-256 of the token its partner pages send in the partner-token header (migration 036). */
  partner_token_hash: string | null;
  partner_token_created_at: Timestamp | null;
}

/** A node of a consultant account's sector tree (parent_id null at the roots). */
export interface SectorTable {
  id: Generated<number>;
  account_consultant_id: number;
  parent_id: number | null;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** The accounts feature's part of the Database (db/schema.ts). */
export interface AccountsTables {
  consultant_accounts: ConsultantAccountTable;
  corporate_accounts: CorporateAccountTable;
  sectors: SectorTable;
}
