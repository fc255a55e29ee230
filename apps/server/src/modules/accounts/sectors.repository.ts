import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';

type Db = Kysely<Database>;

export interface SectorRow {
  id: number;
  name: string;
  parent_id: number | null;
  account_consultant_id: number;
}

/** Live sectors of one consultant account, or of every account (null), ordered by name. */
export function listSectors(db: Db, consultantId: number | null): Promise<SectorRow[]> {
  let q = db
    .selectFrom('sectors')
    .select(['id', 'name', 'parent_id', 'account_consultant_id'])
    .where('removed_at', 'is', null);
  if (consultantId !== null) q = q.where('account_consultant_id', '=', consultantId);
  return q.orderBy('name').orderBy('id').execute();
}

/** A live sector of the given consultant account, or 404 (other accounts' sectors answer alike). */
export async function findSector(db: Db, consultantId: number, id: number): Promise<SectorRow> {
  const row = await rowWhere(db, 'sectors', ['id', 'name', 'parent_id', 'account_consultant_id'], {
    id,
    account_consultant_id: consultantId,
    removed_at: null,
  });
  if (!row) throw notFound('Sector');
  return row;
}

/** A live sibling with the same name (case-insensitive) under the same parent, other than `exceptId`. */
export async function siblingNamed(
  db: Db,
  consultantId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('sectors')
    .select('id')
    .where('account_consultant_id', '=', consultantId)
    .where('removed_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  q = parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** How many live corporate accounts and live sub-sectors use a sector. */
export async function sectorUsage(db: Db, id: number): Promise<{ corporates: number; children: number }> {
  const [corporates, children] = await Promise.all([
    db
      .selectFrom('corporate_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sector_id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sectors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { corporates: Number(corporates.n), children: Number(children.n) };
}

export async function insertSector(
  db: Db,
  sector: { account_consultant_id: number; parent_id: number | null; name: string },
): Promise<{ id: number; name: string; parent_id: number | null }> {
  const now = nowIso();
  return db
    .insertInto('sectors')
    .values({ ...sector, created_at: now, updated_at: now })
    .returning(['id', 'name', 'parent_id'])
    .executeTakeFirstOrThrow();
}

export async function updateSectorRow(
  db: Db,
  id: number,
  changes: { name: string; parent_id: number | null },
) {
  await db
    .updateTable('sectors')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function markSectorRemoved(db: Db, id: number): Promise<void> {
  const now = nowIso();
  await db.updateTable('sectors').set({ removed_at: now, updated_at: now }).where('id', '=', id).execute();
}
