import type { CorporateCredits } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import { corporateDetail } from '../accounts/corporates.service';
import { corporateCredits } from './credits';

/**
 * accounts/credits/balance: the balance of a corporate account the actor may see (404
 * otherwise), with what its invited participants who have not started hold in reserve and so
 * what is available. Answered here because the reservations are the invitations'.
 */
export async function corporateCreditBalance(
  deps: Deps,
  actor: Actor,
  corporateId: number,
): Promise<CorporateCredits> {
  await corporateDetail(deps, actor, corporateId);
  return corporateCredits(deps, corporateId);
}
