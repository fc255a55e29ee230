import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import type { Database, DownloadTable } from '../../db/schema';
import { consultantOf, seesEveryTenant, visibleCorporates } from '../../db/tenant-scope';
import type { Actor } from '../../deps';
import { nowIso } from '../../lib/clock';

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

export type DownloadChanges = Pick<
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
  if (seesEveryTenant(actor)) return base;
  const consultantId = consultantOf(actor);
  const ofVisibleCorporate = (eb: ExpressionBuilder<Database & { c: Database['corporate_accounts'] }, 'c'>) =>
    eb.and([eb('c.removed_at', 'is', null), visibleCorporates(actor)(eb)]);
  return base.where((eb) => {
    const corporate = eb.and([eb('d.account_corporate_id', 'is not', null), ofVisibleCorporate(eb as never)]);
    if (consultantId === undefined) return corporate;
    return eb.or([
      corporate,
      eb.and([eb('d.account_corporate_id', 'is', null), eb('d.account_consultant_id', '=', consultantId)]),
    ]);
  });
}

/** A download of this kind the actor may see, with its job. */
export function findVisibleDownload(db: Kysely<Database>, actor: Actor, downloadId: number, kind: string) {
  return visibleDownloads(db, actor)
    .select('d.job_id')
    .where('d.id', '=', downloadId)
    .where('d.kind', '=', kind)
    .executeTakeFirst();
}

/** The latest download of this kind of a project (or the one named), with its job. */
export function findLatestProjectDownload(
  db: Kysely<Database>,
  projectId: number,
  kind: string,
  downloadId?: number,
) {
  let q = db
    .selectFrom('downloads')
    .select('job_id')
    .where('project_id', '=', projectId)
    .where('kind', '=', kind);
  if (downloadId) q = q.where('id', '=', downloadId);
  return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A download the actor may see, with what serving its file needs. */
export function findVisibleDownloadFile(db: Kysely<Database>, actor: Actor, downloadId: number) {
  return visibleDownloads(db, actor)
    .select(['d.id', 'd.status', 'd.file_name', 'd.storage_path'])
    .where('d.id', '=', downloadId)
    .executeTakeFirst();
}

/** Finished or failed downloads older than the cutoff (finished, else created), with their files. */
export function listDownloadsBefore(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('downloads')
    .select(['id', 'storage_path'])
    .where('status', 'in', ['done', 'failed'])
    .where((eb) => eb(eb.fn.coalesce('finished_at', 'created_at'), '<', cutoff))
    .execute();
}

/** The download stays in the list, marked expired, without its file; its finishing time is kept. */
export async function markDownloadExpired(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('downloads')
    .set({
      status: 'expired',
      storage_path: null,
      finished_at: (eb) => eb.fn.coalesce('finished_at', eb.val(nowIso())),
    })
    .where('id', '=', id)
    .execute();
}

/** The files downloads point to. */
export function listStoredPaths(db: Kysely<Database>) {
  return db.selectFrom('downloads').select('storage_path').where('storage_path', 'is not', null).execute();
}

/** A download of this kind the actor may see, with its job and what its progress tells. */
export function findVisibleDownloadProgress(
  db: Kysely<Database>,
  actor: Actor,
  downloadId: number,
  kind: string,
) {
  return visibleDownloads(db, actor)
    .select(['d.id', 'd.status', 'd.job_id', 'd.file_name', 'd.params_json', 'd.row_count'])
    .where('d.id', '=', downloadId)
    .where('d.kind', '=', kind)
    .executeTakeFirst();
}
