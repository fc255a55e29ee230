import { sql } from 'kysely';
import { DEMO_PARTICIPANT_CODE } from '../../src/seed/demo-content';
import type { TestApp } from '../harness';
import type { FieldValues } from './fuzz-schema';

/**
 * Tenant A of the access matrix and the fuzzer: the seeded demo tenant (a consultant account, its
 * corporate with a collaborator and credits, a project running the demo instruments, participants
 * with answers and results, an access code) plus an export, so that every kind of row a call can
 * name exists and belongs to A. Values are read from the database, never assumed.
 */
export interface TenantA {
  consultantAccountId: number;
  consultantUserId: number;
  collaboratorUserId: number;
  corporateId: number;
  projectId: number;
  participantId: number;
  participantCode: string;
  submissionId: number;
  downloadId: number;
  /** An evidence analysis A's consultant made of A's project. */
  analysisId: number;
  /** Strings only tenant A's rows hold: one of them in an outsider's answer is a leak. */
  markers: string[];
  /** Real values by field name, for bodies built from the request schemas. */
  values: FieldValues;
  /** The id a call's `id` field names: the row of the call's family. */
  idFor(path: string): number;
}

/** The first row of a table of the shared library (instruments, blueprints...), which tenants share. */
async function firstId(t: TestApp, table: string): Promise<number> {
  const res = await sql<{ id: number | null }>`select min(id) as id from ${sql.table(table)}`.execute(
    t.deps.db,
  );
  return Number(res.rows[0]?.id ?? 1);
}

