import type { ConsultantRow } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Live consultant accounts (`consultant_accounts as a`) with their live corporate and user counts. */
export function consultantRows(db: Db) {
  return db
    .selectFrom('consultant_accounts as a')
    .where('a.removed_at', 'is', null)
    .select((eb) => [
      'a.id',
      'a.name',
      'a.legal_name',
      'a.logo_path',
      'a.logo_thumbnail',
      eb
        .selectFrom('corporate_accounts as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.account_consultant_id', '=', 'a.id')
        .where('c.removed_at', 'is', null)
        .as('corporate_count'),
      eb
        .selectFrom('users as u')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.account_consultant_id', '=', 'a.id')
        .where('u.removed_at', 'is', null)
        .as('user_count'),
      'a.created_at',
      'a.updated_at',
    ]);
}

type Raw = Omit<ConsultantRow, 'corporate_count' | 'user_count'> & {
  corporate_count: number | string | null;
  user_count: number | string | null;
};

export function presentConsultant(r: Raw): ConsultantRow {
  return { ...r, corporate_count: Number(r.corporate_count ?? 0), user_count: Number(r.user_count ?? 0) };
}

export async function findConsultant(db: Db, id: number): Promise<ConsultantRow | undefined> {
  const row = await consultantRows(db).where('a.id', '=', id).executeTakeFirst();
  return row ? presentConsultant(row as Raw) : undefined;
}
