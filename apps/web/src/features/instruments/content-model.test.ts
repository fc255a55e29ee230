import { describe, expect, it } from 'vitest';
import { emptySection, optionId, removeOption, toContentRequest, toDraft } from './content-model';

describe('instrument content model', () => {
  it('letters options A, B, C…', () => {
    expect([0, 1, 2, 9].map(optionId)).toEqual(['A', 'B', 'C', 'J']);
  });

  it('turns minutes into seconds and the key index into an option id', () => {
    const req = toContentRequest(5, [
      {
        id: 's1',
        title: ' Verbal ',
        minutes: 1.5,
        items: [{ id: 'i1', stem: 'Pick B', options: ['one', 'two', 'three'], keyIndex: 1 }],
      },
      { title: 'Untimed', minutes: null, items: [{ stem: 'x', options: ['a', 'b'], keyIndex: null }] },
    ]);
    expect(req).toEqual({
      id: 5,
      sections: [
        {
          id: 's1',
          title: 'Verbal',
          time_limit_seconds: 90,
          items: [
            {
              id: 'i1',
              type: 'single',
              stem: 'Pick B',
              options: [
                { id: 'A', text: 'one' },
                { id: 'B', text: 'two' },
                { id: 'C', text: 'three' },
              ],
              key: 'B',
            },
          ],
        },
        {
          title: 'Untimed',
          time_limit_seconds: null,
          items: [
            {
              type: 'single',
              stem: 'x',
              options: [
                { id: 'A', text: 'a' },
                { id: 'B', text: 'b' },
              ],
              key: null,
            },
          ],
        },
      ],
    });
  });

  it('reads saved content back into the same draft', () => {
    const draft = toDraft({
      sections: [
        {
          id: 's1',
          title: 'Verbal',
          time_limit_seconds: 600,
          navigation: 'free',
          items: [
            {
              id: 'i1',
              type: 'single',
              stem: 'Q',
              options: [
                { id: 'A', text: 'a' },
                { id: 'B', text: 'b' },
              ],
              key: 'B',
            },
          ],
        },
      ],
    });
    expect(draft).toEqual([
      {
        id: 's1',
        title: 'Verbal',
        minutes: 10,
        items: [{ id: 'i1', stem: 'Q', options: ['a', 'b'], keyIndex: 1 }],
      },
    ]);
  });

  it('keeps the key on its option when another option is removed', () => {
    const item = { stem: 'Q', options: ['a', 'b', 'c'], keyIndex: 2 };
    expect(removeOption(item, 0)).toEqual({ stem: 'Q', options: ['b', 'c'], keyIndex: 1 });
    expect(removeOption(item, 2).keyIndex).toBeNull();
    expect(removeOption(item, 2).options).toEqual(['a', 'b']);
  });

  it('starts a new section with one empty two-option item', () => {
    expect(emptySection('Part 2')).toEqual({
      title: 'Part 2',
      minutes: null,
      items: [{ stem: '', options: ['', ''], keyIndex: null }],
    });
  });
});
