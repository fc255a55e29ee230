import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// A project's language rows with their invitation templates (edited through the invitations
// feature, which checks the languages and the templates' variables).

export interface ProjectLanguageValues {
  project_id: number;
  language_code: string;
  invitation_subject: string;
  invitation_body: string;
  created_at: string;
  updated_at: string;
}

export async function insertProjectLanguage(db: Db, values: ProjectLanguageValues): Promise<void> {
  await db.insertInto('project_languages').values(values).execute();
}

export async function updateProjectTemplate(
  db: Db,
  id: number,
  template: { subject: string; body: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('project_languages')
    .set({ invitation_subject: template.subject, invitation_body: template.body, updated_at: now })
    .where('id', '=', id)
    .execute();
}
