import type { SectorNode } from '@asesa/contracts';

/** A sector as the compact list gives it: no children, only the parent's id. */
export interface FlatSector {
  id: number;
  name: string;
  parent_id: number | null;
}

/** An option of antd's TreeSelect. */
export interface SectorOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: SectorOption[];
}

/**
 * Builds the sector tree from the compact list, keeping the list's order among siblings. A sector
 * whose parent is not in the list (removed, or out of reach) becomes a root rather than vanishing.
 */
export function buildSectorTree(items: readonly FlatSector[]): SectorNode[] {
  const nodes = new Map<number, SectorNode>();
  for (const item of items) nodes.set(item.id, { ...item, children: [] });
  const roots: SectorNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parent_id === null ? undefined : nodes.get(item.parent_id);
    if (parent && parent !== node && !isAncestor(nodes, node.id, parent)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `id` is `node` or one of its ancestors (guards against a cycle in bad data). */
function isAncestor(nodes: Map<number, SectorNode>, id: number, node: SectorNode): boolean {
  const seen = new Set<number>();
  let current: SectorNode | undefined = node;
  while (current && !seen.has(current.id)) {
    if (current.id === id) return true;
    seen.add(current.id);
    current = current.parent_id === null ? undefined : nodes.get(current.parent_id);
  }
  return false;
}

/** The ids of a sector and everything under it: where it cannot be moved to. */
export function subtreeIds(roots: readonly SectorNode[], id: number): Set<number> {
  const found = findSector(roots, id);
  const ids = new Set<number>();
  const walk = (node: SectorNode) => {
    ids.add(node.id);
    for (const child of node.children) walk(child);
  };
  if (found) walk(found);
  return ids;
}

export function findSector(roots: readonly SectorNode[], id: number): SectorNode | undefined {
  for (const node of roots) {
    if (node.id === id) return node;
    const inside = findSector(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

/** TreeSelect options for a sector tree; `disabled` ids stay visible but cannot be chosen. */
export function toSectorOptions(
  roots: readonly SectorNode[],
  disabled: ReadonlySet<number> = new Set(),
): SectorOption[] {
  return roots.map((node) => ({
    value: node.id,
    title: node.name,
    ...(disabled.has(node.id) ? { disabled: true } : {}),
    children: toSectorOptions(node.children, disabled),
  }));
}

/** Every sector id of a tree, depth first (to expand the whole tree). */
export function allSectorIds(roots: readonly SectorNode[]): number[] {
  return roots.flatMap((node) => [node.id, ...allSectorIds(node.children)]);
}

/** A sector as the antd Tree shows it. */
export interface SectorTreeNode {
  key: number;
  title: string;
  sector: SectorNode;
  children: SectorTreeNode[];
}

/** The sector tree as antd Tree nodes, keyed by sector id. */
export function toTreeNodes(nodes: SectorNode[]): SectorTreeNode[] {
  return nodes.map((sector) => ({
    key: sector.id,
    title: sector.name,
    sector,
    children: toTreeNodes(sector.children),
  }));
}
