import type { CreditEntry, creditHistoryRequest, creditTopUpRequest, DatatablePage } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { grantCredits } from '../credits/ledger';
import { assertCanTopUp } from './accounts.policy';
import { corporateDetail } from './corporates.service';
import { creditEntry, creditHistory } from './credits.repository';

/**
 * The ledger, newest first. `start` is the row offset; a request with only `cpage` (1-based page,
 * as the spec's history call sends) starts at that page.
 */
export async function corporateCreditHistory(
  deps: Deps,
  actor: Actor,
  req: z.infer<typeof creditHistoryRequest>,
): Promise<DatatablePage<CreditEntry>> {
  await corporateDetail(deps, actor, req.account_corporate_id);
  const offset = req.start > 0 || !req.cpage ? req.start : (req.cpage - 1) * req.length;
  const { total, entries } = await creditHistory(deps.db, req.account_corporate_id, offset, req.length);
  return { recordsTotal: total, recordsFiltered: total, data: entries };
}

/** Adds credits to a corporate account (its consultant or an admin). */
export async function topUpCredits(
  deps: Deps,
  actor: Actor,
  req: z.infer<typeof creditTopUpRequest>,
): Promise<CreditEntry> {
  assertCanTopUp(actor);
  await corporateDetail(deps, actor, req.account_corporate_id);
  const id = await grantCredits(deps.db, {
    corporateId: req.account_corporate_id,
    amount: req.amount,
    reason: 'top_up',
    remarks: req.remarks,
    createdBy: actor.userId,
  });
  return creditEntry(deps.db, req.account_corporate_id, id);
}
