import type {
  CompetenceLevel,
  datatableQuery,
  instrumentOrdersRequest,
  JobProfileCompactItem,
  JobProfileDetail,
  JobProfileRow,
  jobProfileNewRequest,
  jobProfileUpdateRequest,
} from '@asesa/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Database } from '../../db/schema';
import type { Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';

type Db = Deps['db'];
type Input = z.infer<typeof jobProfileNewRequest>;

function liveProfiles(db: Db) {
  return db.selectFrom('job_profiles as p').where('p.removed_at', 'is', null);
}

async function profileOr404(deps: Deps, id: number) {
  const row = await liveProfiles(deps.db)
    .select(['p.id', 'p.name', 'p.description', 'p.created_at', 'p.updated_at'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Job profile');
  return row;
}

/** Targets name live competences once each, at one of their levels, with weights > 0. */
async function assertCompetences(deps: Deps, competences: Input['competences']) {
  const ids = competences.map((c) => c.competence_id);
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0)
    throw badRequest(
      `competences.${twice}.competence_id: competence ${ids[twice]} is listed twice`,
      `competences.${twice}.competence_id`,
    );
  if (!ids.length) return;
  const rows = await deps.db
    .selectFrom('competences')
    .select(['id', 'code', 'levels_json'])
    .where('id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  competences.forEach((c, i) => {
    const row = byId.get(c.competence_id);
    if (!row)
      throw badRequest(
        `competences.${i}.competence_id: unknown competence ${c.competence_id}`,
        `competences.${i}.competence_id`,
      );
    const levels = (JSON.parse(row.levels_json) as CompetenceLevel[]).map((l) => l.level);
    if (!levels.includes(c.target_level))
      throw badRequest(
        `competences.${i}.target_level: competence '${row.code}' has no level ${c.target_level} (levels: ${levels.join(', ')})`,
        `competences.${i}.target_level`,
      );
    if (!(Number.isFinite(c.weight) && c.weight > 0))
      throw badRequest(`competences.${i}.weight: weight must be greater than 0`, `competences.${i}.weight`);
  });
}

/** Instruments are live, published (a published version exists) and listed once. */
async function assertInstruments(deps: Deps, ids: readonly number[]) {
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0)
    throw badRequest(
      `instrument_ids.${twice}: instrument ${ids[twice]} is listed twice`,
      `instrument_ids.${twice}`,
    );
  if (!ids.length) return;
  const rows = await deps.db
    .selectFrom('instruments')
    .select(['id', 'code', 'version'])
    .where('id', 'in', [...ids])
    .where('removed_at', 'is', null)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) throw badRequest(`instrument_ids.${i}: unknown instrument ${id}`, `instrument_ids.${i}`);
    if (!(row.version > 0))
      throw badRequest(
        `instrument_ids.${i}: instrument '${row.code}' is not published`,
        `instrument_ids.${i}`,
      );
  });
}

async function writeCompetences(
  trx: Transaction<Database>,
  profileId: number,
  competences: Input['competences'],
) {
  await trx.deleteFrom('job_profile_competences').where('job_profile_id', '=', profileId).execute();
  if (competences.length)
    await trx
      .insertInto('job_profile_competences')
      .values(competences.map((c) => ({ job_profile_id: profileId, ...c })))
      .execute();
}

async function writeInstruments(trx: Transaction<Database>, profileId: number, ids: readonly number[]) {
  await trx.deleteFrom('job_profile_instruments').where('job_profile_id', '=', profileId).execute();
  if (ids.length)
    await trx
      .insertInto('job_profile_instruments')
      .values(ids.map((instrument_id, position) => ({ job_profile_id: profileId, instrument_id, position })))
      .execute();
}

