import type { ItemReviewReason, ItemReviewRow } from '@asesa/contracts';

/**
 * The engine's flags from the most to the least pressing: a reversed or misfitting item is likely
 * wrong, one that is merely easy is likely fine. The flag modal proposes the first an item has.
 */
const PRESSING: readonly ItemReviewReason[] = [
  'negative-discrimination',
  'misfit',
  'dif',
  'low-discrimination',
  'too-hard',
  'too-easy',
];

/** The reason a new review flag of an item starts with: its most pressing engine flag, else 'other'. */
export function proposedReason(flags: readonly string[]): ItemReviewReason {
  return PRESSING.find((reason) => flags.includes(reason)) ?? 'other';
}

/** The open flags of an instrument by item id (an item has at most one). */
export function openByItem(rows: readonly ItemReviewRow[] | undefined): ReadonlyMap<string, ItemReviewRow> {
  return new Map((rows ?? []).filter((r) => r.status === 'open').map((r) => [r.item_id, r]));
}

/** Sorts review rows Q2 before Q10, items no longer in the instrument last. */
export function byItemLabel(x: ItemReviewRow, y: ItemReviewRow): number {
  if (x.item_label === null || y.item_label === null)
    return (x.item_label === null ? 1 : 0) - (y.item_label === null ? 1 : 0);
  return x.item_label.localeCompare(y.item_label, undefined, { numeric: true });
}
