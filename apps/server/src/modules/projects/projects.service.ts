import {
  type CompetenceLevel,
  DEFAULT_PROJECT_SETTINGS,
  type ProctoringLevel,
  type ProjectCompetenceInput,
  type ProjectDetail,
  type ProjectInstrumentInput,
  type ProjectNewRequest,
  type ProjectRow,
  type ProjectSettings,
  parseReportTypes,
  type projectListRequest,
  type projectUpdateRequest,
  REPORT_TYPES,
} from '@asesa/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Database } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { visibleCorporates } from '../accounts/accounts.policy';
import { corporateDetail } from '../accounts/corporates.service';
import { assertProjectCompetences } from './project-competences';
import { type ResolvedInstrument, resolveInstruments } from './project-instruments';

/** Projects the actor may see: those of the corporate accounts it may see. */
export function visibleProjects(deps: Deps, actor: Actor) {
  return deps.db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .where('p.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}

/** The actor's project row, or 404 for unknown, removed and other tenants' projects alike. */
export async function projectOr404(deps: Deps, actor: Actor, id: number) {
  const row = await visibleProjects(deps, actor).selectAll('p').where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Project');
  return row;
}
export type ProjectRecord = Awaited<ReturnType<typeof projectOr404>>;

// biome-ignore lint/suspicious/noExplicitAny: correlated subquery over the outer `projects as p`.
const participantCount = (eb: ExpressionBuilder<any, any>) =>
  eb
    .selectFrom('participants as pc')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('pc.project_id', '=', 'p.id');

export async function listProjects(deps: Deps, actor: Actor, query: z.infer<typeof projectListRequest>) {
  let base = visibleProjects(deps, actor).leftJoin('job_profiles as jp', 'jp.id', 'p.job_profile_id');
  if (query.account_corporate_id)
    base = base.where('p.account_corporate_id', '=', query.account_corporate_id);
  if (query.status) base = base.where('p.status', '=', query.status);
  const page = await runDatatable<ProjectRow>(
    base,
    query,
    {
      columns: {
        id: 'p.id',
        name: 'p.name',
        corporate_name: 'c.name',
        job_profile_name: 'jp.name',
        status: 'p.status',
        created_at: 'p.created_at',
        account_corporate_id: 'p.account_corporate_id',
      },
      searchable: ['name', 'corporate_name', 'job_profile_name'],
      defaultColumn: 'id',
    },
    (q) =>
      q.select((eb) => [
        'p.id',
        'p.account_corporate_id',
        'c.name as corporate_name',
        'jp.name as job_profile_name',
        'p.name',
        'p.status',
        'p.created_at',
        participantCount(eb).as('participant_count'),
      ]),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      job_profile_name: r.job_profile_name ?? null,
      participant_count: Number(r.participant_count),
    })),
  };
}

export function settingsOf(row: ProjectRecord): ProjectSettings {
  return {
    code_expiry_days: row.code_expiry_days,
    proctoring_level: row.proctoring_level as ProctoringLevel,
    show_results: Number(row.show_results) === 1,
    allow_language_choice: Number(row.allow_language_choice) === 1,
    randomise_items: Number(row.randomise_items) === 1,
    allow_resume: Number(row.allow_resume) === 1,
    default_language: row.default_language,
    report_types: parseReportTypes(row.report_types),
  };
}

/** The settings as the projects columns store them (flags as 0/1). */
export function settingsColumns(s: ProjectSettings) {
  const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;
  return {
    code_expiry_days: s.code_expiry_days,
    proctoring_level: s.proctoring_level,
    show_results: flag(s.show_results),
    allow_language_choice: flag(s.allow_language_choice),
    randomise_items: flag(s.randomise_items),
    allow_resume: flag(s.allow_resume),
    default_language: s.default_language,
    // Stored in the fixed order of REPORT_TYPES, each once.
    report_types: REPORT_TYPES.filter((t) => s.report_types.includes(t)).join(','),
  };
}

/** The default language must be a live master language. */
export async function assertLanguage(deps: Deps, code: string): Promise<void> {
  const row = await deps.db
    .selectFrom('master_languages')
    .select('id')
    .where('code', '=', code)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row)
    throw badRequest(
      `default_language: '${code}' is not a language of the master languages`,
      'default_language',
    );
}

export function assertPeriod(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start)
    throw badRequest('end_date: the end date is before the start date', 'end_date');
}

