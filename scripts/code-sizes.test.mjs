import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FUNCTION_MAX_LINES, isCounted, measure, sizeProblems, sizesOf } from './code-sizes.mjs';

/** A function of `lines` lines in all (its first and last line included). */
const fn = (name, lines) => `export function ${name}() {\n${'  work();\n'.repeat(lines - 2)}}\n`;

describe('sizesOf', () => {
  it('names a long declaration, an arrow by its variable, a method, and an unnamed callback by its host', () => {
    const source = [
      fn('longOne', FUNCTION_MAX_LINES + 1),
      fn('shortOne', FUNCTION_MAX_LINES),
      `const arrow = () => {\n${'  work();\n'.repeat(FUNCTION_MAX_LINES)}};`,
      `class A {\n  method() {\n${'    work();\n'.repeat(FUNCTION_MAX_LINES)}  }\n}`,
      `function host() {\n  items.map(() => {\n${'    work();\n'.repeat(FUNCTION_MAX_LINES)}  });\n}`,
    ].join('\n');
    const { functions } = sizesOf('a.ts', source);
    assert.deepEqual(
      functions.map((f) => f.name),
      ['longOne', 'arrow', 'method', 'host', 'host#1'],
    );
    assert.equal(functions[0].lines, FUNCTION_MAX_LINES + 1);
  });

  it('reads TSX', () => {
    const body = '      <p>line</p>\n'.repeat(FUNCTION_MAX_LINES);
    const { functions } = sizesOf(
      'a.tsx',
      `export function Page() {\n  return (\n    <div>\n${body}    </div>\n  );\n}\n`,
    );
    assert.deepEqual(
      functions.map((f) => f.name),
      ['Page'],
    );
  });
});

describe('isCounted', () => {
  it('leaves out tests, migrations and the catalogues of words', () => {
    assert.equal(isCounted('apps/server/src/modules/x/x.service.ts'), true);
    for (const path of [
      'apps/server/src/modules/x/x.test.ts',
      'apps/server/src/db/migrations/001_init.ts',
      'apps/server/src/modules/x/x.messages.ts',
      'apps/server/src/modules/exports/report.labels.ts',
      'apps/web/src/lib/messages.id.ts',
    ])
      assert.equal(isCounted(path), false, path);
  });
});

describe('sizeProblems', () => {
  const read = (files) => (path) => files[path];
  const files = {
    'apps/web/src/a.ts': fn('grown', 140),
    'apps/web/src/b.ts': `${'const x = 1;\n'.repeat(501)}`,
    'apps/web/src/c.ts': fn('fresh', 101),
    'apps/web/src/c.test.ts': fn('inTest', 300),
  };
  const found = measure(Object.keys(files), read(files));

  it('passes when every long piece is allowed at its size or more', () => {
    assert.deepEqual(sizeProblems(found, found), []);
  });

  it('fails a new long function or file, one that grew, and an allowed one that is short now', () => {
    const allowed = {
      files: {},
      functions: { 'apps/web/src/a.ts › grown': 120, 'apps/web/src/gone.ts › old': 150 },
    };
    assert.deepEqual(sizeProblems(found, allowed), [
      'apps/web/src/b.ts: a file of 501 lines (at most 500): split it',
      'apps/web/src/a.ts › grown: a function allowed at 120 lines grew to 140: split it',
      'apps/web/src/c.ts › fresh: a function of 101 lines (at most 100): split it',
      'apps/web/src/gone.ts › old: within 100 lines now (or gone): take it off scripts/code-sizes.allowed.json',
    ]);
  });
});
