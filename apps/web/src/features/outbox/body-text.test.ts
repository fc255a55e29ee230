import { describe, expect, it } from 'vitest';
import { splitLinks } from './body-text';

describe('splitLinks', () => {
  it('finds links between text and leaves sentence punctuation outside', () => {
    expect(splitLinks('Open https://a.test/invitation/abc. Thanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'https://a.test/invitation/abc' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('handles a body that is only a link, several links, and no link', () => {
    expect(splitLinks('http://x.test/a?b=1')).toEqual([{ kind: 'link', text: 'http://x.test/a?b=1' }]);
    expect(splitLinks('a http://x.test b https://y.test\n').map((p) => p.kind)).toEqual([
      'text',
      'link',
      'text',
      'link',
      'text',
    ]);
    expect(splitLinks('Hello,\nno links here.')).toEqual([{ kind: 'text', text: 'Hello,\nno links here.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