export async function tenantA(t: TestApp, consultantToken: string): Promise<TenantA> {
  const db = t.deps.db;
  const participant = await db
    .selectFrom('participants')
    .selectAll()
    .where('participant_code', '=', DEMO_PARTICIPANT_CODE)
    .executeTakeFirstOrThrow();
  const corporate = await db
    .selectFrom('corporate_accounts')
    .selectAll()
    .where('id', '=', participant.account_corporate_id)
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', participant.project_id)
    .executeTakeFirstOrThrow();
  const consultantAccount = await db
    .selectFrom('consultant_accounts')
    .selectAll()
    .where('id', '=', corporate.account_consultant_id)
    .executeTakeFirstOrThrow();
  const consultantUser = await db
    .selectFrom('users')
    .selectAll()
    .where('account_consultant_id', '=', consultantAccount.id)
    .executeTakeFirstOrThrow();
  const collaboratorUser = await db
    .selectFrom('users')
    .selectAll()
    .where('account_corporate_id', '=', corporate.id)
    .executeTakeFirstOrThrow();
  const submission = await db
    .selectFrom('submissions')
    .select('id')
    .where('participant_id', '=', participant.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // An export of A's project, so downloads/* have a row of A to be asked about.
  const exported = await t.callOk(
    'projects/participants/export',
    { project_id: project.id },
    consultantToken,
  );
  const downloadId = Number(exported.download_id ?? exported.id);
  // An invitation e-mail of A's participant, so outbox/detail asks about a message of A.
  await t.callOk('projects/invitations/resend', { participant_id: participant.id }, consultantToken);
  const mail = await db
    .selectFrom('outbox')
    .select('id')
    .where('participant_id', '=', participant.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  // An evidence analysis of A's project, so evidence/analyses/detail asks about an analysis of A.
  const analysed = await db
    .selectFrom('project_instruments')
    .select('instrument_id')
    .where('project_id', '=', project.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const analysis = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: analysed.instrument_id, sample: { project_ids: [project.id] } },
    consultantToken,
  );
  const sector = await db
    .selectFrom('sectors')
    .select('id')
    .where('account_consultant_id', '=', consultantAccount.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('credit_ledger')
    .select('id')
    .where('account_corporate_id', '=', corporate.id)
    .executeTakeFirstOrThrow();
  const code = await db
    .selectFrom('unique_codes')
    .selectAll()
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  const participants = await db
    .selectFrom('participants')
    .selectAll()
    .where('project_id', '=', project.id)
    .execute();

  const ids = {
    instrument: await firstId(t, 'instruments'),
    testDimension: await firstId(t, 'test_dimensions'),
    competence: await firstId(t, 'competences'),
    jobProfile: await firstId(t, 'job_profiles'),
    blueprint: await firstId(t, 'scoring_blueprints'),
  };
  const FAMILY_IDS: [RegExp, number][] = [
    [/^accounts\/consultants\//, consultantAccount.id],
    [/^accounts\/corporates\//, corporate.id],
    [/^accounts\/collaborators\//, collaboratorUser.id],
    [/^accounts\/sectors\//, sector.id],
    [/^accounts\/credits\//, ledger.id],
    [/^outbox\//, mail.id],
    [/^projects\/job-profile-template/, ids.jobProfile],
    [/^projects\//, project.id],
    [/^instruments\//, ids.instrument],
    [/^test-dimensions\//, ids.testDimension],
    [/^competences\//, ids.competence],
    [/^job-profiles\//, ids.jobProfile],
    [/^quiz-scorings\/blueprints\//, ids.blueprint],
    [/^quiz-scorings\/blueprint-settings\//, await firstId(t, 'scoring_blueprint_settings')],
    [/^quiz-scorings\/blueprint-dimensions\//, await firstId(t, 'scoring_blueprint_dimensions')],
    [/^quiz-scorings\/final-scores\//, await firstId(t, 'scoring_final_scores')],
    [/^quiz-scorings\/gob-blueprints\//, await firstId(t, 'scoring_gob_blueprints')],
    [/^master-languages\//, await firstId(t, 'master_languages')],
    [/^master-translations\//, await firstId(t, 'master_translations')],
  ];
  const values: FieldValues = {
    account_consultant_id: consultantAccount.id,
    account_corporate_id: corporate.id,
    // Single sign-on names its account by kind and id: tenant A's corporate.
    account_kind: 'corporate',
    account_id: corporate.id,
    allowed_domains: ['tenant-a.example'],
    project_id: project.id,
    project_ids: [project.id],
    // A bias audit names its scope by kind (the first, a project) and id.
    scope_id: project.id,
    participant_id: participant.id,
    participant_ids: [participant.id],
    participant_code: participant.participant_code,
    participant_codes: [participant.participant_code],
    submission_id: submission.id,
    attempt_id: submission.id,
    download_id: downloadId,
    analysis_id: analysis.analysis_id,
    user_id: consultantUser.id,
    instrument_id: ids.instrument,
    instrument_ids: [ids.instrument],
    test_dimension_id: ids.testDimension,
    competence_id: ids.competence,
    job_profile_id: ids.jobProfile,
    blueprint_id: ids.blueprint,
    sector_id: sector.id,
    parent_id: sector.id,
    slug: corporate.slug,
    email: participant.email,
    language_code: 'id',
  };
  const markers = [
    consultantAccount.name,
    consultantAccount.legal_name,
    corporate.name,
    corporate.legal_name,
    project.name,
    consultantUser.email,
    collaboratorUser.email,
    ...(code ? [code.code] : []),
    ...participants.flatMap((p) => [p.participant_code, p.email, p.name]),
  ].filter((m) => m && m.length >= 5);
  return {
    consultantAccountId: consultantAccount.id,
    consultantUserId: consultantUser.id,
    collaboratorUserId: collaboratorUser.id,
    corporateId: corporate.id,
    projectId: project.id,
    participantId: participant.id,
    participantCode: participant.participant_code,
    submissionId: submission.id,
    downloadId,
    analysisId: analysis.analysis_id,
    markers,
    values,
    idFor: (path) => FAMILY_IDS.find(([re]) => re.test(path))?.[1] ?? 1,
  };
}

/** The values of tenant A for one call: its `id` is the row of the call's family. */
export const valuesForCall = (a: TenantA, path: string): FieldValues => ({ ...a.values, id: a.idFor(path) });
