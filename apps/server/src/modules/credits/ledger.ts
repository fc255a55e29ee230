import type { CreditEntryReason } from '@asesa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import {
  findBatchHeld,
  findChargeSubject,
  findFirstStartedTest,
  findLedgerTotals,
  insertCharge,
  insertLedgerEntries,
  type LedgerScope,
  listBatchHeldByProject,
  listProjectCosts,
  listReservationMismatches,
  listReservedByProject,
  lockCorporateLedger,
  type NewLedgerEntry,
  sumCreditBalance,
} from './ledger.repository';

export { lockCorporateLedger } from './ledger.repository';

type Db = Kysely<Database> | Transaction<Database>;
type Dialect = 'sqlite' | 'postgres';

// Credits (DOMAIN "Credits") as an append-only ledger of a corporate account's entries:
// - grant: credits added to the balance (a top-up, the demo's opening credits);
// - reserve: an invited participant holds their project's cost until they start;
// - release: that hold ends without a start (invitation revoked or expired, project removed, or
//   the project's cost changed: the difference is released or reserved);
// - charge: the participant started their first test, so their project's cost leaves the balance
//   and their reservation is used up, once per participant.
// A bulk invitation being sent holds its rows' cost too (reserve and release of reason
// bulk_batch, naming the batch rather than a participant): claimed, it reserves all its valid
// rows; each chunk moves the hold of the rows it processed to the participants it inserted; its
// end releases what is left (rows skipped, a run that failed for good).
// The balance is the sum of the entries' amounts, the reserved credits the sum of their
// reservation changes; nothing else is stored. Every write of one corporate's ledger holds its
// lock, so two writers never decide from the same entries.

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** Credits one participant of each project costs: the sum of its instruments' credit costs. */
export async function projectCosts(db: Db, projectIds: number[]): Promise<Map<number, number>> {
  const costs = new Map<number, number>(projectIds.map((id) => [id, 0]));
  if (!projectIds.length) return costs;
  for (const r of await listProjectCosts(db, projectIds)) costs.set(r.project_id, Number(r.cost));
  return costs;
}

export async function projectCost(db: Db, projectId: number): Promise<number> {
  return (await projectCosts(db, [projectId])).get(projectId) ?? 0;
}

/** Adds credits to a corporate's balance; answers the entry's id. */
export async function grantCredits(
  db: Db,
  grant: {
    corporateId: number;
    amount: number;
    reason: 'top_up' | 'opening';
    remarks?: string;
    createdBy: number | null;
    at?: string;
  },
): Promise<number> {
  const [id] = await insertLedgerEntries(db, [
    {
      account_corporate_id: grant.corporateId,
      kind: 'grant',
      reason: grant.reason,
      amount: grant.amount,
      reserved_change: 0,
      remarks: grant.remarks ?? '',
      created_by: grant.createdBy,
      created_at: grant.at ?? nowIso(),
      participant_id: null,
      project_id: null,
      instrument_id: null,
    },
  ]);
  return id;
}

type Mismatch = Awaited<ReturnType<typeof listReservationMismatches>>[number];

/** Why a participant's reservation grows or shrinks, from their state. */
function reasonOf(row: Mismatch, first: 'invited' | 'access_code'): CreditEntryReason {
  const held = Number(row.held);
  const target = Number(row.target);
  if (target > held) {
    if (held !== 0) return 'repriced';
    return Number(row.entries) > 0 ? 'reinvited' : first;
  }
  if (target > 0) return 'repriced';
  if (Number(row.project_removed)) return 'project_removed';
  if (row.status === 'revoked') return 'revoked';
  if (row.status === 'expired') return 'expired';
  // Still waiting to start, so the hold ends because the project's tests now cost nothing.
  if ((row.status === 'invited' || row.status === 'registered') && !row.started_at) return 'repriced';
  return 'ended';
}

/**
 * Brings the reservations of the scope's participants in line with their state: an invited
 * participant who has not started holds their project's cost; a revoked or expired invitation,
 * a removed project or a start holds nothing; a changed cost holds the new one. Writes the
 * reserve and release entries that make it so (none when the ledger already agrees), and runs
 * after every change of those states (the caller's transaction, if any, includes them).
 */
