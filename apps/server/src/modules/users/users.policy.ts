import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { USER_MESSAGES } from './users.messages';

// Users act on themselves only (profile, image, password, terms): the actor's own id is the
// scope of every query, so no request carries a user id to check.

/** The consultant calls (consultant profile and password) are for consultants; answers their account id. */
export function assertConsultant(actor: Actor): number {
  if (actor.role !== 'consultant' || !actor.consultantId) throw forbidden(USER_MESSAGES.consultantProfile);
  return actor.consultantId;
}
