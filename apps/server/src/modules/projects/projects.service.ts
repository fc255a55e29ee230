import type { datatableQuery, ProjectDetail, ProjectRow, projectNewRequest } from '@asesa/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { visibleCorporates } from '../accounts/accounts.policy';
import { corporateDetail } from '../accounts/corporates.service';

/** Projects the actor may see: those of the corporate accounts it may see. */
export function visibleProjects(deps: Deps, actor: Actor) {
  return deps.db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .where('p.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}

// biome-ignore lint/suspicious/noExplicitAny: correlated subquery over the outer `projects as p`.
const participantCount = (eb: ExpressionBuilder<any, any>) =>
  eb
    .selectFrom('participants as pc')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('pc.project_id', '=', 'p.id');

export async function listProjects(deps: Deps, actor: Actor, query: z.infer<typeof datatableQuery>) {
  const page = await runDatatable<ProjectRow>(
    visibleProjects(deps, actor),
    query,
    {
      columns: {
        id: 'p.id',
        name: 'p.name',
        corporate_name: 'c.name',
        status: 'p.status',
        created_at: 'p.created_at',
        account_corporate_id: 'p.account_corporate_id',
      },
      searchable: ['name', 'corporate_name'],
      defaultColumn: 'id',
    },
    (q) =>
      q.select((eb) => [
        'p.id',
        'p.account_corporate_id',
        'c.name as corporate_name',
        'p.name',
        'p.status',
        'p.created_at',
        participantCount(eb).as('participant_count'),
      ]),
  );
  return { ...page, data: page.data.map((r) => ({ ...r, participant_count: Number(r.participant_count) })) };
}

export async function projectDetail(deps: Deps, actor: Actor, id: number): Promise<ProjectDetail> {
  const row = await visibleProjects(deps, actor)
    .select((eb) => [
      'p.id',
      'p.account_corporate_id',
      'c.name as corporate_name',
      'p.name',
      'p.status',
      'p.created_at',
      'p.start_date',
      'p.end_date',
      participantCount(eb).as('participant_count'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Project');
  const instruments = await deps.db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select(['i.id', 'i.code', 'i.name', 'pi.position'])
    .where('pi.project_id', '=', id)
    .orderBy('pi.position')
    .execute();
  return { ...row, participant_count: Number(row.participant_count), instruments };
}

/** Creates a project on the latest published version of each chosen instrument, in the given order. */
export async function createProject(deps: Deps, actor: Actor, input: z.infer<typeof projectNewRequest>) {
  await corporateDetail(deps, actor, input.account_corporate_id);
  if (new Set(input.instrument_ids).size !== input.instrument_ids.length) {
    throw badRequest('instrument_ids: an instrument is listed twice', 'instrument_ids');
  }
  if (input.start_date && input.end_date && input.end_date < input.start_date) {
    throw badRequest('end_date: the end date is before the start date', 'end_date');
  }
  const versions = await deps.db
    .selectFrom('instruments as i')
    .innerJoin('instrument_versions as v', (j) =>
      j.onRef('v.instrument_id', '=', 'i.id').onRef('v.version', '=', 'i.version'),
    )
    .select(['i.id', 'v.id as version_id'])
    .where('i.id', 'in', input.instrument_ids)
    .where('i.removed_at', 'is', null)
    .execute();
  const byId = new Map(versions.map((v) => [v.id, v.version_id]));
  const missing = input.instrument_ids.filter((id) => !byId.has(id));
  if (missing.length)
    throw badRequest(
      `instrument_ids: instrument ${missing.join(', ')} is not published or does not exist`,
      'instrument_ids',
    );
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const project = await trx
      .insertInto('projects')
      .values({
        account_corporate_id: input.account_corporate_id,
        name: input.name,
        status: 'active',
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_instruments')
      .values(
        input.instrument_ids.map((iid, position) => ({
          project_id: project.id,
          instrument_id: iid,
          instrument_version_id: byId.get(iid)!,
          position,
        })),
      )
      .execute();
    return project.id;
  });
  return projectDetail(deps, actor, id);
}
