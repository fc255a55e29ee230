import type {
  ProjectLanguageDetail,
  ProjectLanguageRow,
  projectLanguageUpdateRequest,
} from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError } from '../../lib/errors';
import { fieldMessage, fillMessage, type ServerMessage } from '../../lib/server-messages';
import { saveProjectTemplate, storeProjectLanguage } from '../projects/project-languages.service';
import { INVITATION_MESSAGES } from './invitations.messages';
import { invitingProject } from './inviting-project';
import {
  findMasterLanguage,
  findProjectLanguage,
  listLiveMasterLanguages,
  listMasterLanguageNames,
  listProjectLanguages,
} from './project-languages.repository';
import { assertKnownVariables, DEFAULT_TEMPLATES, defaultTemplate } from './templates';

type Db = Kysely<Database>;

// A project invites in its default language plus the languages added to it. A language row with
// an empty subject/body has no template of its own yet and uses the shipped default.

/** The language codes a project invites in: its default language first, then those added. */
export async function projectLanguageCodes(
  db: Db,
  project: { id: number; default_language: string },
): Promise<string[]> {
  const rows = await listProjectLanguages(db, project.id);
  return [
    project.default_language,
    ...rows.map((r) => r.language_code).filter((c) => c !== project.default_language),
  ];
}

/** Every master language's name by code. */
export async function masterLanguageNames(db: Db): Promise<Map<string, string>> {
  return new Map((await listMasterLanguageNames(db)).map((l) => [l.code, l.name]));
}

const hasOwnTemplate = (r: { invitation_subject: string; invitation_body: string } | undefined) =>
  !!r && r.invitation_subject.trim() !== '' && r.invitation_body.trim() !== '';

export async function projectLanguageList(
  deps: Deps,
  actor: Actor,
  projectId: number,
): Promise<ProjectLanguageRow[]> {
  const project = await invitingProject(deps, actor, projectId);
  const rows = await listProjectLanguages(deps.db, project.id);
  const names = await masterLanguageNames(deps.db);
  return (await projectLanguageCodes(deps.db, project)).map((code) => {
    const row = rows.find((r) => r.language_code === code);
    return {
      language_code: code,
      language_name: names.get(code) ?? code,
      has_template: hasOwnTemplate(row),
      is_project_default: code === project.default_language,
      id: row?.id ?? null,
      updated_at: row?.updated_at ?? null,
    };
  });
}

export async function projectLanguageDetail(
  deps: Deps,
  actor: Actor,
  projectId: number,
  languageCode: string,
): Promise<ProjectLanguageDetail> {
  const project = await invitingProject(deps, actor, projectId);
  const code = await projectLanguage(deps.db, project, languageCode);
  const row = await findProjectLanguage(deps.db, project.id, code);
  const master = await findMasterLanguage(deps.db, code);
  const own = hasOwnTemplate(row);
  const template = own
    ? { subject: row!.invitation_subject, body: row!.invitation_body }
    : defaultTemplate(code);
  return {
    project_id: project.id,
    language_code: code,
    language_name: master?.name ?? code,
    source: own ? 'project' : 'default',
    ...template,
  };
}

/**
 * A language of the project, as stored (codes compare case-insensitively); otherwise 400 on
 * language_code with the caller's message, which names the code and the project's codes.
 */
export async function projectLanguage(
  db: Db,
  project: { id: number; default_language: string },
  requested: string,
  notInProject: ServerMessage = INVITATION_MESSAGES.addLanguageFirst,
) {
  const codes = await projectLanguageCodes(db, project);
  const code = codes.find((c) => c.toLowerCase() === requested.toLowerCase());
  if (!code)
    throw fieldError(
      'language_code',
      fillMessage(notInProject, { code: requested, codes: codes.join(', ') }),
    );
  return code;
}

/** Adds a master language to the project (its template starts as the shipped default). */
export async function addProjectLanguage(deps: Deps, actor: Actor, projectId: number, requested: string) {
  const project = await invitingProject(deps, actor, projectId);
  const master = await findMasterLanguage(deps.db, requested);
  if (!master)
    throw fieldError(
      'language_code',
      fillMessage(INVITATION_MESSAGES.notMasterLanguage, { code: requested }),
    );
  const codes = await projectLanguageCodes(deps.db, project);
  if (codes.includes(master.code))
    throw conflict(
      fieldMessage(
        'language_code',
        fillMessage(INVITATION_MESSAGES.alreadyLanguage, { name: master.name, code: master.code }),
      ),
      'language_code',
    );
  const now = nowIso();
  await storeProjectLanguage(deps.db, {
    project_id: project.id,
    language_code: master.code,
    invitation_subject: '',
    invitation_body: '',
    created_at: now,
    updated_at: now,
  });
  return projectLanguageDetail(deps, actor, project.id, master.code);
}

/** Saves the project's own template in one of its languages; unknown variables are refused by name. */
export async function updateProjectLanguage(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof projectLanguageUpdateRequest>,
) {
  const project = await invitingProject(deps, actor, input.project_id);
  const code = await projectLanguage(deps.db, project, input.language_code);
  assertKnownVariables({ subject: input.subject, body: input.body });
  const now = nowIso();
  const row = await findProjectLanguage(deps.db, project.id, code);
  if (row) {
    await saveProjectTemplate(deps.db, row.id, input, now);
  } else {
    // The project's default language has no row until its template is first edited.
    await storeProjectLanguage(deps.db, {
      project_id: project.id,
      language_code: code,
      invitation_subject: input.subject,
      invitation_body: input.body,
      created_at: now,
      updated_at: now,
    });
  }
  return projectLanguageDetail(deps, actor, project.id, code);
}

/** The shipped default templates, to start a project's own from. */
export async function defaultTemplates(deps: Deps) {
  const masters = await listLiveMasterLanguages(deps.db);
  const shipped = masters.filter((m) => DEFAULT_TEMPLATES[m.code]);
  return shipped.map((m) => ({ language_code: m.code, language_name: m.name, ...DEFAULT_TEMPLATES[m.code] }));
}
