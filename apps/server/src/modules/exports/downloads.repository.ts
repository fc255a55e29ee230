import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { Database, DownloadTable } from '../../db/schema';
import type { Actor } from '../../deps';
import { nowIso } from '../../lib/clock';
import { visibleCorporates } from '../accounts/accounts.policy';

export interface NewDownload {
  corporateId: number | null;
  /** Set for a consultant's export across its corporates (no single corporate owns it). */
  consultantId?: number | null;
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
      account_consultant_id: d.consultantId ?? null,
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
 * corporate); a consultant those of its corporates and its own cross-corporate exports; a
 * collaborator those of its corporate.
 */
export function visibleDownloads(db: Kysely<Database>, actor: Actor) {
  const base = db
    .selectFrom('downloads as d')
    .leftJoin('corporate_accounts as c', 'c.id', 'd.account_corporate_id')
    .leftJoin('projects as p', 'p.id', 'd.project_id')
    .leftJoin('users as u', 'u.id', 'd.created_by');
  if (actor.role === 'admin') return base;
  const ofVisibleCorporate = (eb: ExpressionBuilder<Database & { c: Database['corporate_accounts'] }, 'c'>) =>
    eb.and([eb('c.removed_at', 'is', null), visibleCorporates(actor)(eb)]);
  return base.where((eb) => {
    const corporate = eb.and([eb('d.account_corporate_id', 'is not', null), ofVisibleCorporate(eb as never)]);
    if (actor.role !== 'consultant') return corporate;
    return eb.or([
      corporate,
      eb.and([
        eb('d.account_corporate_id', 'is', null),
        eb('d.account_consultant_id', '=', actor.consultantId ?? -1),
      ]),
    ]);
  });
}
