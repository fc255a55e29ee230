import {
  type CompetenceLevel,
  type CompetenceTranslations,
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
import type { z } from 'zod';
import { visibleProjects as visibleProjectsIn } from '../../db/tenant-scope';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { parseTranslations } from '../../lib/translations';
import { corporateDetail } from '../accounts/corporates.service';
import { syncReservations } from '../credits/ledger';
import { isMasterLanguage } from '../languages/languages.service';
import { assertProjectCompetences } from './project-competences';
import { resolveInstruments } from './project-instruments';
import { hasStartedParticipants } from './project-participants.repository';
import { PROJECT_MESSAGES } from './projects.messages';
import {
  countProjectParticipants,
  findCorporateName,
  findJobProfile,
  findLiveJobProfile,
  findRecalculateJobId,
  findVisibleProject,
  insertProject,
  insertProjectInstruments,
  listJobProfileCompetences,
  listJobProfileInstruments,
  listProjectCompetenceDetails,
  listProjectInstrumentDetails,
  markProjectRemoved,
  projectTableRows,
  replaceProjectCompetences,
  updateProjectRow,
} from './projects.repository';

/** Projects the actor may see: those of the corporate accounts it may see. */
export function visibleProjects(deps: Deps, actor: Actor) {
  return visibleProjectsIn(deps.db, actor);
}

/** The actor's project row, or 404 for unknown, removed and other tenants' projects alike. */
export async function projectOr404(deps: Deps, actor: Actor, id: number) {
  const row = await findVisibleProject(deps.db, actor, id);
  if (!row) throw notFound('Project');
  return row;
}
export type ProjectRecord = Awaited<ReturnType<typeof projectOr404>>;

export async function listProjects(deps: Deps, actor: Actor, query: z.infer<typeof projectListRequest>) {
  const page = await runDatatable<ProjectRow>(
    projectTableRows(deps.db, actor, query),
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
    (q) => q, // the base query selects the columns
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
    job_fit_use: row.job_fit_use === 'preselect' ? 'preselect' : 'rank_only',
    job_fit_cutoff: Number(row.job_fit_cutoff),
    decision_retention_months: Number(row.decision_retention_months),
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
    job_fit_use: s.job_fit_use,
    job_fit_cutoff: s.job_fit_cutoff,
    decision_retention_months: s.decision_retention_months,
  };
}

/** The default language must be a live master language. */
export async function assertLanguage(deps: Deps, code: string): Promise<void> {
  if (!(await isMasterLanguage(deps, code)))
    throw fieldError('default_language', fillMessage(PROJECT_MESSAGES.notMasterLanguage, { code }));
}

export function assertPeriod(start: string | null | undefined, end: string | null | undefined): void {
  if (start && end && end < start) throw fieldError('end_date', PROJECT_MESSAGES.endBeforeStart);
}

export async function projectDetail(deps: Deps, actor: Actor, id: number): Promise<ProjectDetail> {
  const row = await projectOr404(deps, actor, id);
  const [corporate, profile, count, instruments, competences, started] = await Promise.all([
    findCorporateName(deps.db, row.account_corporate_id),
    row.job_profile_id ? findJobProfile(deps.db, row.job_profile_id) : undefined,
    countProjectParticipants(deps.db, id),
    listProjectInstrumentDetails(deps.db, id),
    listProjectCompetenceDetails(deps.db, id),
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
    competences: competences.map(({ levels_json, translations_json, ...c }) => ({
      ...c,
      weight: Number(c.weight),
      levels: (JSON.parse(levels_json) as CompetenceLevel[]).map(({ level, label }) => ({ level, label })),
      translations: parseTranslations(translations_json) as CompetenceTranslations,
    })),
    has_started_participants: started,
  };
}

/** A job profile's instruments (in order) and competence targets, to start a project from. */
export async function jobProfileTemplate(deps: Deps, id: number) {
  const profile = await findLiveJobProfile(deps.db, id);
  if (!profile) throw fieldError('job_profile_id', fillMessage(PROJECT_MESSAGES.unknownJobProfile, { id }));
  const [instruments, competences] = await Promise.all([
    listJobProfileInstruments(deps.db, id),
    listJobProfileCompetences(deps.db, id),
  ]);
  return {
    instruments: instruments.map((i): ProjectInstrumentInput => ({ instrument_id: i.instrument_id })),
    competences: competences.map((c): ProjectCompetenceInput => ({ ...c, weight: Number(c.weight) })),
  };
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
    const projectId = await insertProject(trx, {
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
    });
    await insertProjectInstruments(trx, projectId, instruments);
    await replaceProjectCompetences(trx, projectId, competences);
    return projectId;
  });
  return projectDetail(deps, actor, id);
}

export async function updateProject(deps: Deps, actor: Actor, input: z.infer<typeof projectUpdateRequest>) {
  await projectOr404(deps, actor, input.id);
  assertPeriod(input.start_date, input.end_date);
  await updateProjectRow(deps.db, input.id, {
    name: input.name,
    description: input.description,
    start_date: input.start_date,
    end_date: input.end_date,
    updated_at: nowIso(),
  });
  return projectDetail(deps, actor, input.id);
}

/**
 * Soft removal: the project leaves the lists and its participant codes stop working, so the
 * reservations of its participants who had not started are released.
 */
export async function removeProject(deps: Deps, actor: Actor, id: number) {
  const project = await projectOr404(deps, actor, id);
  await markProjectRemoved(deps.db, id, nowIso());
  await syncReservations(
    deps.db,
    deps.dialect,
    { corporateId: project.account_corporate_id, projectId: id },
    { createdBy: actor.userId },
  );
  return { ok: true };
}

/** The job last queued to recalculate the project's results (null before the first). */
export async function recalculateJobOf(deps: Deps, projectId: number): Promise<number | null> {
  return (await findRecalculateJobId(deps.db, projectId)).recalculate_job_id;
}

/** Remembers the recalculation job queued for the project. */
export async function rememberRecalculateJob(deps: Deps, projectId: number, jobId: number): Promise<void> {
  await updateProjectRow(deps.db, projectId, { recalculate_job_id: jobId, updated_at: nowIso() });
}
