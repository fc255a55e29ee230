import type { CorporateRow, corporateNewRequest, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { assertCanManageCorporates, visibleCorporates } from './accounts.policy';

const COLUMNS = [
  'c.id',
  'c.name',
  'c.legal_name',
  'c.title',
  'c.slug',
  'c.color_theme',
  'c.font_theme',
  'c.is_show_header',
  'c.is_use_corporate_logo',
  'c.callback_url',
  'c.account_consultant_id',
  'c.created_at',
] as const;

type Raw = Omit<CorporateRow, 'is_show_header' | 'is_use_corporate_logo'> & {
  is_show_header: number;
  is_use_corporate_logo: number;
};
const present = (r: Raw): CorporateRow => ({
  ...r,
  is_show_header: r.is_show_header === 1,
  is_use_corporate_logo: r.is_use_corporate_logo === 1,
});

function visible(deps: Deps, actor: Actor) {
  return deps.db
    .selectFrom('corporate_accounts as c')
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}

export async function corporateDatatable(deps: Deps, actor: Actor, query: z.infer<typeof datatableQuery>) {
  const page = await runDatatable<Raw>(
    visible(deps, actor),
    query,
    {
      columns: Object.fromEntries(COLUMNS.map((c) => [c.slice(2), c])),
      searchable: ['name', 'legal_name', 'slug'],
      defaultColumn: 'id',
    },
    (q) => q.select([...COLUMNS]),
  );
  return { ...page, data: page.data.map(present) };
}

/** A corporate account the actor may see, or 404 (other tenants' ids answer like unknown ids). */
export async function corporateDetail(deps: Deps, actor: Actor, id: number): Promise<CorporateRow> {
  const row = await visible(deps, actor)
    .select([...COLUMNS])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Corporate account');
  return present(row as Raw);
}

export async function createCorporate(deps: Deps, actor: Actor, input: z.infer<typeof corporateNewRequest>) {
  assertCanManageCorporates(actor);
  const consultantId = actor.role === 'consultant' ? actor.consultantId : input.account_consultant_id;
  if (!consultantId)
    throw badRequest('account_consultant_id: choose the consultant account', 'account_consultant_id');
  const consultant = await deps.db
    .selectFrom('consultant_accounts')
    .select('id')
    .where('id', '=', consultantId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!consultant) throw notFound('Consultant account');
  const slugTaken = await deps.db
    .selectFrom('corporate_accounts')
    .select('id')
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  if (slugTaken)
    throw conflict(`The slug '${input.slug}' is already used by another corporate account.`, 'slug');
  const now = nowIso();
  const { id } = await deps.db
    .insertInto('corporate_accounts')
    .values({
      account_consultant_id: consultantId,
      name: input.name,
      legal_name: input.legal_name,
      title: input.title,
      slug: input.slug,
      color_theme: input.color_theme,
      font_theme: input.font_theme,
      is_show_header: input.is_show_header ? 1 : 0,
      is_use_corporate_logo: input.is_use_corporate_logo ? 1 : 0,
      callback_url: input.callback_url,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return corporateDetail(deps, actor, id);
}
