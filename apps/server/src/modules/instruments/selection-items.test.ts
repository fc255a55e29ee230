import { instrumentItem } from '@asesa/contracts';
import { scoreItem } from '@asesa/scoring';
import { describe, expect, it } from 'vitest';
import {
  type AnswerInput,
  answerProblem,
  decodeAnswer,
  encodeAnswer,
  participantItem,
  publishProblems,
  type StoredContent,
  type StoredItem,
} from './instrument-content';
import { answerOf, itemDefinitionsOf } from './item-definitions';

// Hottext, hotspot and slider items through the server's layers: answer checks (en/id), scoring
// of stored answers, the publish check for a key, and what the participant sees.
const item = (raw: Record<string, unknown>): StoredItem =>
  ({ ...instrumentItem.parse(raw), id: 'i1' }) as StoredItem;

const hottext = item({
  type: 'hottext',
  stem: '<p>The [[h1]] sat on the [[h2]] near the [[h3]].</p>',
  spans: [
    { id: 'h1', text: 'cat' },
    { id: 'h2', text: 'mat' },
    { id: 'h3', text: 'quickly' },
  ],
  keys: ['h1', 'h2'],
  max_choices: 2,
});
const hotspot = item({
  type: 'hotspot',
  stem: '<p>Select the lake.</p>',
  picture: { src: '/uploads/items/map.png', width: 200, height: 100 },
  areas: [
    { id: 'a1', shape: 'rect', coords: [0, 0, 50, 50], points: 2 },
    { id: 'a2', shape: 'circle', coords: [100, 50, 20], points: -1 },
    { id: 'a3', shape: 'poly', coords: [150, 10, 190, 10, 170, 90] },
  ],
  scoring: 'mapping',
  lower_bound: 0,
});
const slider = item({
  type: 'numeric',
  stem: '<p>How many?</p>',
  min: 0,
  max: 10,
  slider: { step: 0.5 },
  key: { value: 7, tolerance: 0.5 },
});

describe('selection and slider answers on save', () => {
  it.each<[string, StoredItem, AnswerInput, string | null, string | null]>([
    ['hottext spans', hottext, ['h1', 'h2'], null, null],
    [
      'hottext unknown span',
      hottext,
      ['h9'],
      "'h9' is not a selectable part of the text of item 'i1'",
      "'h9' bukan bagian teks yang dapat dipilih pada soal 'i1'",
    ],
    ['hottext too many', hottext, ['h1', 'h2', 'h3'], "item 'i1' allows at most 2 choices", null],
    ['hotspot twice', hotspot, ['a1', 'a1'], "item 'i1' lists a choice twice", null],
    [
      'hotspot as text',
      hotspot,
      'a1',
      'item \'i1\' takes a list of the choices selected, not "a1"',
      'soal \'i1\' menerima daftar pilihan yang dipilih, bukan "a1"',
    ],
    ['hotspot unknown area', hotspot, ['zz'], "'zz' is not an area of the image of item 'i1'", null],
    ['slider on a step', slider, 6.5, null, null],
    ['slider lower bound', slider, 0, null, null],
    [
      'slider off its steps',
      slider,
      6.3,
      "6.3 is not a step of the slider of item 'i1' (steps of 0.5 from 0)",
      "6.3 bukan langkah penggeser soal 'i1' (langkah 0.5 mulai 0)",
    ],
    ['slider beyond its bound', slider, 11, "11 is outside 0..10 for item 'i1'", null],
  ])('%s', (_name, it_, value, en, id) => {
    const problem = answerProblem(it_, value);
    expect(problem?.en ?? null).toBe(en);
    if (id) expect(problem?.id).toBe(id);
  });

  it('stores a selection as JSON and reads it back', () => {
    expect(decodeAnswer(hottext, encodeAnswer(['h2', 'h1']))).toEqual(['h2', 'h1']);
    expect(decodeAnswer(hotspot, encodeAnswer(['a3']))).toEqual(['a3']);
  });
});

describe('selection and slider items scored from stored answers', () => {
  const content = { sections: [{ items: [hottext, hotspot, slider] }] };
  const defs = itemDefinitionsOf(content, { indicators: null });
  const score = (i: number, stored: string) => scoreItem(defs[i], answerOf(defs[i], stored));

  it('scores hottext all or nothing on its keyed spans', () => {
    expect(score(0, '["h2","h1"]')).toMatchObject({ score: 1, correct: true });
    expect(score(0, '["h1"]')).toMatchObject({ score: 0, correct: false });
  });

  it('scores hotspot by the mapped points of its areas, never below the lower bound', () => {
    expect(score(1, '["a1"]')).toMatchObject({ score: 2, maxScore: 2, correct: true });
    expect(score(1, '["a1","a2"]')).toMatchObject({ score: 1 });
    expect(score(1, '["a2"]')).toMatchObject({ score: 0 });
  });

  it('scores a slider like any numeric item, with its tolerance', () => {
    expect(score(2, '7.5')).toMatchObject({ score: 1, correct: true });
    expect(score(2, '8')).toMatchObject({ score: 0, correct: false });
  });
});

describe('publishing and the participant view', () => {
  const catalogue = { dimensionOf: new Map(), indicatorsOf: new Map() };
  const problemsOf = (items: StoredItem[]) =>
    publishProblems(
      { sections: [{ id: 's', title: 'S', items }] } as unknown as StoredContent,
      catalogue,
    ).map((p) => p.en);

  it('needs a key for hottext and points for a mapped hotspot', () => {
    expect(problemsOf([hottext, hotspot, slider])).toEqual([]);
    const unkeyed = { ...hottext, keys: [] } as StoredItem;
    const pointless = {
      ...hotspot,
      areas: hotspot.type === 'hotspot' ? hotspot.areas.map((a) => ({ ...a, points: null })) : [],
    } as StoredItem;
    expect(problemsOf([unkeyed, pointless])).toEqual([
      expect.stringContaining('has no key'),
      expect.stringContaining('has no key'),
    ]);
  });

  it('shows spans, picture, areas and slider without keys or points', () => {
    expect(participantItem(hottext)).toMatchObject({
      spans: [
        { id: 'h1', text: 'cat' },
        { id: 'h2', text: 'mat' },
        { id: 'h3', text: 'quickly' },
      ],
      max_choices: 2,
    });
    const seen = participantItem(hotspot);
    expect(seen.picture).toEqual({ src: '/uploads/items/map.png', width: 200, height: 100 });
    expect(seen.areas?.[1]).toEqual({ id: 'a2', shape: 'circle', coords: [100, 50, 20] });
    expect(JSON.stringify(seen)).not.toContain('points');
    expect(participantItem(slider)).toMatchObject({ min: 0, max: 10, slider: { step: 0.5 } });
    expect(JSON.stringify(participantItem(slider))).not.toContain('tolerance');
  });

  it('refuses a span marker missing from the stem and a rect given three numbers', () => {
    expect(() => item({ ...hottext, stem: 'The [[h1]] sat' })).toThrow(/\[\[h2\]\] once/);
    expect(() => item({ ...hotspot, areas: [{ id: 'a1', shape: 'rect', coords: [0, 0, 5] }] })).toThrow(
      /left, top, right, bottom/,
    );
  });
});
