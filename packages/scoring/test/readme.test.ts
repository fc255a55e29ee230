/**
 * The README's examples run: its TypeScript blocks are taken as they are printed, the import of
 * the package bound to the engine, each `expression; // value` line checked as an assertion, and
 * the result example's fields compared with a real result's. A README that drifts from the code
 * fails here.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../src/index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = (language: string) =>
  [...readme.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]);

/** A README block as runnable JavaScript: the package's import bound, `x; // v` lines asserted. */
function runnable(source: string): string {
  const bound = source.replace(
    /import\s*\{([^}]*)\}\s*from\s*'@asesa\/scoring';/g,
    (_, names: string) =>
      `const {${names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .join(', ')}} = engine;`,
  );
  const asserted = bound.replace(
    /^(\s*)([^\n/]+?);\s*\/\/\s*([^\n(]+?)(?:\s*\(.*\))?\s*$/gm,
    '$1expect($2).toEqual($3);',
  );
  return ts.transpileModule(asserted, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

describe('the README', () => {
  const [importBlock, ...examples] = blocks('ts');

  it('has its import and at least one example', () => {
    expect(importBlock).toContain("from '@asesa/scoring'");
    expect(examples.length).toBeGreaterThan(0);
  });

  it('runs every TypeScript example and each commented value is what the engine answers', () => {
    for (const example of examples) {
      const code = runnable(`${importBlock}\n${example}`);
      expect(code).toContain('expect(');
      new Function('engine', 'expect', code)(engine, expect);
    }
  });

  it("shows a result's fields as the engine names them", () => {
    const [jsonc] = blocks('jsonc');
    const shown = JSON.parse(jsonc.replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;
    const result = engine.scoreBlueprint(
      {
        id: 'readme',
        version: '1',
        items: [{ id: 'q1', type: 'single', options: [{ id: 'a' }, { id: 'b' }], key: 'a' }],
      },
      { q1: 'a' },
    ) as unknown as Record<string, unknown>;
    expect(Object.keys(shown).sort()).toEqual(Object.keys(result).sort());
    expect(shown.kind).toBe(result.kind);
    expect(shown.schemaVersion).toBe(result.schemaVersion);
  });
});
