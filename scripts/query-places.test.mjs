// `node --test scripts/`: the check that a feature's queries live in its repositories.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { mayHoldQueries, misplacedQueries, queryLines } from './query-places.mjs';

describe('query places', () => {
  it('finds Kysely query starters, raw sql templates and the shared simple reads, not comments', () => {
    const source = [
      "const row = await db.selectFrom('projects').selectAll().executeTakeFirst();",
      '// db.deleteFrom(x) in a comment is no query',
      '/* db.updateTable(y) */ const n = 1;',
      '/**',
      ' * sql`select 1` in a doc block',
      ' */',
      'await sql`vacuum`.execute(db);',
      'const typed = sql<number>`count(*)`;',
      "trx.insertInto('audit').values(entry);",
      'const name = sqlName; // sqlName`x` is not the sql tag',
      "const pins = await rowsWhere(db, 'project_instruments', ['id'], { project_id: 1 });",
      "const one = await rowWhereOrThrow(db, 'projects', ['id'], { id: 1 });",
      'const followRows = narrowWhere(x);',
      "const grant = await newestRowWhere(db, 'accommodations', ['id'], { participant_id: 1 }, ['id']);",
      "const whole = await wholeRowWhere(db, 'instruments', { id: 1 });",
    ].join('\n');
    assert.deepEqual(
      queryLines(source).map((found) => found.line),
      [1, 7, 8, 9, 11, 12, 14, 15],
    );
  });

  it('lets repositories and tests hold queries, and nothing else', () => {
    assert.equal(mayHoldQueries('modules/projects/projects.repository.ts'), true);
    assert.equal(mayHoldQueries('modules/projects/projects.test.ts'), true);
    assert.equal(mayHoldQueries('modules/projects/projects.service.ts'), false);
    assert.equal(mayHoldQueries('modules/projects/repository-notes.ts'), false);
  });

  it('names the file and line of every misplaced query', () => {
    const dir = mkdtempSync(join(tmpdir(), 'query-places-'));
    mkdirSync(join(dir, 'projects'));
    writeFileSync(join(dir, 'projects', 'projects.repository.ts'), "db.selectFrom('projects')\n");
    writeFileSync(join(dir, 'projects', 'projects.service.ts'), "const a = 1;\ndb.updateTable('projects')\n");
    assert.deepEqual(misplacedQueries(dir), ["projects/projects.service.ts:2  db.updateTable('projects')"]);
  });
});
