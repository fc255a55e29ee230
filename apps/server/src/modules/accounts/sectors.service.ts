import type { SectorNode, sectorNewRequest, sectorUpdateRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';
import { fieldMessage, fillMessage, type ServerMessage } from '../../lib/server-messages';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { assertCanManageSectors, sectorReadScope } from './accounts.policy';
import {
  findSector,
  insertSector,
  listSectors,
  markSectorRemoved,
  type SectorRow,
  sectorUsage,
  siblingNamed,
  updateSectorRow,
} from './sectors.repository';

export const SECTOR_CYCLE_MESSAGE = fieldMessage('parent_id', ACCOUNT_MESSAGES.sectorCycle);

const compactOf = (s: SectorRow) => ({ id: s.id, name: s.name, parent_id: s.parent_id });

/** Builds the forest from a flat list (children keep the list's name order). */
function toTree(rows: SectorRow[]): SectorNode[] {
  const nodes = new Map<number, SectorNode>(rows.map((r) => [r.id, { ...compactOf(r), children: [] }]));
  const roots: SectorNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function sectorTree(
  deps: Deps,
  actor: Actor,
  accountConsultantId?: number,
): Promise<SectorNode[]> {
  return toTree(await listSectors(deps.db, sectorReadScope(actor, accountConsultantId)));
}

export async function sectorCompact(deps: Deps, actor: Actor, accountConsultantId?: number) {
  return (await listSectors(deps.db, sectorReadScope(actor, accountConsultantId))).map(compactOf);
}

async function assertNameFree(
  deps: Deps,
  consultantId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
) {
  if (await siblingNamed(deps.db, consultantId, parentId, name, exceptId))
    throw conflict(fillMessage(ACCOUNT_MESSAGES.sectorExists, { name }), 'name');
}

export async function createSector(deps: Deps, actor: Actor, input: z.infer<typeof sectorNewRequest>) {
  const consultantId = assertCanManageSectors(actor);
  const parentId = input.parent_id ?? null;
  if (parentId !== null) await findSector(deps.db, consultantId, parentId);
  await assertNameFree(deps, consultantId, parentId, input.name);
  return insertSector(deps.db, {
    account_consultant_id: consultantId,
    parent_id: parentId,
    name: input.name,
  });
}

/** Renames and/or moves a sector (parent_id null moves it to the top); refuses a cycle. */
export async function updateSector(deps: Deps, actor: Actor, input: z.infer<typeof sectorUpdateRequest>) {
  const consultantId = assertCanManageSectors(actor);
  const sector = await findSector(deps.db, consultantId, input.id);
  const parentId = input.parent_id === undefined ? sector.parent_id : input.parent_id;
  if (parentId !== null && parentId !== sector.parent_id) {
    await findSector(deps.db, consultantId, parentId);
    const parents = new Map((await listSectors(deps.db, consultantId)).map((s) => [s.id, s.parent_id]));
    for (let at: number | null = parentId; at !== null; at = parents.get(at) ?? null) {
      if (at === sector.id) throw badRequest(SECTOR_CYCLE_MESSAGE, 'parent_id');
    }
  }
  await assertNameFree(deps, consultantId, parentId, input.name, sector.id);
  await updateSectorRow(deps.db, sector.id, { name: input.name, parent_id: parentId });
  return { id: sector.id, name: input.name, parent_id: parentId };
}

const counted = (n: number, one: ServerMessage, many: ServerMessage) =>
  n === 1 ? one : fillMessage(many, { n });

/** Soft-removes an unused sector; one that corporates or sub-sectors still use is refused (409). */
export async function removeSector(deps: Deps, actor: Actor, id: number) {
  const consultantId = assertCanManageSectors(actor);
  const sector = await findSector(deps.db, consultantId, id);
  const usage = await sectorUsage(deps.db, id);
  if (usage.corporates || usage.children) {
    const users = [
      usage.corporates
        ? counted(usage.corporates, ACCOUNT_MESSAGES.corporateAccount, ACCOUNT_MESSAGES.corporateAccounts)
        : null,
      usage.children
        ? counted(usage.children, ACCOUNT_MESSAGES.subSector, ACCOUNT_MESSAGES.subSectors)
        : null,
    ].filter((u) => u !== null);
    const joined = {
      en: users.map((u) => u.en).join(ACCOUNT_MESSAGES.and.en),
      id: users.map((u) => u.id).join(ACCOUNT_MESSAGES.and.id),
    };
    throw conflict(fillMessage(ACCOUNT_MESSAGES.sectorInUse, { name: sector.name, users: joined }));
  }
  await markSectorRemoved(deps.db, id);
  return { ok: true };
}
