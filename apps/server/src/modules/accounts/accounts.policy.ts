import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../http/context';
import { forbidden } from '../../http/errors';

/**
 * Tenancy for corporate accounts (DOMAIN "Tenancy"): an admin sees all, a consultant the
 * corporates its consultant account owns, a collaborator only its own corporate. Used as a
 * where-clause on any query that joins `corporate_accounts as c`.
 */
export function visibleCorporates(actor: Actor) {
  return (eb: ExpressionBuilder<Database & { c: Database['corporate_accounts'] }, 'c'>) => {
    if (actor.role === 'admin') return sql<SqlBool>`1 = 1`;
    if (actor.role === 'consultant') return eb('c.account_consultant_id', '=', actor.consultantId ?? -1);
    return eb('c.id', '=', actor.corporateId ?? -1);
  };
}

/** Only consultants (and admins) create or change corporate accounts. */
export function assertCanManageCorporates(actor: Actor): void {
  if (actor.role === 'collaborator')
    throw forbidden('Only consultants and admins manage corporate accounts.');
}
