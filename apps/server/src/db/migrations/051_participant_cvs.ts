import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// A registration's CV is kept (it was accepted and thrown away): the stored file's path under
// DATA_DIR/participant-cvs and the name its author gave it, cleaned, for the download.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'participants', 'cv_path', 'text');
  await addColumnTo(db, 'participants', 'cv_name', 'text');
}

export const down = forwardOnly;
