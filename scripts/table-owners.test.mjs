import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placeOf, tableOwnerProblems, tableWrites } from './table-owners.mjs';

const owners = {
  participants: { owner: 'modules/participants' },
  jobs: { owner: 'jobs' },
};

describe('tableWrites', () => {
  it('finds each write with its line, across lines and with an alias, and skips comments', () => {
    const source = [
      "db.insertInto('participants').values(x);",
      "// db.deleteFrom('jobs') in a comment",
      "/* db.updateTable('jobs') */",
      'db',
      '  .updateTable(',
      "    'participants as p'",
      '  )',
      "db.selectFrom('jobs');",
    ].join('\n');
    assert.deepEqual(tableWrites(source), [
      { table: 'participants', line: 1 },
      { table: 'participants', line: 5 },
    ]);
  });
});

describe('placeOf', () => {
  it('names a feature by its module folder and the rest by their top folder', () => {
    assert.equal(placeOf('modules/projects/projects.repository.ts'), 'modules/projects');
    assert.equal(placeOf('jobs/table-queue.ts'), 'jobs');
    assert.equal(placeOf('app.ts'), 'app.ts');
  });
});

describe('tableOwnerProblems', () => {
  const write = (path, table) => ({ path, source: `db.insertInto('${table}').values({});` });

  it('passes the owner’s repositories, an infrastructure owner’s files, tests and migrations', () => {
    const files = [
      write('modules/participants/participants.repository.ts', 'participants'),
      write('jobs/table-queue.ts', 'jobs'),
      write('modules/projects/projects.test.ts', 'participants'),
      write('db/migrations/001_foundation.ts', 'participants'),
    ];
    assert.deepEqual(tableOwnerProblems(files, owners), []);
  });

  it('fails a write by another place, naming the owner to call', () => {
    const files = [
      write('modules/participants/participants.repository.ts', 'participants'),
      write('modules/invitations/invitations.repository.ts', 'participants'),
      write('modules/privacy/privacy.repository.ts', 'participants'),
      write('seed/demo.ts', 'participants'),
    ];
    assert.deepEqual(tableOwnerProblems(files, owners), [
      "modules/invitations/invitations.repository.ts:1  writes participants, owned by modules/participants: call modules/participants's service instead",
      "modules/privacy/privacy.repository.ts:1  writes participants, owned by modules/participants: call modules/participants's service instead",
      "seed/demo.ts:1  writes participants, owned by modules/participants: call modules/participants's service instead",
    ]);
  });

  it('fails an owner writing outside its repositories and a table without an owner', () => {
    const files = [
      write('modules/participants/participants.service.ts', 'participants'),
      write('modules/participants/participants.repository.ts', 'sessions'),
    ];
    assert.deepEqual(tableOwnerProblems(files, owners), [
      'modules/participants/participants.service.ts:1  writes participants outside a repository of its owner modules/participants',
      'modules/participants/participants.repository.ts:1  writes sessions, which has no owner in db/table-owners.json',
    ]);
  });
});
