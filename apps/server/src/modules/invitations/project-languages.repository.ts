import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// A project's languages and their invitation templates, and the master languages they come from.

function liveProjectLanguages(db: Db, projectId: number) {
  return db
    .selectFrom('project_languages')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('removed_at', 'is', null);
}

/** The project's language rows not removed, in the order they were added. */
export function listProjectLanguages(db: Db, projectId: number) {
  return liveProjectLanguages(db, projectId).orderBy('id').execute();
}

/** The project's live row of one language (none for a default language never edited). */
export function findProjectLanguage(db: Db, projectId: number, languageCode: string) {
  return liveProjectLanguages(db, projectId).where('language_code', '=', languageCode).executeTakeFirst();
}

/** The project's own templates, per language (empty subject/body: none of its own yet). */
export function listProjectTemplates(db: Db, projectId: number) {
  const templates = ['language_code', 'invitation_subject', 'invitation_body'] as const;
  return rowsWhere(db, 'project_languages', templates, { project_id: projectId, removed_at: null });
}

/** A live master language by code, case-insensitively. */
export function findMasterLanguage(db: Db, code: string) {
  return db
    .selectFrom('master_languages')
    .select(['code', 'name'])
    .where('removed_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

/** Every master language's name, removed ones too: a project may still use a removed language. */
export function listMasterLanguageNames(db: Db) {
  return db.selectFrom('master_languages').select(['code', 'name']).execute();
}

/** The live master languages, the default first. */
export function listLiveMasterLanguages(db: Db) {
  return db
    .selectFrom('master_languages')
    .select(['code', 'name'])
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}
