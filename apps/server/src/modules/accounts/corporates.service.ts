import type {
  CorporateRow,
  corporateNewRequest,
  corporateUpdateRequest,
  datatableQuery,
} from '@asesa/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique';
import type { Actor, Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { runDatatable } from '../../http/datatable';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { endSessionsOfUsers } from '../auth/token.service';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { assertCanManageCorporates } from './accounts.policy';
import { assertCallbackUrl } from './callback-url';
import { liveConsultantExists } from './consultants.repository';
import {
  findVisibleCorporate,
  insertCorporate,
  presentCorporate,
  removeCorporates,
  slugTaken,
  updateCorporateRow,
  visibleCorporateTableRows,
} from './corporates.repository';
import { replaceLogo } from './logos';
import { findSector } from './sectors.repository';

/** Public column names of the corporate datatable (all sortable; text ones searchable). */
const DATATABLE_COLUMNS = [
  'id',
  'name',
  'legal_name',
  'title',
  'slug',
  'consultant_name',
  'sector_name',
  'balance',
  'color_theme',
  'account_consultant_id',
  'sector_id',
  'created_at',
  'updated_at',
] as const;

export async function corporateDatatable(deps: Deps, actor: Actor, query: z.infer<typeof datatableQuery>) {
  const base = visibleCorporateTableRows(deps.db, actor);
  const page = await runDatatable<Parameters<typeof presentCorporate>[0]>(
    base,
    query,
    {
      columns: Object.fromEntries(DATATABLE_COLUMNS.map((c) => [c, `c.${c}`])),
      searchable: ['name', 'legal_name', 'title', 'slug', 'consultant_name', 'sector_name'],
      defaultColumn: 'id',
    },
    (q) => q.selectAll(),
  );
  return { ...page, data: page.data.map(presentCorporate) };
}

/** A corporate account the actor may see, or 404 (other tenants' ids answer like unknown ids). */
export async function corporateDetail(deps: Deps, actor: Actor, id: number): Promise<CorporateRow> {
  const row = await findVisibleCorporate(deps.db, actor, id);
  if (!row) throw notFound('Corporate account');
  return row;
}

const slugConflict = (slug: string) => conflict(fillMessage(ACCOUNT_MESSAGES.slugTaken, { slug }), 'slug');

async function assertSlugFree(deps: Deps, slug: string, exceptId?: number) {
  if (await slugTaken(deps.db, slug, exceptId)) throw slugConflict(slug);
}

/** Runs a write; a unique-slug violation (two requests racing past the check) answers 409 too. */
async function slugSafe<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (slug && isUniqueViolation(err)) throw slugConflict(slug);
    throw err;
  }
}

type TextField = 'name' | 'legal_name' | 'title' | 'slug' | 'color_theme' | 'font_theme' | 'callback_url';

/** The corporate's text columns as the request sends them (creating and updating store them alike). */
function textColumns<I extends Partial<Record<TextField, unknown>>>(input: I): Pick<I, TextField> {
  const { name, legal_name, title, slug, color_theme, font_theme, callback_url } = input;
  return { name, legal_name, title, slug, color_theme, font_theme, callback_url };
}

export async function createCorporate(deps: Deps, actor: Actor, input: z.infer<typeof corporateNewRequest>) {
  assertCanManageCorporates(actor);
  const consultantId = actor.role === 'consultant' ? actor.consultantId : input.account_consultant_id;
  if (!consultantId) throw fieldError('account_consultant_id', ACCOUNT_MESSAGES.chooseConsultant);
  if (!(await liveConsultantExists(deps.db, consultantId))) throw notFound('Consultant account');
  // The sector must belong to the consultant account the corporate is created under.
  if (input.sector_id) await findSector(deps.db, consultantId, input.sector_id);
  await assertSlugFree(deps, input.slug);
  await assertCallbackUrl(deps, input.callback_url);
  const id = await slugSafe(input.slug, () =>
    insertCorporate(deps.db, {
      account_consultant_id: consultantId,
      ...textColumns(input),
      is_show_header: input.is_show_header ? 1 : 0,
      is_use_corporate_logo: input.is_use_corporate_logo ? 1 : 0,
      sector_id: input.sector_id ?? null,
    }),
  );
  return corporateDetail(deps, actor, id);
}

/** Changes the fields the request carries; slug uniqueness and sector ownership still apply. */
export async function updateCorporate(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof corporateUpdateRequest>,
): Promise<CorporateRow> {
  assertCanManageCorporates(actor);
  const current = await corporateDetail(deps, actor, input.id);
  if (input.sector_id) await findSector(deps.db, current.account_consultant_id, input.sector_id);
  if (input.slug !== undefined && input.slug !== current.slug)
    await assertSlugFree(deps, input.slug, input.id);
  if (input.callback_url !== undefined && input.callback_url !== current.callback_url)
    await assertCallbackUrl(deps, input.callback_url);
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const changes = {
    ...textColumns(input),
    is_show_header: flag(input.is_show_header),
    is_use_corporate_logo: flag(input.is_use_corporate_logo),
    sector_id: input.sector_id,
  };
  await slugSafe(input.slug, () => updateCorporateRow(deps.db, input.id, changes));
  return corporateDetail(deps, actor, input.id);
}

/** Soft-removes a corporate account; its collaborators can no longer sign in. */
export async function removeCorporate(deps: Deps, actor: Actor, id: number) {
  assertCanManageCorporates(actor);
  await corporateDetail(deps, actor, id);
  await deps.db
    .transaction()
    .execute((trx) => removeCorporates(trx, { id }, (users) => endSessionsOfUsers(trx, users)));
  return { ok: true };
}

export async function setCorporateLogo(deps: Deps, actor: Actor, id: number, file: UploadedFile) {
  assertCanManageCorporates(actor);
  const current = await corporateDetail(deps, actor, id);
  return replaceLogo(deps, file, current, (logo) => updateCorporateRow(deps.db, id, logo));
}
