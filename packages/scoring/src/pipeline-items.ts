/**
 * Steps 1–2 of the scoring pipeline: each item's score from the person's answer, sent through the
 * item's slots into the indicator accumulators (missing answers under the missing policy), and the
 * forced-choice answers kept aside for Thurstonian scoring.
 */
import type { CompiledBlueprint } from './blueprint';
import { type CompiledItem, type ItemScore, parseMostLeast } from './items';
import type { PersonState } from './pipeline-state';
import type { Responses } from './pipeline-types';
import type { MostLeast } from './thurstonian';

/**
 * Scores every item into `state` (item scores, answered flags, accumulators), records the
 * forced-choice answers of a Thurstonian blueprint and, when asked, each item's detail.
 * @returns how many items were answered.
 */
export function scoreItems(
  c: CompiledBlueprint,
  state: PersonState,
  responses: Responses,
  thurstonianAnswers: Array<MostLeast | null> | null,
  itemDetails: Record<string, ItemScore> | undefined,
): number {
  const { accumulators, slotValues, itemScores, answered } = state;
  let answeredCount = 0;
  for (let i = 0; i < c.items.length; i++) {
    const item = c.items[i];
    const id = item.definition.id;
    const answer = responses[id];
    const slots = item.slots;
    const indicators = c.slotIndicators[i];
    if (answer === null || answer === undefined) {
      answered[i] = 0;
      itemScores[i] = Number.NaN;
      for (let s = 0; s < slots.length; s++) {
        const target = indicators[s];
        if (target >= 0) accumulators[target].addMissing(slots[s].weight, slots[s].median ?? Number.NaN);
      }
      if (itemDetails) itemDetails[id] = unansweredDetail(item);
      continue;
    }
    answered[i] = 1;
    answeredCount++;
    if (thurstonianAnswers && item.definition.type === 'forced-choice' && c.thurstonian) {
      const block = c.thurstonian.itemIndices.indexOf(i);
      thurstonianAnswers[block] = parseMostLeast(
        item.definition,
        answer,
        c.thurstonian.statementIndex[block],
      );
      itemScores[i] = Number.NaN;
      if (itemDetails) itemDetails[id] = forcedChoiceDetail(id);
      continue;
    }
    const values = slotValues[i];
    const score = item.evaluate(answer, values);
    itemScores[i] = score;
    for (let s = 0; s < slots.length; s++) accumulators[indicators[s]].add(values[s], slots[s].weight);
    if (itemDetails) itemDetails[id] = scoredDetail(item, values, score);
  }
  return answeredCount;
}

function unansweredDetail(item: CompiledItem): ItemScore {
  return {
    item: item.definition.id,
    answered: false,
    score: null,
    maxScore: item.keyed ? item.maxScore : null,
    correct: null,
    contributions: {},
  };
}

/** A Thurstonian block's answer has no score of its own: it feeds the joint trait estimates. */
function forcedChoiceDetail(id: string): ItemScore {
  return { item: id, answered: true, score: null, maxScore: null, correct: null, contributions: {} };
}

function scoredDetail(item: CompiledItem, values: Float64Array, score: number): ItemScore {
  const slots = item.slots;
  const contributions: Record<string, number> = {};
  for (let s = 0; s < slots.length; s++) {
    const indicator = slots[s].indicator;
    contributions[indicator] = (contributions[indicator] ?? 0) + slots[s].weight * values[s];
  }
  return {
    item: item.definition.id,
    answered: true,
    score: Number.isNaN(score) ? null : score,
    maxScore: item.keyed ? item.maxScore : null,
    correct: item.keyed ? score >= item.maxScore : null,
    contributions,
  };
}
