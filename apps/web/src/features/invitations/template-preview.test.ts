import { describe, expect, it } from 'vitest';
import { insertAt, renderPreview, unknownVariables } from './template-preview';

describe('template preview', () => {
  it('fills the known variables and leaves unknown ones as written', () => {
    expect(renderPreview('Hi {name}, open {link} {foo}', { name: 'Rina', link: 'https://x/t/ABC' })).toBe(
      'Hi Rina, open https://x/t/ABC {foo}',
    );
  });

  it('lists unknown variables once, in order', () => {
    expect(unknownVariables('{foo} {name} {bar} {foo}', ['name'])).toEqual(['foo', 'bar']);
  });

  it('inserts a variable at the caret or over the selection', () => {
    expect(insertAt('Dear ,', '{name}', 5)).toEqual({ text: 'Dear {name},', caret: 11 });
    expect(insertAt('Dear X,', '{name}', 5, 6)).toEqual({ text: 'Dear {name},', caret: 11 });
    expect(insertAt('abc', '{code}', 99)).toEqual({ text: 'abc{code}', caret: 9 });
  });
});
