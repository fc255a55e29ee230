// What the fault suites assert after the traffic: the database holds, per item, the acknowledged
// answer with the highest seq, nothing more, and every candidate's test is finished.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { ParticipantRun } from '../stack-participant';

/** The answers the submissions hold, by `submission/item`, and how many there are. */
export async function storedAnswers(db: Kysely<Database>, ids: number[]) {
  const stored = ids.length
    ? await db
        .selectFrom('answers')
        .select(['submission_id', 'item_id', 'value', 'seq'])
        .where('submission_id', 'in', ids)
        .execute()
    : [];
  return { held: new Map(stored.map((a) => [`${a.submission_id}/${a.item_id}`, a])), count: stored.length };
}

export async function checkAcknowledged(db: Kysely<Database>, runs: ParticipantRun[]) {
  const ids = runs.map((r) => r.submissionId);
  const { held, count } = await storedAnswers(db, ids);
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
  return { acknowledged, stored: count, lost, unfinished };
}

/** What the candidates and the disruption share: candidates keep changing answers until the
 *  disruption is done, and a failing candidate aborts the disruption. */
export interface Chaos {
  done: boolean;
  aborted: boolean;
}

/** Runs the candidates while `disrupt` kills or restarts things under them. A failing candidate
 *  stops the disruption before the test ends, so nothing restarts after the cleanup. */
export async function runUnderChaos(
  startCandidates: (chaos: Chaos) => Promise<unknown>[],
  disrupt: (chaos: Chaos) => Promise<void>,
): Promise<void> {
  const chaos: Chaos = { done: false, aborted: false };
  const candidates = startCandidates(chaos);
  const disruption = (async () => {
    try {
      await disrupt(chaos);
    } finally {
      chaos.done = true;
    }
  })();
  try {
    await Promise.all(candidates);
  } catch (err) {
    chaos.aborted = true;
    await disruption.catch(() => {});
    throw err;
  }
  await disruption;
}