/** Whether any participant of the project has started a test (the instrument list is then frozen). */
export async function hasStartedParticipants(db: Kysely<Database>, projectId: number): Promise<boolean> {
  const started = await db
    .selectFrom('participants as pt')
    .select('pt.id')
    .where('pt.project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('pt.started_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.participant_id', '=', 'pt.id')
            .where('s.state', '!=', 'not_started'),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return started !== undefined;
}

export async function projectDetail(deps: Deps, actor: Actor, id: number): Promise<ProjectDetail> {
  const row = await projectOr404(deps, actor, id);
  const [corporate, profile, count, instruments, competences, started] = await Promise.all([
    deps.db
      .selectFrom('corporate_accounts')
      .select('name')
      .where('id', '=', row.account_corporate_id)
      .executeTakeFirstOrThrow(),
    row.job_profile_id
      ? deps.db
          .selectFrom('job_profiles')
          .select(['id', 'name'])
          .where('id', '=', row.job_profile_id)
          .executeTakeFirst()
      : undefined,
    deps.db
      .selectFrom('participants')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('project_instruments as pi')
      .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .leftJoin('instrument_variations as iv', 'iv.id', 'pi.variation_id')
      .select([
        'i.id',
        'i.code',
        'i.name',
        'pi.position',
        'v.version',
        'i.credit_cost',
        'iv.id as variation_id',
        'iv.name as variation_name',
      ])
      .where('pi.project_id', '=', id)
      .orderBy('pi.position')
      .execute(),
    deps.db
      .selectFrom('project_competences as pc')
      .innerJoin('competences as c', 'c.id', 'pc.competence_id')
      .select(['pc.competence_id', 'c.code', 'c.name', 'pc.target_level', 'pc.weight', 'c.levels_json'])
      .where('pc.project_id', '=', id)
      .orderBy('pc.position')
      .orderBy('pc.id')
      .execute(),
    hasStartedParticipants(deps.db, id),
  ]);
  return {
    id: row.id,
    account_corporate_id: row.account_corporate_id,
    corporate_name: corporate.name,
    name: row.name,
    description: row.description,
    status: row.status,
    created_at: row.created_at,
    start_date: row.start_date,
    end_date: row.end_date,
    participant_count: Number(count.n),
    job_profile: profile ?? null,
    job_profile_name: profile?.name ?? null,
    settings: settingsOf(row),
    instruments: instruments.map(({ variation_id, variation_name, ...i }) => ({
      ...i,
      credit_cost: Number(i.credit_cost),
      variation: variation_id ? { id: variation_id, name: variation_name ?? '' } : null,
    })),
    competences: competences.map(({ levels_json, ...c }) => ({
      ...c,
      weight: Number(c.weight),
      levels: (JSON.parse(levels_json) as CompetenceLevel[]).map(({ level, label }) => ({ level, label })),
    })),
    has_started_participants: started,
  };
}

/** A job profile's instruments (in order) and competence targets, to start a project from. */
export async function jobProfileTemplate(deps: Deps, id: number) {
  const profile = await deps.db
    .selectFrom('job_profiles')
    .select('id')
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!profile) throw badRequest(`job_profile_id: unknown job profile ${id}`, 'job_profile_id');
  const [instruments, competences] = await Promise.all([
    deps.db
      .selectFrom('job_profile_instruments')
      .select('instrument_id')
      .where('job_profile_id', '=', id)
      .orderBy('position')
      .execute(),
    deps.db
      .selectFrom('job_profile_competences')
      .select(['competence_id', 'target_level', 'weight'])
      .where('job_profile_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    instruments: instruments.map((i): ProjectInstrumentInput => ({ instrument_id: i.instrument_id })),
    competences: competences.map((c): ProjectCompetenceInput => ({ ...c, weight: Number(c.weight) })),
  };
}

type Trx = Kysely<Database>;

export async function insertProjectInstruments(trx: Trx, projectId: number, list: ResolvedInstrument[]) {
  await trx
    .insertInto('project_instruments')
    .values(list.map((i, position) => ({ project_id: projectId, ...i, position })))
    .execute();
}

export async function replaceProjectCompetences(
  trx: Trx,
  projectId: number,
  competences: readonly ProjectCompetenceInput[],
) {
  await trx.deleteFrom('project_competences').where('project_id', '=', projectId).execute();
  if (competences.length)
    await trx
      .insertInto('project_competences')
      .values(competences.map((c, position) => ({ project_id: projectId, ...c, position })))
      .execute();
}

/**
 * Creates a project on the latest published version of each chosen instrument, in the given
 * order. From a job profile, its instruments and competence targets are copied unless the
 * request lists its own.
 */
export async function createProject(deps: Deps, actor: Actor, input: ProjectNewRequest) {
  await corporateDetail(deps, actor, input.account_corporate_id);
  assertPeriod(input.start_date, input.end_date);
  const template = input.job_profile_id ? await jobProfileTemplate(deps, input.job_profile_id) : undefined;
  const chosen =
    input.instruments ??
    input.instrument_ids?.map((instrument_id) => ({ instrument_id })) ??
    template?.instruments;
  const instruments = await resolveInstruments(
    deps,
    chosen ?? [],
    input.instruments ? 'instruments' : 'instrument_ids',
  );
  const competences = input.competences ?? template?.competences ?? [];
  await assertProjectCompetences(deps, competences);
  const settings = { ...DEFAULT_PROJECT_SETTINGS, ...input.settings };
  await assertLanguage(deps, settings.default_language);

  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const project = await trx
      .insertInto('projects')
      .values({
        account_corporate_id: input.account_corporate_id,
        name: input.name,
        description: input.description ?? '',
        job_profile_id: input.job_profile_id ?? null,
        status: 'active',
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        ...settingsColumns(settings),
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertProjectInstruments(trx, project.id, instruments);
    await replaceProjectCompetences(trx, project.id, competences);
    return project.id;
  });
  return projectDetail(deps, actor, id);
}

export async function updateProject(deps: Deps, actor: Actor, input: z.infer<typeof projectUpdateRequest>) {
  await projectOr404(deps, actor, input.id);
  assertPeriod(input.start_date, input.end_date);
  await deps.db
    .updateTable('projects')
    .set({
      name: input.name,
      description: input.description,
      start_date: input.start_date,
      end_date: input.end_date,
      updated_at: nowIso(),
    })
    .where('id', '=', input.id)
    .execute();
  return projectDetail(deps, actor, input.id);
}

/** Soft removal: the project leaves the lists and its participant codes stop working. */
export async function removeProject(deps: Deps, actor: Actor, id: number) {
  await projectOr404(deps, actor, id);
  const now = nowIso();
  await deps.db
    .updateTable('projects')
    .set({ removed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  return { ok: true };
}
