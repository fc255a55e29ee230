import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The sso feature's tables (modules/sso).

/** An account's OpenID Connect sign-in (migration 070); a corporate's row also names its consultant. */
export interface SsoConfigTable {
  id: Generated<number>;
  /** 'consultant:<id>' or 'corporate:<id>': one configuration per account. */
  account_key: string;
  account_consultant_id: number;
  account_corporate_id: number | null;
  issuer_url: string;
  client_id: string;
  /** Sent to the provider's token endpoint; never answered to any client. */
  client_secret: string;
  /** What a signed-in stranger of an allowed domain becomes: nobody, or the account's staff. */
  new_user_role: 'none' | 'collaborator';
  require_sso: Flag;
  is_enabled: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SsoDomainTable {
  domain: string;
  sso_config_id: number;
}

export interface SsoSignInTable {
  id: Generated<number>;
  state_hash: string;
  nonce: string;
  code_verifier: string;
  session_id: number;
  sso_config_id: number;
  email: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  called_back_at: Timestamp | null;
  outcome_hash: string | null;
  user_id: number | null;
  refusal: string | null;
  finished_at: Timestamp | null;
}

/** The sso feature's part of the Database (db/schema.ts). */
export interface SsoTables {
  sso_configs: SsoConfigTable;
  sso_domains: SsoDomainTable;
  sso_sign_ins: SsoSignInTable;
}
