import type { CorporateCredits, CreditSummary } from '@asesa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import {
  holdForBatch,
  ledgerFigures,
  lockCorporateLedger,
  projectCost,
  projectCosts,
  syncReservations,
} from '../credits/ledger';
import { participantRecords } from '../participants/participant-records.service';
import { enrolParticipants } from '../test-attempts/sittings.service';
import { listFailedBatches, markBatchFailed } from './bulk.repository';
import { listProjectNames } from './credits.repository';
import { INVITATION_MESSAGES as M } from './invitations.messages';

type Db = Kysely<Database> | Transaction<Database>;
/** The database (or the caller's transaction) and its dialect, for the ledger's lock. */
type LedgerDb = { db: Db; dialect: 'sqlite' | 'postgres' };

// Credits as inviting sees them (DOMAIN "Credits"): the corporate's ledger (modules/credits) holds
// the balance and a reservation of their project's cost for every invited participant who has
// not started, and of every row not inserted yet of a bulk sheet being invited. A project may
// only invite what the balance minus the reservations covers, and a candidate already invited is
// never blocked.

/**
 * Balance, reservations (per project: participants × cost) and what is still available for new
 * invitations, for one corporate. Codes past their expiry are expired first and the ledger
 * brought in line (their reservations released), so the figures are true without a scheduler.
 */
export async function corporateCredits(
  { db, dialect }: LedgerDb,
  corporateId: number,
): Promise<CorporateCredits> {
  await participantRecords.expireOverdueCodes(db, { corporateId });
  await syncReservations(db, dialect, { corporateId });
  await releaseFailedBatches({ db, dialect }, corporateId);
  const figures = await ledgerFigures(db, corporateId);
  const holding = new Map<number, { participants: number; credits: number }>(
    figures.projects.map((p) => [p.projectId, { participants: p.participants, credits: p.credits }]),
  );
  const costs = await projectCosts(db, [
    ...new Set([...holding.keys(), ...figures.batches.map((b) => b.projectId)]),
  ]);
  // A bulk invitation being sent holds its rows not inserted yet: they count as participants
  // waiting (its hold ÷ the cost it was reserved at, which is the project's cost).
  for (const b of figures.batches) {
    const cost = costs.get(b.projectId) ?? 0;
    const held = holding.get(b.projectId) ?? { participants: 0, credits: 0 };
    holding.set(b.projectId, {
      participants: held.participants + (cost > 0 ? Math.round(b.credits / cost) : 0),
      credits: held.credits + b.credits,
    });
  }
  const projectIds = [...holding.keys()].filter((id) => (holding.get(id)?.credits ?? 0) !== 0);
  const names = projectIds.length ? await listProjectNames(db, projectIds) : [];
  const reservations = names
    .map((p) => {
      const held = holding.get(p.id) ?? { participants: 0, credits: 0 };
      return {
        project_id: p.id,
        project_name: p.name,
        participants: held.participants,
        cost_per_participant: costs.get(p.id) ?? 0,
        credits: held.credits,
      };
    })
    .sort((a, b) => b.credits - a.credits || a.project_name.localeCompare(b.project_name));
  return {
    balance: figures.balance,
    reserved: figures.reserved,
    available: figures.balance - figures.reserved,
    reserved_participants: reservations.reduce((sum, r) => sum + r.participants, 0),
    reservations,
  };
}

/**
 * A bulk invitation whose job failed for good will insert no more rows: its hold is released and
 * the batch ended (in one transaction, so it is released once). Its inserted participants keep
 * their own reservations. Run where the figures are read, as expiries are, without a scheduler.
 */
async function releaseFailedBatches({ db, dialect }: LedgerDb, corporateId: number) {
  for (const batch of await listFailedBatches(db, corporateId)) {
    const end = async (trx: Transaction<Database>) => {
      await holdForBatch(trx, dialect, {
        corporateId,
        projectId: batch.project_id,
        batchId: batch.id,
        rows: 0,
        createdBy: batch.created_by,
      });
      await markBatchFailed(trx, batch.id);
    };
    await (db.isTransaction ? end(db as Transaction<Database>) : db.transaction().execute(end));
  }
}

export async function creditSummary(
  ledger: LedgerDb,
  project: { id: number; account_corporate_id: number },
): Promise<CreditSummary> {
  const credits = await corporateCredits(ledger, project.account_corporate_id);
  const { db } = ledger;
  return {
    account_corporate_id: project.account_corporate_id,
    ...credits,
    cost_per_participant: await projectCost(db, project.id),
  };
}

/** `n` with its noun, the singular for exactly one. */
const counted = (n: number, one: ServerMessage, many: ServerMessage) =>
  fillMessage(n === 1 ? one : many, { n });

/**
 * Serialises invitations of one corporate for the rest of the transaction, so two concurrent
 * invitations cannot both spend the same credits (PostgreSQL row lock; SQLite runs one write
 * transaction at a time already).
 */
export async function lockCorporateCredits(trx: Db, dialect: 'sqlite' | 'postgres', corporateId: number) {
  await lockCorporateLedger(trx, dialect, corporateId);
}

/** Refuses to invite `count` new participants when the available credits do not cover them. */
export async function assertCreditsCover(
  ledger: LedgerDb,
  project: { id: number; account_corporate_id: number },
  count: number,
): Promise<void> {
  const summary = await creditSummary(ledger, project);
  const needed = count * summary.cost_per_participant;
  if (needed > summary.available) {
    const covers = Math.max(0, summary.available);
    const credits = (n: number) => counted(n, M.creditOne, M.creditMany);
    throw badRequest(
      fillMessage(M.notEnoughCredits, {
        participants: counted(count, M.participantOne, M.participantMany),
        needed: credits(needed),
        available: fillMessage(covers === 1 ? M.availableOne : M.availableMany, { credits: credits(covers) }),
        balance: credits(summary.balance),
        reserved: credits(summary.reserved),
        waiting: counted(summary.reserved_participants, M.waitingOne, M.waitingMany),
      }),
      'credits',
    );
  }
}

/** Someone to invite, as an invitation, a bulk sheet's row or an access code gives them. */
export interface NewInvitee {
  code: string;
  name: string;
  email: string;
  phone: string;
  languageCode: string;
  invitedAt: string;
  codeExpiresAt: string | null;
}

/**
 * Inserts participants as invited (with their not-started submissions) and reserves their
 * project's cost in the ledger, in the caller's transaction: invitations, bulk sheets and access
 * codes enrol their participants this one way.
 */
export async function enrolInvitees(
  { db, dialect }: LedgerDb,
  project: { id: number; account_corporate_id: number },
  invitees: NewInvitee[],
  opts: { reason: 'invited' | 'access_code'; createdBy: number | null },
): Promise<{ id: number; participant_code: string }[]> {
  const now = nowIso();
  const rows = await enrolParticipants(
    db,
    project.id,
    invitees.map((p) => ({
      project_id: project.id,
      account_corporate_id: project.account_corporate_id,
      participant_code: p.code,
      name: p.name,
      email: p.email,
      phone: p.phone,
      status: 'invited' as const,
      is_agree_tnc: 0 as const,
      language_code: p.languageCode,
      invited_at: p.invitedAt,
      invite_count: 1,
      code_expires_at: p.codeExpiresAt,
      created_at: now,
      updated_at: now,
    })),
    now,
  );
  await syncReservations(
    db,
    dialect,
    { corporateId: project.account_corporate_id, participantIds: rows.map((r) => r.id) },
    { ...opts, at: invitees[0]?.invitedAt },
  );
  return rows;
}
