import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, isPostgres } from './helpers';

// The credit ledger becomes a list of typed entries (DOMAIN "Credits"): grant, reserve, release
// and charge, each with the reason it was made and its parameters (participant, project, test),
// so the balance (sum of `amount`) and the reserved credits (sum of `reserved_change`) are both
// read from it, and each reader sees an entry's line in their own language instead of the English
// text it used to be stored as. Existing ledgers are converted so they reconcile at once:
// - top-ups become grants (their remarks stay: a person wrote them); the demo's opening credits a
//   grant of their own reason; a start debit a charge naming the test started with;
// - a participant who started without being debited (written outside the start call, as the
//   demo's candidates were) is charged their project's cost at their start, where the corporate
//   keeps a ledger at all (a corporate that never had credits, such as a simulated panel, owes none);
// - every invited participant who has not started, of a project not removed, gets the
//   reservation of their project's cost that used to be computed on every read.
// Entries are never updated or deleted from now on: triggers refuse both.

const APPEND_ONLY = 'credit_ledger is append-only: an entry is never updated or deleted';

/** The cost of one participant of each project: the sum of its instruments' credit costs. */
const PROJECT_COSTS = sql`(select pi.project_id, sum(i.credit_cost) as cost
  from project_instruments pi join instruments i on i.id = pi.instrument_id
  group by pi.project_id)`;

/** The instrument of the participant's first started test (`pt` is the participant). */
const FIRST_TEST = sql`(select pi.instrument_id from submissions s
  join project_instruments pi on pi.id = s.project_instrument_id
  where s.participant_id = pt.id and s.started_at is not null
  order by s.started_at, s.id limit 1)`;

const CHARGED = sql`exists (select 1 from credit_ledger l
  where l.participant_id = pt.id and l.kind = 'charge')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'credit_ledger', 'kind', 'text', (c) => c.notNull().defaultTo('grant'));
  await addColumnTo(db, 'credit_ledger', 'reason', 'text', (c) => c.notNull().defaultTo('top_up'));
  await addColumnTo(db, 'credit_ledger', 'reserved_change', 'integer', (c) => c.notNull().defaultTo(0));
  await addColumnTo(db, 'credit_ledger', 'instrument_id', 'integer');

  // Start debits: charges, their stored English line replaced by the test they name.
  await sql`update credit_ledger set kind = 'charge', reason = 'started', remarks = '',
    instrument_id = (select pi.instrument_id from submissions s
      join project_instruments pi on pi.id = s.project_instrument_id
      where s.participant_id = credit_ledger.participant_id and s.started_at is not null
      order by s.started_at, s.id limit 1)
    where participant_id is not null`.execute(db);
  await sql`update credit_ledger set reason = 'opening', remarks = ''
    where participant_id is null and remarks = 'Opening demo credits'`.execute(db);

  // Starts that were never debited, in the order they happened.
  await sql`insert into credit_ledger (account_corporate_id, kind, reason, amount, reserved_change,
      remarks, created_by, created_at, participant_id, project_id, instrument_id)
    select pt.account_corporate_id, 'charge', 'started', -c.cost, 0, '', null,
      coalesce(pt.started_at, pt.updated_at), pt.id, pt.project_id, ${FIRST_TEST}
    from participants pt join ${PROJECT_COSTS} c on c.project_id = pt.project_id
    where c.cost > 0
      and (pt.started_at is not null or pt.status in ('in_progress', 'completed', 'scored'))
      and not ${CHARGED}
      and exists (select 1 from credit_ledger g where g.account_corporate_id = pt.account_corporate_id)
    order by coalesce(pt.started_at, pt.updated_at), pt.id`.execute(db);

  // The reservations of invited participants who have not started, as of their invitation.
  await sql`insert into credit_ledger (account_corporate_id, kind, reason, amount, reserved_change,
      remarks, created_by, created_at, participant_id, project_id, instrument_id)
    select pt.account_corporate_id, 'reserve', 'invited', 0, c.cost, '', null,
      coalesce(pt.invited_at, pt.created_at), pt.id, pt.project_id, null
    from participants pt
      join projects p on p.id = pt.project_id
      join ${PROJECT_COSTS} c on c.project_id = pt.project_id
    where c.cost > 0 and p.removed_at is null
      and pt.status in ('invited', 'registered') and pt.started_at is null
      and not ${CHARGED}
    order by coalesce(pt.invited_at, pt.created_at), pt.id`.execute(db);

  // One charge per participant (a repeated or concurrent start charges once); a participant now
  // has several entries, so the old unique index on participant_id goes.
  await db.schema.dropIndex('credit_ledger_participant_debit').execute();
  await sql`create unique index credit_ledger_one_charge on credit_ledger (participant_id)
    where kind = 'charge'`.execute(db);
  await createIndex(db, 'credit_ledger_participant', 'credit_ledger', ['participant_id']);
  await createIndex(db, 'credit_ledger_project', 'credit_ledger', ['project_id']);

  if (isPostgres(db)) {
    await sql
      .raw(`create function credit_ledger_append_only() returns trigger language plpgsql as $$
        begin raise exception '${APPEND_ONLY}'; end $$`)
      .execute(db);
    await sql`create trigger credit_ledger_append_only before update or delete on credit_ledger
      for each row execute function credit_ledger_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete'])
      await sql
        .raw(`create trigger credit_ledger_no_${event} before ${event} on credit_ledger
          begin select raise(abort, '${APPEND_ONLY}'); end`)
        .execute(db);
  }
}
