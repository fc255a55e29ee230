import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeType,
  clampEditorPage,
  EDITOR_PAGE_SIZE,
  emptyItem,
  emptySection,
  type ItemDraft,
  moveInList,
  moveOption,
  removeOption,
  setLikertPoints,
  setWeightIndicators,
  toContentRequest,
  toDraft,
  weightIndicators,
  wrapSelection,
} from './content-model';

const single = (texts: string[], key: string | null): ItemDraft => ({
  type: 'single',
  stem: 'Q',
  options: texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text })),
  key,
});

describe('content model', () => {
  it('turns the draft into the content call: minutes to seconds, trimmed texts, order kept', () => {
    const section = { ...emptySection(' Verbal '), minutes: 1.5 };
    section.items = [
      { ...single([' a ', 'b'], 'B'), stem: ' Q1 ' },
      { type: 'numeric', stem: 'Q2', min: 0, max: 10, key: { value: 5 } },
    ];
    expect(toContentRequest(7, [section])).toEqual({
      id: 7,
      sections: [
        {
          title: 'Verbal',
          time_limit_seconds: 90,
          navigation: 'free',
          items: [
            {
              type: 'single',
              stem: 'Q1',
              options: [
                { id: 'A', text: 'a' },
                { id: 'B', text: 'b' },
              ],
              key: 'B',
            },
            { type: 'numeric', stem: 'Q2', min: 0, max: 10, key: { value: 5 } },
          ],
        },
      ],
    });
  });

  it('reads saved content back into the same draft', () => {
    const item = { ...single(['a', 'b'], 'B'), id: 'i1' } as ItemDraft & { id: string };
    const draft = toDraft({
      sections: [
        { id: 's1', title: 'Verbal', time_limit_seconds: 600, navigation: 'forward_only', items: [item] },
      ],
    });
    expect(draft).toEqual([
      { id: 's1', title: 'Verbal', minutes: 10, navigation: 'forward_only', items: [item] },
    ]);
  });

  it('keeps keys on their options when an option is removed or moved', () => {
    expect(removeOption(single(['a', 'b', 'c'], 'C'), 0)).toMatchObject({
      options: [
        { id: 'A', text: 'b' },
        { id: 'B', text: 'c' },
      ],
      key: 'B',
    });
    expect(removeOption(single(['a', 'b', 'c'], 'A'), 0)).toMatchObject({ key: null });
    const multiple: ItemDraft = {
      type: 'multiple',
      stem: 'Q',
      options: ['a', 'b', 'c'].map((text, i) => ({ id: String.fromCharCode(65 + i), text })),
      keys: ['A', 'C'],
    };
    expect(removeOption(multiple, 1)).toMatchObject({ keys: ['A', 'B'] });
    expect(moveOption(multiple, 2, 0)).toMatchObject({
      options: [
        { id: 'A', text: 'c' },
        { id: 'B', text: 'a' },
        { id: 'C', text: 'b' },
      ],
      keys: ['B', 'A'],
    });
    expect(addOption(single(['a', 'b'], 'A'))).toMatchObject({
      options: [{ id: 'A' }, { id: 'B' }, { id: 'C', text: '' }],
    });
  });

  it('gives every type its fields, and carries stem and indicator across a type change', () => {
    expect(emptyItem('likert')).toMatchObject({
      points: 5,
      options: [{ value: 1 }, {}, {}, {}, { value: 5 }],
    });
    expect(emptyItem('forced-choice')).toMatchObject({ statements: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] });
    expect(emptyItem('true-false')).toEqual({ type: 'true-false', stem: '', key: null });
    const changed = changeType({ ...single(['x', 'y'], 'A'), indicator: 'EXT.SOC' }, 'multiple');
    expect(changed).toMatchObject({ type: 'multiple', stem: 'Q', indicator: 'EXT.SOC', keys: [] });
    expect((changed as { options: { text: string }[] }).options.map((o) => o.text)).toEqual(['x', 'y']);
    expect(changeType(single(['x', 'y'], 'A'), 'numeric')).not.toHaveProperty('options');
  });

  it('resizes a Likert scale keeping existing labels, values 1..n', () => {
    const likert = emptyItem('likert') as Extract<ItemDraft, { type: 'likert' }>;
    likert.options[0] = { ...likert.options[0], text: 'Strongly disagree' };
    const three = setLikertPoints(likert, 3) as typeof likert;
    expect(three.points).toBe(3);
    expect(three.options).toEqual([
      { id: 'A', text: 'Strongly disagree', value: 1 },
      { id: 'B', text: '2', value: 2 },
      { id: 'C', text: '3', value: 3 },
    ]);
    expect((setLikertPoints(likert, 99) as typeof likert).points).toBe(11);
  });

  it('edits the option-weight table by indicator', () => {
    const weighted = setWeightIndicators(single(['a', 'b'], null), ['EXT.SOC', 'EXT.ASS']);
    expect(weightIndicators(weighted)).toEqual(['EXT.SOC', 'EXT.ASS']);
    expect((weighted as { options: { weights?: object }[] }).options[1].weights).toEqual({
      'EXT.SOC': 0,
      'EXT.ASS': 0,
    });
    expect(weightIndicators(setWeightIndicators(weighted, ['EXT.ASS']))).toEqual(['EXT.ASS']);
  });

  it('moves list entries (drag and drop, up and down)', () => {
    expect(moveInList(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveInList(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInList(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('wraps the selection in formatting tags', () => {
    expect(wrapSelection('make this bold', 5, 9, 'b')).toEqual({ text: 'make <b>this</b> bold', cursor: 16 });
    expect(wrapSelection('one\ntwo', 0, 7, 'ul').text).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('keeps the editor page within the pages a section has', () => {
    expect(EDITOR_PAGE_SIZE).toBe(20);
    expect(clampEditorPage(1, 0)).toBe(1);
    expect(clampEditorPage(9, 168)).toBe(9);
    expect(clampEditorPage(10, 168)).toBe(9);
    // the last item of the last page removed: the page before it is shown
    expect(clampEditorPage(2, 20)).toBe(1);
    expect(clampEditorPage(0, 40)).toBe(1);
  });
});
