import { describe, expect, it } from 'vitest';
import { capitalizeFirst, ELLIPSIS, TRUNCATE_WORDS_DEFAULT, titleCase, truncateWords } from './text';

describe.each([
  {
    name: 'titleCase',
    change: titleCase,
    cases: [
      ['hello world', 'Hello World'],
      ['jOHN dOE', 'John Doe'],
      ['  two  spaces', '  Two  Spaces'],
      ['', ''],
      ['a', 'A'],
      ['p-abilities+ library', 'P-abilities+ Library'],
    ],
  },
  {
    name: 'capitalizeFirst',
    change: capitalizeFirst,
    cases: [
      ['hello world', 'Hello world'],
      ['hello World', 'Hello World'],
      ['Already', 'Already'],
      ['', ''],
      ['1st place', '1st place'],
    ],
  },
])('$name', ({ change, cases }) => {
  it.each(cases)('%j → %j', (input, expected) => {
    expect(change(input)).toBe(expected);
  });
});

describe('truncateWords', () => {
  it('keeps 8 words and adds an ellipsis by default (spec 5)', () => {
    expect(TRUNCATE_WORDS_DEFAULT).toBe(8);
    expect(ELLIPSIS).toBe('...');
    expect(truncateWords('one two three four five six seven eight nine ten')).toBe(
      'one two three four five six seven eight...',
    );
  });

  it('leaves text of at most n words unchanged', () => {
    expect(truncateWords('one two three four five six seven eight')).toBe(
      'one two three four five six seven eight',
    );
    expect(truncateWords('short text')).toBe('short text');
    expect(truncateWords('')).toBe('');
  });

  it('honours a custom word count and collapses the whitespace it cuts through', () => {
    expect(truncateWords('a  b\n c d', 2)).toBe('a b...');
    expect(truncateWords('a b c', 3)).toBe('a b c');
    expect(truncateWords('a b c', 0)).toBe('...');
  });
});
