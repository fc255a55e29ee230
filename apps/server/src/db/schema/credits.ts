import type { CreditEntryKind, CreditEntryReason } from '@asesa/contracts';
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/credits owns (db/table-owners.json).

/**
 * The credit ledger: append-only (database triggers refuse an update or a delete, migration 042).
 * The balance is the sum of `amount`, the reserved credits the sum of `reserved_change`.
 */
export interface CreditLedgerTable {
  id: Generated<number>;
  account_corporate_id: number;
  kind: CreditEntryKind;
  reason: CreditEntryReason;
  /** Change of the balance: + grant, − charge, 0 reserve and release. */
  amount: number;
  /** Change of the reserved credits: + reserve, − release, − the reservation a charge uses. */
  reserved_change: number;
  /** The note of a top-up; empty on the entries the system makes (their line is their kind). */
  remarks: string;
  created_by: number | null;
  created_at: Timestamp;
  /** The participant an entry is about (reserve, release, charge) and their project. */
  participant_id: number | null;
  project_id: number | null;
  /** On a charge: the test the participant started with. */
  instrument_id: number | null;
  /** On a bulk invitation's hold (reason bulk_batch): its batch; null on every other entry. */
  batch_id: Generated<number | null>;
}

/** The credits feature's part of the Database (db/schema.ts). */
export interface CreditsTables {
  credit_ledger: CreditLedgerTable;
}
