// The participant codes' guessing guard (participant-code-throttle.ts): the unknown codes looked
// up and the refusals, kept apart from the attempt's hot queries.

import type { datatableQuery, ParticipantCodeAttemptRow } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { codeAttemptPage } from '../../http/code-attempts-datatable';
import { nowIso } from '../../lib/clock';

type Db = Deps['db'];

/** How many different unknown codes were tried since then (by one address, or by all). */
export async function countUnknownCodes(db: Db, since: string, ip?: string): Promise<number> {
  let q = db
    .selectFrom('participant_code_events')
    .select((eb) => eb.fn.count<number>('code').distinct().as('n'))
    .where('kind', '=', 'failed')
    .where('created_at', '>', since);
  if (ip !== undefined) q = q.where('ip', '=', ip);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The unknown codes looked up since a time, oldest first (the list of throttles in force). */
export function unknownCodeEvents(db: Db, since: string) {
  return db
    .selectFrom('participant_code_events')
    .select(['ip', 'code', 'created_at'])
    .where('kind', '=', 'failed')
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
}

/** Records an unknown code looked up, or a refusal. */
export async function insertCodeEvent(
  db: Db,
  event: { kind: 'failed' | 'throttled'; code: string; ip: string; reason: string },
): Promise<void> {
  await db
    .insertInto('participant_code_events')
    .values({ ...event, created_at: nowIso() })
    .execute();
}

/** A page of the unknown codes looked up and the refusals. */
export function codeEventPage(db: Db, query: z.infer<typeof datatableQuery>) {
  return codeAttemptPage<ParticipantCodeAttemptRow>(db.selectFrom('participant_code_events'), query);
}