export async function syncReservations(
  db: Db,
  dialect: Dialect,
  scope: LedgerScope,
  opts: { reason?: 'invited' | 'access_code'; createdBy?: number | null; at?: string } = {},
): Promise<void> {
  // Most calls find nothing to do: look before taking the lock.
  if (!(await listReservationMismatches(db, scope)).length) return;
  await inTransaction(db, async (trx) => {
    await lockCorporateLedger(trx, dialect, scope.corporateId);
    const rows = await listReservationMismatches(trx, scope);
    const at = opts.at ?? nowIso();
    const entries = rows.map((row): NewLedgerEntry => {
      const change = Number(row.target) - Number(row.held);
      return {
        account_corporate_id: scope.corporateId,
        kind: change > 0 ? 'reserve' : 'release',
        reason: reasonOf(row, opts.reason ?? 'invited'),
        amount: 0,
        reserved_change: change,
        remarks: '',
        created_by: opts.createdBy ?? null,
        created_at: at,
        participant_id: row.id,
        project_id: row.project_id,
        instrument_id: null,
      };
    });
    for (let i = 0; i < entries.length; i += 200) await insertLedgerEntries(trx, entries.slice(i, i + 200));
  });
}

/**
 * Charges a participant's project cost when they start their first test, using up what they hold
 * in reserve. Once per participant: a repeated or concurrent start finds the charge (under the
 * corporate's lock, and the partial unique index as the last word) and adds nothing. Never
 * refuses: a candidate already invited may start even if the balance went negative. Run it in the
 * transaction that marks the participant started, so no one sees the start without the charge.
 */
export async function chargeParticipantStart(
  db: Db,
  dialect: Dialect,
  participantId: number,
  opts: { instrumentId?: number; at?: string } = {},
): Promise<void> {
  const first = await findChargeSubject(db, participantId);
  if (!first || Number(first.charged)) return;
  await inTransaction(db, async (trx) => {
    await lockCorporateLedger(trx, dialect, first.account_corporate_id);
    const subject = await findChargeSubject(trx, participantId);
    if (!subject || Number(subject.charged)) return;
    const held = Number(subject.held ?? 0);
    const cost = await projectCost(trx, subject.project_id);
    if (cost <= 0 && held === 0) return;
    await insertCharge(trx, {
      account_corporate_id: subject.account_corporate_id,
      kind: 'charge',
      reason: 'started',
      amount: -cost,
      reserved_change: -held,
      remarks: '',
      created_by: null,
      created_at: opts.at ?? nowIso(),
      participant_id: subject.id,
      project_id: subject.project_id,
      instrument_id: opts.instrumentId ?? (await findFirstStartedTest(trx, participantId)),
    });
  });
}

/**
 * Sets what a bulk invitation holds in reserve to its `rows` still to insert × its project's
 * cost, writing the one reserve or release entry that makes it so (none when it already holds
 * that). Under the corporate's lock, in the caller's transaction if any: the claim checks the
 * credits in it, and each chunk inserts its participants (who reserve their own) in it, so the
 * reserved credits never count a row twice or not at all.
 */
export async function holdForBatch(
  db: Db,
  dialect: Dialect,
  hold: {
    corporateId: number;
    projectId: number;
    batchId: number;
    rows: number;
    createdBy: number | null;
    at?: string;
  },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCorporateLedger(trx, dialect, hold.corporateId);
    const target = Math.max(0, hold.rows) * (await projectCost(trx, hold.projectId));
    const change = target - (await findBatchHeld(trx, hold.batchId));
    if (change === 0) return;
    await insertLedgerEntries(trx, [
      {
        account_corporate_id: hold.corporateId,
        kind: change > 0 ? 'reserve' : 'release',
        reason: 'bulk_batch',
        amount: 0,
        reserved_change: change,
        remarks: '',
        created_by: hold.createdBy,
        created_at: hold.at ?? nowIso(),
        participant_id: null,
        project_id: hold.projectId,
        instrument_id: null,
        batch_id: hold.batchId,
      },
    ]);
  });
}

/**
 * A corporate's balance and reserved credits, and what each project holds (its participants and
 * the bulk invitations being sent), all from its ledger.
 */
export async function ledgerFigures(db: Db, corporateId: number) {
  const [totals, projects, batches] = await Promise.all([
    findLedgerTotals(db, corporateId),
    listReservedByProject(db, corporateId),
    listBatchHeldByProject(db, corporateId),
  ]);
  return {
    balance: Number(totals.balance),
    reserved: Number(totals.reserved),
    projects: projects.map((p) => ({
      projectId: Number(p.project_id),
      credits: Number(p.credits),
      participants: Number(p.participants),
    })),
    batches: batches.map((b) => ({ projectId: Number(b.project_id), credits: Number(b.credits) })),
  };
}

/** The credits left to a corporate, or to all of a consultant's corporates: the ledger's sum. */
export function creditBalance(
  db: Kysely<Database>,
  scope: { corporateId: number } | { consultantId: number },
): Promise<number> {
  return sumCreditBalance(db, scope);
}
