import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor, Deps } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// Bulk invitation batches: a read sheet waits as `previewed`, is claimed (`queued`), then the job
// runs it chunk by chunk (`running`, invited_count) to `done`, or to `failed` when its job failed
// for good.

export interface NewBatch {
  project_id: number;
  file_name: string;
  rows_json: string;
  valid_count: number;
  invalid_count: number;
  created_by: number | null;
  created_at: string;
}

export function insertBatch(db: Db, batch: NewBatch) {
  return db.insertInto('invitation_batches').values(batch).returning('id').executeTakeFirstOrThrow();
}

/** A batch of a project the actor may see (undefined for others'). */
export function findVisibleBatch(deps: Deps, actor: Actor, batchId: number) {
  return visibleProjects(deps.db, actor)
    .innerJoin('invitation_batches as b', 'b.project_id', 'p.id')
    .select(['b.id', 'b.project_id', 'b.status', 'b.valid_count', 'b.job_id'])
    .where('b.id', '=', batchId)
    .executeTakeFirst();
}

export function findBatch(db: Db, batchId: number) {
  return db.selectFrom('invitation_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/** Claims a previewed batch for inviting; a batch claimed already is left as it is (0 rows). */
export function markBatchQueued(db: Db, batchId: number) {
  return db
    .updateTable('invitation_batches')
    .set({ status: 'queued' })
    .where('id', '=', batchId)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
}

export async function setBatchJob(db: Db, batchId: number, jobId: number): Promise<void> {
  await db.updateTable('invitation_batches').set({ job_id: jobId }).where('id', '=', batchId).execute();
}

export async function markBatchRunning(db: Db, batchId: number): Promise<void> {
  await db.updateTable('invitation_batches').set({ status: 'running' }).where('id', '=', batchId).execute();
}

/** How many valid rows are processed: a retried job resumes there. */
export async function setBatchInvitedCount(db: Db, batchId: number, invitedCount: number): Promise<void> {
  await db
    .updateTable('invitation_batches')
    .set({ invited_count: invitedCount })
    .where('id', '=', batchId)
    .execute();
}

export async function markBatchDone(db: Db, batchId: number): Promise<void> {
  await db.updateTable('invitation_batches').set({ status: 'done' }).where('id', '=', batchId).execute();
}

/** Ends a batch whose job failed for good (a batch ended already is left as it is). */
export async function markBatchFailed(db: Db, batchId: number): Promise<void> {
  await db
    .updateTable('invitation_batches')
    .set({ status: 'failed' })
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** A corporate's batches still marked as being invited whose job failed for good. */
export function listFailedBatches(db: Db, corporateId: number) {
  return db
    .selectFrom('invitation_batches as b')
    .innerJoin('projects as p', 'p.id', 'b.project_id')
    .innerJoin('jobs as j', 'j.id', 'b.job_id')
    .select(['b.id', 'b.project_id', 'b.created_by'])
    .where('p.account_corporate_id', '=', corporateId)
    .where('b.status', 'in', ['queued', 'running'])
    .where('j.status', '=', 'failed')
    .execute();
}

/** The job of the project's latest batch that was sent to inviting. */
export function findLatestBatchJob(db: Db, projectId: number) {
  return db
    .selectFrom('invitation_batches')
    .select('job_id')
    .where('project_id', '=', projectId)
    .where('job_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The bulk-invitation sheets of the participant's project. */
export function listProjectBulkSheets(db: Db, participantId: number) {
  return db
    .selectFrom('invitation_batches as b')
    .innerJoin('participants as pt', 'pt.project_id', 'b.project_id')
    .select(['b.id', 'b.rows_json'])
    .where('pt.id', '=', participantId)
    .execute();
}

export async function updateBulkSheetRows(db: Db, batchId: number, rowsJson: string): Promise<void> {
  await db.updateTable('invitation_batches').set({ rows_json: rowsJson }).where('id', '=', batchId).execute();
}
