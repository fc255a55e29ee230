import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema';

// Replays credit ledgers entry by entry and checks them against the participants' states, read
// straight from the tables (not through the server's figures), for the ledger suites (not a test
// file itself).

export interface ReplayedLedger {
  corporateId: number;
  /** Sum of the entries' amounts, in their order. */
  balance: number;
  /** Sum of the entries' reservation changes, in their order. */
  reserved: number;
  /** What the entries hold in reserve, per project (projects holding nothing left out). */
  reservedByProject: Record<number, number>;
  entries: number;
}

type Entry = Awaited<ReturnType<typeof listEntries>>[number];

const listEntries = (db: Kysely<Database>) =>
  db.selectFrom('credit_ledger').selectAll().orderBy('created_at').orderBy('id').execute();

/**
 * Replays every corporate's ledger, checking each entry as it goes: a grant adds to the balance
 * and reserves nothing; a reservation or its release names its participant and moves no credit;
 * a charge takes credits and uses up what its participant held, once per participant; no
 * participant ever holds less than nothing.
 */
export async function replayLedgers(db: Kysely<Database>): Promise<ReplayedLedger[]> {
  const ledgers = new Map<number, ReplayedLedger>();
  const held = new Map<number, number>();
  const batchHeld = new Map<number, number>();
  const charged = new Set<number>();
  for (const e of await listEntries(db)) {
    const ledger = ledgers.get(e.account_corporate_id) ?? {
      corporateId: e.account_corporate_id,
      balance: 0,
      reserved: 0,
      reservedByProject: {},
      entries: 0,
    };
    ledgers.set(e.account_corporate_id, ledger);
    const amount = Number(e.amount);
    const change = Number(e.reserved_change);
    checkEntry(e, amount, change, held, charged);
    ledger.entries += 1;
    ledger.balance += amount;
    ledger.reserved += change;
    if (e.batch_id !== null) {
      batchHeld.set(e.batch_id, (batchHeld.get(e.batch_id) ?? 0) + change);
      expect(batchHeld.get(e.batch_id), `batch ${e.batch_id} after entry ${e.id}`).toBeGreaterThanOrEqual(0);
    }
    if (e.participant_id !== null || e.batch_id !== null) {
      if (e.participant_id !== null) {
        held.set(e.participant_id, (held.get(e.participant_id) ?? 0) + change);
        expect(
          held.get(e.participant_id),
          `participant ${e.participant_id} after entry ${e.id}`,
        ).toBeGreaterThanOrEqual(0);
      }
      const project = e.project_id as number;
      ledger.reservedByProject[project] = (ledger.reservedByProject[project] ?? 0) + change;
      if (ledger.reservedByProject[project] === 0) delete ledger.reservedByProject[project];
    }
  }
  return [...ledgers.values()].sort((a, b) => a.corporateId - b.corporateId);
}

function checkEntry(
  e: Entry,
  amount: number,
  change: number,
  held: Map<number, number>,
  charged: Set<number>,
) {
  const where = `entry ${e.id} (${e.kind}, ${e.reason})`;
  if (e.kind === 'grant') {
    expect(change, where).toBe(0);
    expect(e.participant_id, where).toBeNull();
    expect(e.batch_id, where).toBeNull();
    return;
  }
  // A bulk invitation's hold names its batch instead of a participant, and is only ever that.
  if (e.reason === 'bulk_batch') {
    expect(e.kind, where).toMatch(/^(reserve|release)$/);
    expect(e.participant_id, where).toBeNull();
    expect(e.batch_id, where).not.toBeNull();
  } else {
    expect(e.participant_id, where).not.toBeNull();
    expect(e.batch_id, where).toBeNull();
  }
  expect(e.project_id, where).not.toBeNull();
  if (e.kind === 'reserve') {
    expect(amount, where).toBe(0);
    expect(change, where).toBeGreaterThan(0);
  } else if (e.kind === 'release') {
    expect(amount, where).toBe(0);
    expect(change, where).toBeLessThan(0);
  } else {
    expect(e.kind, where).toBe('charge');
    expect(amount, where).toBeLessThanOrEqual(0);
    // A charge uses up exactly what its participant held.
    expect(change === 0 ? 0 : -change, where).toBe(held.get(e.participant_id as number) ?? 0);
    expect(charged.has(e.participant_id as number), `${where}: a second charge`).toBe(false);
    charged.add(e.participant_id as number);
  }
}

/**
 * What each project should hold by the participants' states, computed apart from the ledger:
 * its invited participants who have not started (neither revoked nor expired, of a project not
 * removed) and the rows its bulk invitations being sent have not inserted yet, × its cost (the
 * sum of its instruments' credit costs). Per corporate, then project.
 */
export async function expectedReservations(
  db: Kysely<Database>,
): Promise<Map<number, Record<number, number>>> {
  const costs = new Map<number, number>();
  for (const r of await db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select(['pi.project_id', 'i.credit_cost'])
    .execute())
    costs.set(r.project_id, (costs.get(r.project_id) ?? 0) + Number(r.credit_cost));
  const waiting = await db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select(['pt.account_corporate_id', 'pt.project_id'])
    .where('pt.status', 'in', ['invited', 'registered'])
    .where('pt.started_at', 'is', null)
    .where('p.removed_at', 'is', null)
    .execute();
  const batches = await db
    .selectFrom('invitation_batches as b')
    .innerJoin('projects as p', 'p.id', 'b.project_id')
    .select(['p.account_corporate_id', 'b.project_id', 'b.valid_count', 'b.invited_count'])
    .where('b.status', 'in', ['queued', 'running'])
    .execute();
  const expected = new Map<number, Record<number, number>>();
  const add = (corporateId: number, projectId: number, rows: number) => {
    const cost = costs.get(projectId) ?? 0;
    if (!cost || !rows) return;
    const byProject = expected.get(corporateId) ?? {};
    byProject[projectId] = (byProject[projectId] ?? 0) + rows * cost;
    expected.set(corporateId, byProject);
  };
  for (const w of waiting) add(w.account_corporate_id, w.project_id, 1);
  for (const b of batches)
    add(b.account_corporate_id, b.project_id, Number(b.valid_count) - Number(b.invited_count));
  return expected;
}

/**
 * Every ledger replays cleanly and holds, per project, what the participants' states say it
 * should; answers the replayed ledgers.
 */
export async function expectLedgersReconcile(db: Kysely<Database>): Promise<ReplayedLedger[]> {
  const ledgers = await replayLedgers(db);
  const expected = await expectedReservations(db);
  const corporates = new Set([...ledgers.map((l) => l.corporateId), ...expected.keys()]);
  for (const corporateId of corporates) {
    const ledger = ledgers.find((l) => l.corporateId === corporateId);
    expect(ledger?.reservedByProject ?? {}, `corporate ${corporateId}: reserved per project`).toEqual(
      expected.get(corporateId) ?? {},
    );
  }
  return ledgers;
}
