import type { CorporateCredits, CreditSummary } from '@asesa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import {
  countBatchRowsWaiting,
  countUndebitedParticipants,
  findCreditBalance,
  findDebitedParticipant,
  insertStartDebit,
  listProjectCosts,
  listProjectNames,
  lockCorporate,
} from './credits.repository';
import { expireOverdueCodes } from './invitations.repository';

type Db = Kysely<Database> | Transaction<Database>;

// Credits (DOMAIN "Credits"): the balance is the sum of the corporate's ledger. Every invited
// participant who has not started (and is not revoked or expired) holds a reservation of their
// project's cost; a participant who starts is debited once. A project may only invite what the
// balance minus the reservations covers, and a candidate already invited is never blocked.

/** Credits one participant of each project costs: the sum of its instruments' credit costs. */
export async function projectCosts(db: Db, projectIds: number[]): Promise<Map<number, number>> {
  const costs = new Map<number, number>(projectIds.map((id) => [id, 0]));
  if (!projectIds.length) return costs;
  const rows = await listProjectCosts(db, projectIds);
  for (const r of rows) costs.set(r.project_id, Number(r.cost));
  return costs;
}

export async function projectCost(db: Db, projectId: number): Promise<number> {
  return (await projectCosts(db, [projectId])).get(projectId) ?? 0;
}

/**
 * Balance, reservations (per project: participants × cost) and what is still available for new
 * invitations, for one corporate.
 */
export async function corporateCredits(db: Db, corporateId: number): Promise<CorporateCredits> {
  await expireOverdueCodes(db, { corporateId });
  const balanceRow = await findCreditBalance(db, corporateId);
  const pending = await countUndebitedParticipants(db, corporateId);
  // Bulk batches being invited hold their rows not yet inserted (inserted ones count above).
  const batches = await countBatchRowsWaiting(db, corporateId);
  const waiting = new Map<number, number>();
  for (const p of [...pending, ...batches])
    waiting.set(p.project_id, (waiting.get(p.project_id) ?? 0) + Number(p.n));
  const costs = await projectCosts(db, [...waiting.keys()]);
  // A project whose instruments cost nothing reserves nothing.
  const projectIds = [...waiting.keys()].filter(
    (id) => (waiting.get(id) ?? 0) > 0 && (costs.get(id) ?? 0) > 0,
  );
  const names = projectIds.length ? await listProjectNames(db, projectIds) : [];
  const reservations = names
    .map((p) => {
      const participants = waiting.get(p.id) ?? 0;
      const cost = costs.get(p.id) ?? 0;
      return {
        project_id: p.id,
        project_name: p.name,
        participants,
        cost_per_participant: cost,
        credits: participants * cost,
      };
    })
    .sort((a, b) => b.credits - a.credits || a.project_name.localeCompare(b.project_name));
  const reserved = reservations.reduce((sum, r) => sum + r.credits, 0);
  const balance = Number(balanceRow.balance);
  return {
    balance,
    reserved,
    available: balance - reserved,
    reserved_participants: reservations.reduce((sum, r) => sum + r.participants, 0),
    reservations,
  };
}

export async function creditSummary(
  db: Db,
  project: { id: number; account_corporate_id: number },
): Promise<CreditSummary> {
  const credits = await corporateCredits(db, project.account_corporate_id);
  return {
    account_corporate_id: project.account_corporate_id,
    ...credits,
    cost_per_participant: await projectCost(db, project.id),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Serialises invitations of one corporate for the rest of the transaction, so two concurrent
 * invitations cannot both spend the same credits (PostgreSQL row lock; SQLite runs one write
 * transaction at a time already).
 */
export async function lockCorporateCredits(trx: Db, dialect: 'sqlite' | 'postgres', corporateId: number) {
  await lockCorporate(trx, dialect, corporateId);
}

/** Refuses to invite `count` new participants when the available credits do not cover them. */
export async function assertCreditsCover(
  db: Db,
  project: { id: number; account_corporate_id: number },
  count: number,
): Promise<void> {
  const summary = await creditSummary(db, project);
  const needed = count * summary.cost_per_participant;
  if (needed > summary.available) {
    const covers = Math.max(0, summary.available);
    throw badRequest(
      `Not enough credits: inviting ${plural(count, 'participant')} needs ${plural(needed, 'credit')}, ` +
        `${plural(covers, 'credit')} ${covers === 1 ? 'is' : 'are'} available ` +
        `(balance ${plural(summary.balance, 'credit')}, ${plural(summary.reserved, 'credit')} reserved for ` +
        `${plural(summary.reserved_participants, 'invited participant')} who ${summary.reserved_participants === 1 ? 'has' : 'have'} not started).`,
      'credits',
    );
  }
}

/**
 * Debits a participant's project cost when they start their first test. Idempotent: a unique
 * index on credit_ledger.participant_id (migration 010) makes a repeated or concurrent call a
 * no-op. Never refuses: a candidate already invited may start even if the balance went negative.
 */
export async function debitParticipantStart(db: Db, participantId: number): Promise<void> {
  const participant = await findDebitedParticipant(db, participantId);
  if (!participant) return;
  const cost = await projectCost(db, participant.project_id);
  if (cost <= 0) return;
  await insertStartDebit(db, {
    account_corporate_id: participant.account_corporate_id,
    amount: -cost,
    remarks: `Test started: ${participant.name || `participant ${participant.id}`} (${participant.project_name})`,
    created_at: nowIso(),
    participant_id: participant.id,
    project_id: participant.project_id,
  });
}
