// What the fault suites assert after the traffic: the database holds, per item, the acknowledged
// answer with the highest seq, nothing more, and every candidate's test is finished.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { ParticipantRun } from '../stack-participant';

export async function checkAcknowledged(db: Kysely<Database>, runs: ParticipantRun[]) {
  const ids = runs.map((r) => r.submissionId);
  const stored = ids.length
    ? await db
        .selectFrom('answers')
        .select(['submission_id', 'item_id', 'value', 'seq'])
        .where('submission_id', 'in', ids)
        .execute()
    : [];
  const held = new Map(stored.map((a) => [`${a.submission_id}/${a.item_id}`, a]));
  let acknowledged = 0;
  const lost: string[] = [];
  for (const run of runs) {
    for (const [item, ack] of run.acknowledged) {
      acknowledged++;
      const row = held.get(`${run.submissionId}/${item}`);
      if (!row || row.value !== ack.value || row.seq !== ack.seq)
        lost.push(`${run.code} ${item}: acknowledged ${ack.value}@${ack.seq}, stored ${JSON.stringify(row)}`);
    }
  }
  const states = ids.length
    ? await db.selectFrom('submissions').select(['id', 'state']).where('id', 'in', ids).execute()
    : [];
  const unfinished = states.filter((s) => s.state !== 'finished').map((s) => s.id);
  return { acknowledged, stored: stored.length, lost, unfinished };
}
