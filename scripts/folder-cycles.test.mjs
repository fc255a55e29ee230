import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check, folderGraph, folderLoops, folderOf, parseArguments, roundTrips } from './folder-cycles.mjs';

const ROOT = 'app/src';

/** dependency-cruiser's `modules` list from `file → imported files`. */
const cruised = (imports) =>
  Object.entries(imports).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved, couldNotResolve: false })),
  }));

// jobs → mail → jobs is a folder loop although no file imports itself back.
const WITH_LOOP = cruised({
  'app/src/lib/mail.ts': ['app/src/jobs/queue.ts'],
  'app/src/jobs/queue.ts': ['app/src/db/connection.ts'],
  'app/src/jobs/worker.ts': ['app/src/lib/clock.ts'],
  'app/src/lib/clock.ts': [],
  'app/src/db/connection.ts': [],
  'app/src/modules/exports/export.ts': ['app/src/lib/mail.ts'],
});

// The same folders with the imports one way: lib → db, jobs → lib, exports → jobs.
const WITHOUT_LOOP = cruised({
  'app/src/lib/mail.ts': ['app/src/db/connection.ts'],
  'app/src/jobs/queue.ts': ['app/src/lib/mail.ts', 'app/src/db/connection.ts'],
  'app/src/db/connection.ts': [],
  'app/src/modules/exports/export.ts': ['app/src/jobs/queue.ts'],
  // A test may import anything: it makes no folder edge.
  'app/src/db/connection.test.ts': ['app/src/modules/exports/export.ts'],
  'app/src/lib/helpers.spec.ts': ['app/src/jobs/queue.ts'],
});

describe('folderOf', () => {
  it('is the top folder, a feature folder under modules/features/pages, or a file in the root', () => {
    assert.equal(folderOf('app/src/db/migrations/001.ts', ROOT), 'app/src/db');
    assert.equal(folderOf('app/src/modules/exports/sheets/a.ts', ROOT), 'app/src/modules/exports');
    assert.equal(folderOf('app/src/features/projects/tab.tsx', ROOT), 'app/src/features/projects');
    assert.equal(folderOf('app/src/pages/public/offline.tsx', ROOT), 'app/src/pages/public');
    assert.equal(folderOf('app/src/deps.ts', ROOT), 'app/src/deps.ts');
    assert.equal(folderOf('packages/contracts/src/index.ts', ROOT), undefined);
  });
});

describe('folder loops', () => {
  it('finds the loop, names its folders and shows a file import for each step', () => {
    const { code, lines } = check(WITH_LOOP, [{ root: ROOT, enforced: true }]);
    assert.equal(code, 1);
    const text = lines.join('\n');
    assert.match(text, /^app\/src: 1 folder loop$/m);
    assert.match(text, /loop 1: 2 folders reach each other: jobs, lib/);
    assert.match(text, /jobs → lib → jobs/);
    assert.match(text, /app\/src\/jobs\/worker\.ts → app\/src\/lib\/clock\.ts/);
    assert.match(text, /app\/src\/lib\/mail\.ts → app\/src\/jobs\/queue\.ts/);
    // exports and db touch the loop but are not in it.
    assert.doesNotMatch(text, /reach each other: .*(exports|db)/);
  });

  it('passes folders whose imports go one way, and ignores test files', () => {
    const { code, lines } = check(WITHOUT_LOOP, [{ root: ROOT, enforced: true }]);
    assert.equal(code, 0);
    assert.deepEqual(lines, ['app/src: 0 folder loops']);
  });

  it('prints but does not fail a root given with --report', () => {
    const { roots } = parseArguments(['--report', ROOT]);
    const { code, lines } = check(WITH_LOOP, roots);
    assert.equal(code, 0);
    assert.equal(lines[0], 'app/src: 1 folder loop (reported, not enforced)');
  });

  it('separates independent loops and covers every import of a loop with round trips', () => {
    const graph = folderGraph(
      cruised({
        'r/a/1.ts': ['r/b/1.ts'],
        'r/b/1.ts': ['r/c/1.ts', 'r/a/2.ts'],
        'r/c/1.ts': ['r/a/1.ts'],
        'r/x/1.ts': ['r/y/1.ts'],
        'r/y/1.ts': ['r/x/1.ts'],
        'r/z/1.ts': ['r/a/1.ts'],
      }),
      'r',
    );
    const loops = folderLoops(graph);
    assert.deepEqual(loops, [
      ['r/a', 'r/b', 'r/c'],
      ['r/x', 'r/y'],
    ]);
    assert.deepEqual(roundTrips(graph, loops[0]), [
      ['r/a', 'r/b', 'r/a'],
      ['r/a', 'r/b', 'r/c', 'r/a'],
    ]);
  });
});

describe('the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const run = (modules, args) => {
    const file = join(dir, 'cruise.json');
    writeFileSync(file, JSON.stringify({ modules }));
    try {
      return {
        code: 0,
        out: execFileSync(
          process.execPath,
          [
            join(dirname(fileURLToPath(import.meta.url)), 'folder-cycles.mjs'),
            '--cruise-output',
            file,
            ...args,
          ],
          {
            encoding: 'utf8',
          },
        ),
      };
    } catch (error) {
      return { code: error.status, out: error.stdout };
    }
  };

  it('exits 1 on a loop in an enforced root and names it', () => {
    const { code, out } = run(WITH_LOOP, [ROOT]);
    assert.equal(code, 1);
    assert.match(out, /jobs → lib → jobs/);
  });

  it('exits 0 when the folders have no loop', () => {
    const { code, out } = run(WITHOUT_LOOP, [ROOT]);
    assert.equal(code, 0);
    assert.match(out, /app\/src: 0 folder loops/);
  });
});
