import type { Actor } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { ACCOUNT_MESSAGES } from './accounts.messages';

/** Only consultants (and admins) create or change corporate accounts. */
export function assertCanManageCorporates(actor: Actor): void {
  if (actor.role === 'collaborator') throw forbidden(ACCOUNT_MESSAGES.manageCorporates);
}

/** Consultants invite and remove the collaborators of their corporates; admins may too. */
export function assertCanManageCollaborators(actor: Actor): void {
  if (actor.role === 'collaborator') throw forbidden(ACCOUNT_MESSAGES.manageCollaborators);
}

/** Credits are topped up by the corporate's consultant or an admin, never by its collaborators. */
export function assertCanTopUp(actor: Actor): void {
  if (actor.role === 'collaborator') throw forbidden(ACCOUNT_MESSAGES.topUp);
}

/** Sector trees belong to consultant accounts: only their consultants change them. */
export function assertCanManageSectors(actor: Actor): number {
  if (actor.role !== 'consultant' || !actor.consultantId) throw forbidden(ACCOUNT_MESSAGES.manageSectors);
  return actor.consultantId;
}

/**
 * Whose sectors a read returns: a consultant's own account (naming another answers 404, as for
 * any other tenant's id); an admin's named account, or every account (null).
 */
export function sectorReadScope(actor: Actor, requested: number | undefined): number | null {
  if (actor.role === 'admin') return requested ?? null;
  if (actor.role === 'consultant' && actor.consultantId) {
    if (requested !== undefined && requested !== actor.consultantId) throw notFound('Consultant account');
    return actor.consultantId;
  }
  throw forbidden(ACCOUNT_MESSAGES.sectorsOfConsultants);
}
