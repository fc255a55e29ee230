import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// A QTI package is analysed by a background job (a bank of thousands of items takes seconds):
// the upload is kept on its analysis row (base64) until the job has read it, the job's id lets
// the author's progress call find it, and a package the job refuses keeps the refusal in every
// language ({ message, problems }) so the author reads it in theirs. An analysis still waiting
// has an empty analysis_json.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'qti_import_analyses', 'job_id', 'integer');
  await addColumnTo(db, 'qti_import_analyses', 'package_base64', 'text');
  await addColumnTo(db, 'qti_import_analyses', 'error_json', 'text');
}

export const down = forwardOnly;
