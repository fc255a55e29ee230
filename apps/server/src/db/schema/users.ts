import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// The tables modules/users owns (db/table-owners.json).

/** A single-use invitation link; only the SHA-256 of its token is stored. */
export interface UserInvitationTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Set when a re-invite issued a newer link. */
  replaced_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  /** The sign-in address; for an invited collaborator a placeholder until the link is accepted. */
  email: string;
  /** The address an invited collaborator was invited at (null once accepted, and for others). */
  invited_email: string | null;
  password_hash: string | null;
  name: string;
  title: string | null;
  role: 'admin' | 'consultant' | 'collaborator';
  account_consultant_id: number | null;
  account_corporate_id: number | null;
  photo_path: string | null;
  photo_thumbnail: string | null;
  is_agree_tnc: Flag;
  /** Back-office UI locale (auth/save-user-data). */
  locale: Generated<string>;
  /** Language of content the user edits and previews (a master language code). */
  admin_language: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** The users feature's part of the Database (db/schema.ts). */
export interface UsersTables {
  users: UserTable;
  user_invitations: UserInvitationTable;
}
