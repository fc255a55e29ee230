import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness';
import { startAppAs } from '../support/module-setup';
import { recordFigure } from './figures';

// Injection: "SQL only through Kysely bindings". Two halves: a scan of the server's
// source for every way SQL text can be built from a value (sql.raw, sql.lit, identifiers from
// variables, raw driver calls, template or concatenated strings handed to a driver) that fails
// on any place not reviewed below; and classic injection payloads sent through the datatable
// fields that reach SQL (search, per-column search, column names, ordering).

const SRC = new URL('../../src', import.meta.url).pathname;

/** Where SQL text is built from something other than a literal, and why each place is safe. */
const REVIEWED: { file: string; snippet: string; reason: string }[] = [
  {
    file: 'modules/credits/ledger.repository.ts',
    snippet: "sql.lit('charge')",
    reason:
      "a constant of the code: the partial unique index's predicate, which a bound parameter would not match",
  },
  {
    file: 'http/datatable.ts',
    snippet: 'sql.ref(ref)',
    reason: "ref comes from the call's own column map (spec.columns), never from the request",
  },
  {
    file: 'modules/exports/participants-export.repository.ts',
    snippet: 'sql.ref(ref)',
    reason: 'ref iterates a literal list of three column names',
  },
  {
    file: 'modules/candidates/candidates.repository.ts',
    snippet: 'sql.ref(ref)',
    reason: 'ref iterates a literal list of column names',
  },
  {
    file: 'modules/participants/participant-records.repository.ts',
    snippet: 'sql.raw(type)',
    reason: "type is typed 'integer' | 'real' | 'text' and only ever given those literals",
  },
  {
    file: 'db/migrations/019_private_participant_photos.ts',
    snippet: 'sql.ref(column)',
    reason: 'column iterates a literal list of two column names',
  },
  {
    file: 'jobs/pgboss-queue.ts',
    snippet: 'CompiledQuery.raw(text',
    reason: "pg-boss's own SQL text; its values travel as bound parameters",
  },
  {
    file: 'db/connection.ts',
    snippet: 'sqlite.prepare(sql)',
    reason: "the SQLite driver running Kysely's compiled (parameterised) query",
  },
  {
    file: 'hot-path/compiled-queries.ts',
    snippet: 'sqlite.prepare(sqlText)',
    reason: "a hot read's SQL as Kysely compiled it (values bound), prepared on the SQLite connection",
  },
  {
    file: 'db/backup/engines.ts',
    snippet: 'db.prepare(`select * from "${name',
    reason: 'table names read from sqlite_master, quoted with doubled quotes (backup figures)',
  },
  {
    file: 'db/backup/engines.ts',
    snippet: 'client.query(`select * from ',
    reason: "table names read from pg_class, quoted by pg's escapeIdentifier (backup figures)",
  },
  {
    file: 'db/backup/engines.ts',
    snippet: 'client.query(`drop schema ${client.escapeIdentifier',
    reason: "schema names read from pg_namespace, quoted by pg's escapeIdentifier (restore)",
  },
  {
    file: 'db/backup/engines.ts',
    snippet: 'where c.relkind in',
    reason: 'SYSTEM_SCHEMAS is a constant of the module',
  },
  {
    file: 'db/backup/engines.ts',
    snippet: 'select nspname from pg_namespace where',
    reason: 'SYSTEM_SCHEMAS is a constant of the module',
  },
];

