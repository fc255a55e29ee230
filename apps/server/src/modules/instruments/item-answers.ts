import type { StoredItem } from '@asesa/contracts';
import { fillMessage, type MessageParam, type ServerMessage } from '../../lib/server-messages';
import { ANSWER_MESSAGES } from './answer-messages';
import { matchAnswerProblem } from './match-items';
import { offSliderStep, selectionAnswerProblem } from './selection-items';

/** An answer as the submission call receives it. */
export type AnswerInput =
  | string
  | string[]
  | number
  | { most: string; least: string }
  | Record<string, string>;

/** Why an answer does not fit its item (for a 400 naming item and value), or null when it does. */
export function answerProblem(item: StoredItem, value: AnswerInput): ServerMessage | null {
  return fitsAtOnce(item, value) ? null : answerProblemOf(item, value);
}

/**
 * The answers of most saves (one option of a single-choice or Likert item, true or false), found
 * to fit before anything a message needs is built: every save checks its answers.
 */
function fitsAtOnce(item: StoredItem, value: AnswerInput): boolean {
  if (item.type === 'true-false') return value === 'true' || value === 'false';
  if ((item.type !== 'single' && item.type !== 'likert') || typeof value !== 'string') return false;
  for (const option of item.options) if (option.id === value) return true;
  return false;
}

function answerProblemOf(item: StoredItem, value: AnswerInput): ServerMessage | null {
  const shown = JSON.stringify(value);
  const optionIds =
    item.type === 'forced-choice'
      ? item.statements.map((s) => s.id)
      : 'options' in item
        ? item.options.map((o) => o.id)
        : [];
  const isOption = (v: unknown) => typeof v === 'string' && optionIds.includes(v);
  const say = (message: ServerMessage, params: Record<string, MessageParam> = {}) =>
    fillMessage(message, { item: item.id, value: shown, ...params });
  const notAnOption = (v: unknown) => say(ANSWER_MESSAGES.notAnOption, { value: String(v) });
  const choices = (n: number) =>
    n === 1 ? ANSWER_MESSAGES.oneChoice : fillMessage(ANSWER_MESSAGES.choices, { n });
  switch (item.type) {
    case 'single':
    case 'likert':
      return isOption(value) ? null : notAnOption(value);
    case 'true-false':
      return value === 'true' || value === 'false' ? null : say(ANSWER_MESSAGES.trueOrFalse);
    case 'multiple': {
      if (!Array.isArray(value)) return say(ANSWER_MESSAGES.optionList);
      const bad = value.find((v) => !isOption(v));
      if (bad !== undefined) return notAnOption(bad);
      if (new Set(value).size !== value.length) return say(ANSWER_MESSAGES.optionTwice);
      const max = item.max_choices ?? optionIds.length;
      if (value.length > max) return say(ANSWER_MESSAGES.atMostChoices, { choices: choices(max) });
      // Saved answers are scored as they are, so a selection below the minimum is never stored.
      const min = item.min_choices ?? 0;
      if (value.length < min) return say(ANSWER_MESSAGES.atLeastChoices, { choices: choices(min) });
      return null;
    }
    case 'ranking': {
      if (!Array.isArray(value)) return say(ANSWER_MESSAGES.rankingOrder);
      const bad = value.find((v) => !isOption(v));
      if (bad !== undefined) return notAnOption(bad);
      if (new Set(value).size !== value.length || value.length !== optionIds.length)
        return say(ANSWER_MESSAGES.rankEveryOption);
      return null;
    }
    case 'numeric': {
      if (typeof value !== 'number') return say(ANSWER_MESSAGES.number);
      if ((item.min != null && value < item.min) || (item.max != null && value > item.max))
        return say(ANSWER_MESSAGES.outside, { value, min: item.min ?? '−∞', max: item.max ?? '∞' });
      if (offSliderStep(item, value))
        return say(ANSWER_MESSAGES.offStep, { value, step: item.slider?.step ?? 1, min: item.min ?? 0 });
      return null;
    }
    case 'inline-choice':
      return gapProblem(item, value, say);
    case 'match':
    case 'gap-match':
      return matchAnswerProblem(item, value, say);
    case 'hottext':
    case 'hotspot':
      return selectionAnswerProblem(item, value, say);
    case 'forced-choice': {
      if (typeof value !== 'object' || Array.isArray(value) || typeof value.most !== 'string')
        return say(ANSWER_MESSAGES.mostLeast);
      if (!isOption(value.most)) return say(ANSWER_MESSAGES.notAStatement, { value: value.most });
      if (!isOption(value.least)) return say(ANSWER_MESSAGES.notAStatement, { value: value.least });
      if (value.most === value.least) return say(ANSWER_MESSAGES.sameStatement);
      return null;
    }
    case 'text': {
      if (typeof value !== 'string') return say(ANSWER_MESSAGES.text);
      const max = item.max_length ?? 20_000;
      return value.length > max ? say(ANSWER_MESSAGES.maxCharacters, { max }) : null;
    }
  }
}

type InlineChoice = Extract<StoredItem, { type: 'inline-choice' }>;

/** An inline-choice answer names gaps of the item, each with one of that gap's options. */
function gapProblem(
  item: InlineChoice,
  value: AnswerInput,
  say: (message: ServerMessage, params?: Record<string, MessageParam>) => ServerMessage,
): ServerMessage | null {
  if (typeof value !== 'object' || Array.isArray(value)) return say(ANSWER_MESSAGES.gapChoices);
  for (const [gapId, chosen] of Object.entries(value)) {
    const gap = item.gaps.find((g) => g.id === gapId);
    if (!gap) return say(ANSWER_MESSAGES.notAGap, { value: gapId });
    if (!gap.options.some((o) => o.id === chosen))
      return say(ANSWER_MESSAGES.notAGapOption, { value: String(chosen), gap: gapId });
  }
  return null;
}

/** The answers table holds text: option ids and text as they are, other answers as JSON. */
export function encodeAnswer(value: AnswerInput): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Reads a stored answer back in the shape its item type takes. */
export function decodeAnswer(item: StoredItem | undefined, stored: string): AnswerInput {
  if (!item) return stored;
  switch (item.type) {
    case 'multiple':
    case 'ranking':
    case 'forced-choice':
    case 'numeric':
    case 'inline-choice':
    case 'match':
    case 'gap-match':
    case 'hottext':
    case 'hotspot':
      try {
        return JSON.parse(stored) as AnswerInput;
      } catch {
        return stored;
      }
    default:
      return stored;
  }
}
