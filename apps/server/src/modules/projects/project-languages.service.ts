import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  insertProjectLanguage,
  type ProjectLanguageValues,
  updateProjectTemplate,
} from './project-languages.repository';

// The invitations feature decides a project's languages and templates (project-languages.service.ts
// there); the rows are the project's, written here.

type Db = Kysely<Database> | Transaction<Database>;

/** Adds a language to a project, with its invitation template. */
export function storeProjectLanguage(db: Db, values: ProjectLanguageValues): Promise<void> {
  return insertProjectLanguage(db, values);
}

/** Replaces the invitation template of a project's language row. */
export function saveProjectTemplate(
  db: Db,
  id: number,
  template: { subject: string; body: string },
  now: string,
): Promise<void> {
  return updateProjectTemplate(db, id, template, now);
}