/** Ways SQL text gets built from a value. Matched over whole files (templates span lines). */
const RISKY: RegExp[] = [
  /sql\.(?:raw|lit)\s*\(/g,
  /sql\.(?:ref|id|table)\s*\(\s*(?!['"])/g,
  /CompiledQuery\.raw\s*\(/g,
  // A driver handed a template with an interpolation, a concatenation or a variable.
  /\b(?:sqlite|db|client|pool|trx|conn|connection)\.(?:query|exec|prepare|unsafe)\s*(?:<[^>()]*>)?\s*\(\s*(?:`[^`]*\$\{|['"][^'"]*['"]\s*\+|(?![`'"\s])[A-Za-z_$])/g,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) yield path;
  }
}

function riskyPlaces() {
  const places: { file: string; line: number; text: string }[] = [];
  for (const path of sourceFiles(SRC)) {
    const source = readFileSync(path, 'utf8');
    for (const pattern of RISKY)
      for (const m of source.matchAll(pattern)) {
        const line = source.slice(0, m.index).split('\n').length;
        // The match and what follows, up to where the statement most likely ends.
        const text = source.slice(m.index, m.index + 200);
        places.push({ file: relative(SRC, path), line, text });
      }
  }
  return places;
}

describe('SQL is built only through Kysely bindings', () => {
  it('every place SQL text is built from a value is a reviewed one', () => {
    const places = riskyPlaces();
    const unreviewed = places.filter(
      (p) => !REVIEWED.some((r) => r.file === p.file && p.text.replace(/\s+/g, ' ').includes(r.snippet)),
    );
    expect(
      unreviewed.map((p) => `${p.file}:${p.line}: ${p.text.split('\n')[0]}`),
      'unreviewed SQL built from values: bind the value, or add the place to REVIEWED with why it is safe',
    ).toEqual([]);
    // An entry whose code is gone would vouch for whatever appears there next.
    const stale = REVIEWED.filter(
      (r) => !places.some((p) => r.file === p.file && p.text.replace(/\s+/g, ' ').includes(r.snippet)),
    );
    expect(stale.map((r) => `${r.file}: ${r.snippet}`)).toEqual([]);
    recordFigure('injection', 'source places building SQL from values (all reviewed)', places.length);
  });
});

// Injection through the datatables: every admin datatable that needs no other parameter.
const DATATABLES = [
  'accounts/corporates/datatable',
  'accounts/consultants/datatable',
  'audit-log/datatable',
  'competences/datatable',
  'downloads/datatable',
  'instruments/list',
  'job-profiles/datatable',
  'master-languages/datatable',
  'outbox/datatable',
  'projects/list',
  'candidates/datatable',
  'unique-codes/attempts',
  'auth/participant-code-attempts',
];
const PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  "'; DROP TABLE users; --",
  '1; DELETE FROM projects',
  "') UNION SELECT password_hash, email FROM users --",
  '%',
  '_',
  '\\',
  "admin'--",
  '1 AND SLEEP(5)',
  "' || (SELECT password_hash FROM users LIMIT 1) || '",
];
/** Names that exist on every object: a column map must not answer them. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
const WATCHED_TABLES = ['users', 'projects', 'participants', 'corporate_accounts', 'unique_codes'] as const;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

const rowCounts = async () =>
  Promise.all(
    WATCHED_TABLES.map(async (table) =>
      Number(
        (
          await t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );

describe('injection payloads through datatable fields', () => {
  it('are searched for as text, refused as column names, and change nothing', async () => {
    const before = await rowCounts();
    let sent = 0;
    const problems: string[] = [];
    const send = async (path: string, body: object, expectStatus: number[], what: string) => {
      sent++;
      const res = await t.call(path, body, admin);
      if (!expectStatus.includes(res.status))
        problems.push(`${path} ${what}: ${res.status} ${JSON.stringify(res.body.error)}`);
      return res;
    };
    for (const path of DATATABLES) {
      const first = await send(path, { start: 0, length: 1 }, [200], 'plain');
      const row = (first.body.data as { data: Record<string, unknown>[] } | null)?.data[0];
      // A searchable column: the first of the row's fields the datatable accepts a search on.
      let column = '';
      for (const name of ['id', 'name', ...Object.keys(row ?? {})]) {
        const probe = await t.call(path, { columns: [{ data: name, search: { value: 'x' } }] }, admin);
        if (probe.status === 200) {
          column = name;
          break;
        }
      }
      if (!column) problems.push(`${path}: no searchable column found`);
      for (const payload of PAYLOADS) {
        // Global search: the payload is a LIKE pattern's text (its % and _ escaped), so it
        // matches only rows that contain it literally (none do).
        const global = await send(path, { search: { value: payload } }, [200], `search ${payload}`);
        const page = global.body.data as { recordsFiltered: number } | null;
        if (page && page.recordsFiltered !== 0)
          problems.push(`${path} search ${payload}: matched ${page.recordsFiltered}`);
        await send(
          path,
          { columns: [{ data: column, search: { value: payload } }] },
          [200],
          `column search ${payload}`,
        );
        // As a column name it must be refused with a 400 naming the field.
        const asColumn = await send(
          path,
          { columns: [{ data: payload, search: { value: 'x' } }] },
          [400],
          `column ${payload}`,
        );
        if (asColumn.status === 400 && asColumn.body.error?.field !== 'columns')
          problems.push(`${path} column ${payload}: 400 without naming columns`);
        await send(
          path,
          { columns: [{ data: payload }], order: [{ column: 0, dir: 'asc' }] },
          [400],
          `order by ${payload}`,
        );
      }
      for (const name of PROTOTYPE_NAMES) {
        await send(path, { columns: [{ data: name, search: { value: 'x' } }] }, [400], `column ${name}`);
        await send(
          path,
          { columns: [{ data: name }], order: [{ column: 0, dir: 'desc' }] },
          [400],
          `order by ${name}`,
        );
      }
      await send(path, { order: [{ column: 99, dir: 'asc' }] }, [400], 'order column out of range');
      await send(path, { order: [{ column: 0, dir: 'asc; drop table users' }] }, [400], 'order dir');
    }
    expect(problems).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    recordFigure('injection', 'datatable injection requests (12 datatables)', sent);
  });
});
