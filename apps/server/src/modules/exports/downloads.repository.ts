import type { Kysely, Updateable } from 'kysely';
import type { Database, DownloadTable } from '../../db/schema';
import type { Actor } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { visibleCorporates } from '../accounts/accounts.policy';

export interface NewDownload {
  corporateId: number | null;
  projectId: number | null;
  kind: string;
  fileName: string;
  params: unknown;
  createdBy: number;
}

export async function insertDownload(db: Kysely<Database>, d: NewDownload): Promise<number> {
  const row = await db
    .insertInto('downloads')
    .values({
      account_corporate_id: d.corporateId,
      project_id: d.projectId,
      kind: d.kind,
      file_name: d.fileName,
      params_json: JSON.stringify(d.params),
      created_by: d.createdBy,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type DownloadChanges = Pick<
  Updateable<DownloadTable>,
  'status' | 'progress' | 'job_id' | 'storage_path' | 'size_bytes' | 'row_count' | 'error' | 'finished_at'
>;

export async function updateDownload(
  db: Kysely<Database>,
  id: number,
  changes: DownloadChanges,
): Promise<void> {
  await db.updateTable('downloads').set(changes).where('id', '=', id).execute();
}

export function downloadById(db: Kysely<Database>, id: number) {
  return db.selectFrom('downloads').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The exports an actor may see: an admin every one (including cross-tenant exports that have no
 * corporate), others those of the corporate accounts they may see.
 */
export function visibleDownloads(db: Kysely<Database>, actor: Actor) {
  const base = db
    .selectFrom('downloads as d')
    .leftJoin('corporate_accounts as c', 'c.id', 'd.account_corporate_id')
    .leftJoin('projects as p', 'p.id', 'd.project_id')
    .leftJoin('users as u', 'u.id', 'd.created_by');
  if (actor.role === 'admin') return base;
  return base
    .where('d.account_corporate_id', 'is not', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor) as never);
}
