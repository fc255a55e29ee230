import type { ParticipantItem, StoredItem } from '@asesa/contracts';
import type { ItemDefinition, SelectionItem } from '@asesa/scoring';
import { fillMessage, type MessageParam, type ServerMessage } from '../../lib/server-messages';
import { ANSWER_MESSAGES } from './answer-messages';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';

// Hottext and hotspot items in every server layer: the scoring definition, the answer check on save,
// the publish check and the participant's view. Both are a selection among the item's choices
// (spans of the stem or areas of the image), so one place serves both.

type Selection = Extract<StoredItem, { type: 'hottext' | 'hotspot' }>;
type Say = (message: ServerMessage, params?: Record<string, MessageParam>) => ServerMessage;

const choiceIds = (item: Selection) =>
  item.type === 'hottext' ? item.spans.map((s) => s.id) : item.areas.map((a) => a.id);
const choicePoints = (item: Selection) =>
  (item.type === 'hottext' ? item.spans : item.areas).map((c) => [c.id, c.points] as const);

/** Mapped items score by their choices' points; others by the keyed choices, all or nothing. */
const isMapped = (item: Selection) => item.scoring === 'mapping';

/** The scoring engine's definition of a stored selection item, or null when nothing scores it. */
export function selectionDefinition(
  item: Selection,
  common: Pick<ItemDefinition, 'id' | 'indicator' | 'weight' | 'irt'>,
): SelectionItem {
  const points = Object.fromEntries(choicePoints(item).filter(([, p]) => p != null)) as Record<
    string,
    number
  >;
  return {
    ...common,
    type: item.type,
    choices: choiceIds(item).map((id) => ({ id })),
    ...(item.max_choices ? { maxChoices: item.max_choices } : {}),
    ...(isMapped(item)
      ? {
          mapping: {
            points,
            ...(item.lower_bound != null ? { lower: item.lower_bound } : {}),
            ...(item.upper_bound != null ? { upper: item.upper_bound } : {}),
          },
        }
      : item.keys?.length
        ? { key: item.keys }
        : {}),
  };
}

/** A selection answer is a list of the item's choices, each once, within the item's limits. */
export function selectionAnswerProblem(item: Selection, value: unknown, say: Say): ServerMessage | null {
  const ids = choiceIds(item);
  if (!Array.isArray(value)) return say(ANSWER_MESSAGES.selectionList);
  const bad = value.find((v) => typeof v !== 'string' || !ids.includes(v));
  const notOne = item.type === 'hottext' ? ANSWER_MESSAGES.notASpan : ANSWER_MESSAGES.notAnArea;
  if (bad !== undefined) return say(notOne, { value: String(bad) });
  if (new Set(value).size !== value.length) return say(ANSWER_MESSAGES.selectedTwice);
  const choices = (n: number) =>
    n === 1 ? ANSWER_MESSAGES.oneChoice : fillMessage(ANSWER_MESSAGES.choices, { n });
  const max = item.max_choices ?? ids.length;
  if (value.length > max) return say(ANSWER_MESSAGES.atMostChoices, { choices: choices(max) });
  const min = item.min_choices ?? 0;
  if (value.length < min) return say(ANSWER_MESSAGES.atLeastChoices, { choices: choices(min) });
  return null;
}

/** A slider's answer falls on one of its steps from the lower bound. */
export function offSliderStep(item: Extract<StoredItem, { type: 'numeric' }>, value: number): boolean {
  if (!item.slider || item.min == null) return false;
  const steps = (value - item.min) / item.slider.step;
  return Math.abs(steps - Math.round(steps)) > 1e-9;
}

/** What stops a selection item from being published: no key (or no points to map). */
export function selectionProblems(item: StoredItem): ServerMessage[] {
  if (item.type !== 'hottext' && item.type !== 'hotspot') return [];
  return (isMapped(item) ? !choicePoints(item).some(([, p]) => p) : !item.keys?.length) ? [M.noKey] : [];
}

/** The participant's view: the spans or the picture with its areas, without keys or points. */
export function participantSelection(
  item: Selection,
  base: Omit<ParticipantItem, 'options'>,
): ParticipantItem {
  const limits = { min_choices: item.min_choices ?? null, max_choices: item.max_choices ?? null };
  if (item.type === 'hottext')
    return { ...base, ...limits, options: [], spans: item.spans.map(({ id, text }) => ({ id, text })) };
  return {
    ...base,
    ...limits,
    options: [],
    picture: item.picture,
    areas: item.areas.map(({ id, shape, coords }) => ({ id, shape, coords })),
  };
}
