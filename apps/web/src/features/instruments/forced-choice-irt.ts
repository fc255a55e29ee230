import { FORCED_CHOICE_BLOCK, statementPairCount } from '@asesa/contracts';
import { type ItemDraft, optionId } from './content-model';

/**
 * A forced-choice block's Thurstonian IRT parameters in the editor: a loading and a uniqueness per
 * statement, and one threshold per statement pair in the order (0,1), (0,2), …, (1,2), … that the
 * scoring engine reads. Thresholds belong to pairs, so adding or removing a statement keeps every
 * other pair's threshold with its pair; a threshold not yet given is NaN in the draft (a save of a
 * half-filled block is refused by name) and a block with none given stores none.
 */
export type BlockDraft = Extract<ItemDraft, { type: 'forced-choice' }>;

/** The statement index pairs of an n-statement block, in threshold order. */
export function statementPairs(n: number): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) for (let k = i + 1; k < n; k++) pairs.push([i, k]);
  return pairs;
}

/** Threshold per pair as the editor shows it (null where none is given). */
export function thresholdsOf(item: BlockDraft): Array<number | null> {
  const n = item.statements.length;
  const given = item.thresholds ?? [];
  return statementPairs(n).map((_, p) => {
    const v = given.length === statementPairCount(n) ? given[p] : undefined;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });
}

/** Stores thresholds: none when no pair has one (the block is then not calibrated), else one per pair. */
function withThresholds(item: BlockDraft, values: Array<number | null>): BlockDraft {
  const thresholds = values.every((v) => v === null) ? null : values.map((v) => v ?? Number.NaN);
  return { ...item, thresholds };
}

/** Sets the threshold of pair `pair` (null clears it). */
export function setThreshold(item: BlockDraft, pair: number, value: number | null): BlockDraft {
  const values = thresholdsOf(item);
  values[pair] = value;
  return withThresholds(item, values);
}

/** Adds a statement; the pairs it forms start without a threshold. */
export function addStatement(item: BlockDraft): BlockDraft {
  const n = item.statements.length;
  if (n >= FORCED_CHOICE_BLOCK.max) return item;
  const old = thresholdsOf(item);
  const oldIndex = new Map(statementPairs(n).map(([i, k], p) => [`${i}-${k}`, p]));
  const values = statementPairs(n + 1).map(([i, k]) => {
    const p = oldIndex.get(`${i}-${k}`);
    return p === undefined ? null : old[p];
  });
  return withThresholds({ ...item, statements: [...item.statements, { id: optionId(n), text: '' }] }, values);
}

/** Removes statement `index` with the thresholds of its pairs; statements stay lettered by position. */
export function removeStatement(item: BlockDraft, index: number): BlockDraft {
  const n = item.statements.length;
  if (n <= FORCED_CHOICE_BLOCK.min) return item;
  const old = thresholdsOf(item);
  const values = statementPairs(n).flatMap(([i, k], p) => (i === index || k === index ? [] : [old[p]]));
  return withThresholds(
    {
      ...item,
      statements: item.statements.filter((_, i) => i !== index).map((s, i) => ({ ...s, id: optionId(i) })),
    },
    values,
  );
}

/** Whether every Thurstonian parameter of the block is given (what a Thurstonian blueprint needs). */
export function isCalibrated(item: BlockDraft): boolean {
  return (
    thresholdsOf(item).every((v) => v !== null) &&
    item.statements.every(
      (s) => typeof s.loading === 'number' && typeof s.uniqueness === 'number' && s.uniqueness > 0,
    )
  );
}
