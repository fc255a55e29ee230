import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineReasonIn } from './engine-reasons';

// Every reason the engine can store in an analysis (INSUFFICIENT_DATA and NOT_CONVERGED errors,
// and the parts it marks unavailable) is read from the engine's sources, its placeholders filled
// with example values, and must read differently in Indonesian: a new reason the table does not
// know fails here instead of reaching an Indonesian reader in English.
const ENGINE = new URL('../../scoring/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The engine's reasons as they would read, `${…}` replaced by an example value. */
function engineReasons(): string[] {
  const found = new Set<string>();
  const patterns = [
    /new ScoringError\(\s*'(?:INSUFFICIENT_DATA|NOT_CONVERGED)',\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g,
    /unavailable:\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g,
  ];
  for (const file of sources(ENGINE))
    for (const pattern of patterns)
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const text = match[2].replace(/\$\{[^}]*\}/g, '7');
        // A reason made of another reason ("3PL: …") is checked through its parts.
        if (text !== '7: 7') found.add(text);
      }
  return [...found];
}

describe("the engine's reasons in the reader's language", () => {
  const reasons = engineReasons();

  it('finds the reasons in the engine', () => {
    expect(reasons).toEqual(
      expect.arrayContaining(['not asked for', 'a scale of one item cannot be calibrated on its own']),
    );
    expect(reasons.length).toBeGreaterThan(20);
  });

  it('says every one of them in Indonesian, and leaves English as the engine wrote it', () => {
    const untranslated = reasons.filter((reason) => engineReasonIn(reason, 'id') === reason);
    expect(untranslated).toEqual([]);
    for (const reason of reasons) expect(engineReasonIn(reason, 'en')).toBe(reason);
  });

  it('keeps the numbers and a model prefix, and shows an unknown reason as it is', () => {
    expect(engineReasonIn('M2 needs at least 36 persons who answered every item, 20 did', 'id')).toBe(
      'M2 memerlukan sedikitnya 36 orang yang menjawab semua butir, hanya 20 yang menjawab semua',
    );
    expect(engineReasonIn('3PL: EM did not converge in 500 cycles', 'id')).toBe(
      '3PL: EM tidak konvergen dalam 500 siklus',
    );
    expect(engineReasonIn('something new', 'id')).toBe('something new');
  });
});
