import { expect } from 'vitest';
import { type Answer, type ItemDefinition, scoreItem } from '../src/index';

/** A fully right answer earns the item's maximum, is correct, and adds it all to its indicator. */
export function expectFullMarks(
  item: ItemDefinition,
  answer: Answer,
  maxScore: number,
  indicator: string,
): void {
  expect(scoreItem(item, answer)).toMatchObject({
    score: maxScore,
    maxScore,
    correct: true,
    contributions: { [indicator]: maxScore },
  });
}
