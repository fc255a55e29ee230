import { type CompiledQuery, createQueryId } from 'kysely';
import type { Deps } from '../../http/context';
import { AppError } from '../../http/errors';
import { expireIfOverdue } from '../invitations/code-expiry';
import { UnknownParticipantCode } from './participant-code-throttle';

const lookupQuery = (db: Deps['db'], code: string) =>
  db
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
    .where('pt.participant_code', '=', code)
    .where('p.removed_at', 'is', null);
type LookupRow = NonNullable<Awaited<ReturnType<ReturnType<typeof lookupQuery>['executeTakeFirst']>>>;

/**
 * Every participant call starts with this lookup (answer saves hundreds of times a second), and
 * building and compiling the Kysely query costs more than running it on the unique index: it is
 * compiled once per database and run with the code as its only parameter (issue 7 benchmark).
 */
const compiledLookups = new WeakMap<Deps['db'], CompiledQuery<LookupRow>>();
function compiledLookup(db: Deps['db']): CompiledQuery<LookupRow> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = lookupQuery(db, '').compile();
    if (compiled.parameters.length !== 1) throw new Error('the participant lookup takes the code only');
    compiledLookups.set(db, compiled);
  }
  return compiled;
}

/**
 * The participant code is the candidate's credential. Unknown codes answer 404 (and count as
 * guesses of the caller's address, participant-code-throttle.ts); a revoked or expired code says
 * so, so the candidate knows to contact the organiser.
 */
export async function participantByCode(deps: Deps, code: string) {
  const compiled = compiledLookup(deps.db);
  const normalised = code.trim().toUpperCase();
  const { rows } = await deps.db.executeQuery<LookupRow>({
    ...compiled,
    queryId: createQueryId(),
    parameters: [normalised],
  });
  const row = rows[0];
  if (!row) throw new UnknownParticipantCode(normalised);
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
