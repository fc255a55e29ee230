import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, forwardOnly } from './helpers';

// A bulk invitation being sent holds its rows' cost as ledger entries of its own (reason
// `bulk_batch`, naming the batch), instead of a figure computed on every read: the batch's hold
// is reserved when it is claimed and moves to its participants chunk by chunk. Batches in flight
// now get the entry that holds what they still have to insert, so the ledgers reconcile at once.

/** The cost of one participant of each project: the sum of its instruments' credit costs. */
const PROJECT_COSTS = sql`(select pi.project_id, sum(i.credit_cost) as cost
  from project_instruments pi join instruments i on i.id = pi.instrument_id
  group by pi.project_id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'credit_ledger', 'batch_id', 'integer');
  await createIndex(db, 'credit_ledger_batch', 'credit_ledger', ['batch_id']);
  await sql`insert into credit_ledger (account_corporate_id, kind, reason, amount, reserved_change,
      remarks, created_by, created_at, participant_id, project_id, instrument_id, batch_id)
    select p.account_corporate_id, 'reserve', 'bulk_batch', 0,
      (b.valid_count - b.invited_count) * c.cost, '', b.created_by, b.created_at, null, b.project_id,
      null, b.id
    from invitation_batches b
      join projects p on p.id = b.project_id
      join ${PROJECT_COSTS} c on c.project_id = b.project_id
    where b.status in ('queued', 'running') and b.valid_count > b.invited_count and c.cost > 0
    order by b.id`.execute(db);
}

export const down = forwardOnly;
