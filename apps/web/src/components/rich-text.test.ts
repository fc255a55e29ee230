import { describe, expect, it } from 'vitest';
import { plainText } from './rich-text';

describe('plainText', () => {
  it('drops tags, decodes entities and collapses space', () => {
    expect(plainText('<p>Read <b>all</b></p><ul><li>one</li><li>two</li></ul>')).toBe('Read all one two');
    expect(plainText('1 &lt; 2 &amp;&amp; 3 &gt; 2 &quot;ok&quot;')).toBe('1 < 2 && 3 > 2 "ok"');
    expect(plainText('&amp;lt;')).toBe('&lt;');
  });
});
