import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// A registration's CV is kept (it was accepted and thrown away): the stored file's path under
// DATA_DIR/participant-cvs and the name its author gave it, cleaned, for the download.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('participants').addColumn('cv_path', 'text').execute();
  await db.schema.alterTable('participants').addColumn('cv_name', 'text').execute();
}

export const down = forwardOnly;
