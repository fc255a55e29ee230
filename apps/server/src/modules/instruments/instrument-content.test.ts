import { instrumentItem } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnswerInput,
  answerProblem,
  decodeAnswer,
  encodeAnswer,
  type StoredItem,
} from './instrument-content';

const opts = (...ids: string[]) => ids.map((id) => ({ id, text: id }));
const item = (raw: Record<string, unknown>): StoredItem =>
  ({ ...instrumentItem.parse({ stem: 'Q', ...raw }), id: 'i1' }) as StoredItem;

const single = item({ type: 'single', options: opts('A', 'B'), key: 'A' });
const multiple = item({
  type: 'multiple',
  options: opts('A', 'B', 'C'),
  keys: ['A'],
  min_choices: 1,
  max_choices: 2,
});
const trueFalse = item({ type: 'true-false', key: true });
const likert = item({ type: 'likert', points: 3, options: opts('A', 'B', 'C') });
const forced = item({
  type: 'forced-choice',
  statements: [
    { id: 'A', text: 'a', indicator: 'X' },
    { id: 'B', text: 'b', indicator: 'Y' },
    { id: 'C', text: 'c', indicator: 'Z' },
  ],
});
const ranking = item({ type: 'ranking', options: opts('A', 'B', 'C') });
const numeric = item({ type: 'numeric', min: 0, max: 10 });
const text = item({ type: 'text', max_length: 5 });

describe('answerProblem (one answer against its item)', () => {
  it.each<[string, StoredItem, AnswerInput, string | null]>([
    ['single option', single, 'B', null],
    ['single unknown option', single, 'Z', "'Z' is not an option of item 'i1'"],
    ['likert option', likert, 'C', null],
    ['likert unknown option', likert, 'Z', "'Z' is not an option of item 'i1'"],
    ['single option as a list', single, ['B'], "'B' is not an option of item 'i1'"],
    ['true-false as a list', trueFalse, ['true'], "item 'i1' takes 'true' or 'false', not [\"true\"]"],
    ['true-false', trueFalse, 'false', null],
    ['true-false other', trueFalse, 'yes', "item 'i1' takes 'true' or 'false', not \"yes\""],
    ['multiple', multiple, ['A', 'C'], null],
    ['multiple too many', multiple, ['A', 'B', 'C'], "item 'i1' allows at most 2 choices"],
    ['multiple twice', multiple, ['A', 'A'], "item 'i1' lists an option twice"],
    ['multiple too few', multiple, [], "item 'i1' needs at least 1 choice"],
    ['multiple as string', multiple, 'A', 'item \'i1\' takes a list of option ids, not "A"'],
    ['ranking', ranking, ['C', 'A', 'B'], null],
    ['ranking partial', ranking, ['C', 'A'], "item 'i1' needs every option ranked once"],
    ['numeric', numeric, 7.5, null],
    ['numeric out of range', numeric, 11, "11 is outside 0..10 for item 'i1'"],
    ['numeric as text', numeric, '7', 'item \'i1\' takes a number, not "7"'],
    ['forced choice', forced, { most: 'A', least: 'C' }, null],
    [
      'forced choice same',
      forced,
      { most: 'A', least: 'A' },
      "item 'i1' needs different statements for most and least",
    ],
    ['forced choice unknown', forced, { most: 'A', least: 'Q' }, "'Q' is not a statement of item 'i1'"],
    ['text', text, 'short', null],
    ['text too long', text, 'longer', "item 'i1' takes at most 5 characters"],
  ])('%s', (_name, it_, value, expected) => {
    expect(answerProblem(it_, value)?.en ?? null).toBe(expected);
  });
});

describe('stored answers', () => {
  it.each<[StoredItem, AnswerInput]>([
    [single, 'A'],
    [multiple, ['A', 'B']],
    [ranking, ['C', 'B', 'A']],
    [numeric, 3.25],
    [forced, { most: 'B', least: 'A' }],
    [text, '{"not":"json"}'],
  ])('round-trips %#', (it_, value) => {
    expect(decodeAnswer(it_, encodeAnswer(value))).toEqual(value);
  });
});