function instrumentsOf(deps: Deps, profileId: number) {
  return deps.db
    .selectFrom('job_profile_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select(['pi.instrument_id', 'i.code', 'i.name', 'pi.position'])
    .where('pi.job_profile_id', '=', profileId)
    .orderBy('pi.position')
    .execute();
}

export async function jobProfileDetail(deps: Deps, id: number): Promise<JobProfileDetail> {
  const row = await profileOr404(deps, id);
  const [competences, instruments] = await Promise.all([
    deps.db
      .selectFrom('job_profile_competences as pc')
      .innerJoin('competences as c', 'c.id', 'pc.competence_id')
      .select(['pc.competence_id', 'c.code', 'c.name', 'c.levels_json', 'pc.target_level', 'pc.weight'])
      .where('pc.job_profile_id', '=', id)
      .orderBy('pc.id')
      .execute(),
    instrumentsOf(deps, id),
  ]);
  return {
    ...row,
    competences: competences.map(({ levels_json, ...c }) => ({
      ...c,
      weight: Number(c.weight),
      target_label:
        (JSON.parse(levels_json) as CompetenceLevel[]).find((l) => l.level === c.target_level)?.label ?? '',
    })),
    instruments,
  };
}

const COLUMNS = { id: 'p.id', name: 'p.name', created_at: 'p.created_at', updated_at: 'p.updated_at' };

export function jobProfileDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<JobProfileRow>(
    liveProfiles(deps.db),
    query,
    { columns: COLUMNS, searchable: ['name'], defaultColumn: 'id' },
    (q) =>
      q.select((eb) => [
        'p.id',
        'p.name',
        'p.description',
        'p.created_at',
        'p.updated_at',
        eb
          .selectFrom('job_profile_competences as pc')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .whereRef('pc.job_profile_id', '=', 'p.id')
          .as('competence_count'),
        eb
          .selectFrom('job_profile_instruments as pi')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .whereRef('pi.job_profile_id', '=', 'p.id')
          .as('instrument_count'),
      ]),
  );
}

export async function createJobProfile(deps: Deps, input: Input) {
  await assertCompetences(deps, input.competences);
  await assertInstruments(deps, input.instrument_ids);
  const id = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('job_profiles')
      .values({ name: input.name, description: input.description, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeCompetences(trx, row.id, input.competences);
    await writeInstruments(trx, row.id, input.instrument_ids);
    return row.id;
  });
  return jobProfileDetail(deps, id);
}

export async function updateJobProfile(deps: Deps, input: z.infer<typeof jobProfileUpdateRequest>) {
  await profileOr404(deps, input.id);
  await assertCompetences(deps, input.competences);
  await assertInstruments(deps, input.instrument_ids);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_profiles')
      .set({ name: input.name, description: input.description, updated_at: nowIso() })
      .where('id', '=', input.id)
      .execute();
    await writeCompetences(trx, input.id, input.competences);
    await writeInstruments(trx, input.id, input.instrument_ids);
  });
  return jobProfileDetail(deps, input.id);
}

export async function removeJobProfile(deps: Deps, id: number) {
  await profileOr404(deps, id);
  await deps.db.updateTable('job_profiles').set({ removed_at: nowIso() }).where('id', '=', id).execute();
  return { ok: true };
}

/** Sets the instruments of a profile and the order they are taken in. */
export async function setInstrumentOrders(deps: Deps, input: z.infer<typeof instrumentOrdersRequest>) {
  await profileOr404(deps, input.job_profile_id);
  await assertInstruments(deps, input.instrument_ids);
  await deps.db.transaction().execute(async (trx) => {
    await writeInstruments(trx, input.job_profile_id, input.instrument_ids);
    await trx
      .updateTable('job_profiles')
      .set({ updated_at: nowIso() })
      .where('id', '=', input.job_profile_id)
      .execute();
  });
  return instrumentsOf(deps, input.job_profile_id);
}

export async function compactJobProfiles(deps: Deps): Promise<JobProfileCompactItem[]> {
  const [profiles, competences, instruments] = await Promise.all([
    liveProfiles(deps.db).select(['p.id', 'p.name']).orderBy('p.name').execute(),
    deps.db
      .selectFrom('job_profile_competences')
      .select(['job_profile_id', 'competence_id'])
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('job_profile_instruments')
      .select(['job_profile_id', 'instrument_id'])
      .orderBy('position')
      .execute(),
  ]);
  return profiles.map((p) => ({
    ...p,
    competence_ids: competences.filter((c) => c.job_profile_id === p.id).map((c) => c.competence_id),
    instrument_ids: instruments.filter((i) => i.job_profile_id === p.id).map((i) => i.instrument_id),
  }));
}
