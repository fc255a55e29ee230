import type { Deps } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { expireIfOverdue } from '../invitations/code-expiry';

/**
 * The participant code is the candidate's credential. Unknown codes answer 404; a revoked or
 * expired code says so, so the candidate knows to contact the organiser.
 */
export async function participantByCode(deps: Deps, code: string) {
  const row = await deps.db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select([
      'pt.id',
      'pt.project_id',
      'pt.account_corporate_id',
      'pt.participant_code',
      'pt.name',
      'pt.email',
      'pt.phone',
      'pt.status',
      'pt.registered_at',
      'pt.code_expires_at',
      'p.name as project_name',
      'p.end_date',
      'p.landing_form_json',
    ])
    .where('pt.participant_code', '=', code.trim().toUpperCase())
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Participant code');
  if (row.status === 'revoked')
    throw new AppError(403, 'This participant code was revoked. Please contact the organiser.', {
      reason: 'revoked',
    });
  if (await expireIfOverdue(deps.db, row))
    throw new AppError(410, 'This participant code has expired. Please contact the organiser.', {
      reason: 'expired',
    });
  return row;
}

export type ParticipantAccess = Awaited<ReturnType<typeof participantByCode>>;
