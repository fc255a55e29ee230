import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables http owns (db/table-owners.json).

/** A secret the server drew itself on first use, shared by every app instance (migration 050). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A proof-of-work challenge spent, kept until it expires so it cannot be replayed. */
export interface ProofOfWorkUseTable {
  signature: string;
  expires_at: Timestamp;
}

export type ThrottleGuard = 'login' | 'access_code' | 'participant_code';

export type ThrottleScope = 'ip' | 'key' | 'global';

/** An admin lifted a throttle: its scope's counting starts after created_at. */
export interface ThrottleLiftTable {
  id: Generated<number>;
  guard: ThrottleGuard;
  scope: ThrottleScope;
  /** The address or the key (an e-mail, an access code); '' for global. */
  value: string;
  lifted_by: number | null;
  created_at: Timestamp;
}

/** The http layer's part of the Database (db/schema.ts). */
export interface HttpTables {
  server_secrets: ServerSecretTable;
  proof_of_work_uses: ProofOfWorkUseTable;
  throttle_lifts: ThrottleLiftTable;
}
