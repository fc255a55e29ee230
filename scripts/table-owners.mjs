// `npm run lint:tables`: every table has one owning place, and only the owner's repositories
// write it (docs/architecture.md, "Tables have one owner"); other features ask the owner's
// service. The map is apps/server/src/db/table-owners.json: each table's owner; a write from any
// other place fails, and so does a table nobody owns.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Kysely's write starters with their table (an alias after it is allowed): `.insertInto('t as x')`. */
const WRITE = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_][a-z0-9_]*)/g;

/** Text with comments blanked (kept the same length, so offsets still give line numbers). */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
}

/** The tables a source writes, as { table, line }. */
export function tableWrites(source) {
  const code = withoutComments(source);
  const found = [];
  for (const m of code.matchAll(WRITE)) {
    found.push({ table: m[2], line: code.slice(0, m.index).split('\n').length });
  }
  return found;
}

/**
 * Where a server source file belongs: `modules/<feature>` inside modules, else its top folder
 * (`jobs`, `http`, `seed`, …) or, for a file at the top, the file itself (`app.ts`).
 */
export function placeOf(pathInSrc) {
  const parts = pathInSrc.split(/[\\/]/);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/** Whether a file's writes are judged: tests set up their own rows, migrations shape the schema. */
const judged = (pathInSrc) =>
  !/\.test\.ts$/.test(pathInSrc) &&
  !pathInSrc.startsWith(`db${sep}migrations`) &&
  !pathInSrc.startsWith('db/migrations');

/** A feature writes its tables from its repositories only; other owners (jobs/, http/) from any file. */
const ownerMayWriteFrom = (place, pathInSrc) =>
  !place.startsWith('modules/') || /\.repository\.ts$/.test(pathInSrc);

function* typescriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typescriptFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/**
 * The problems of `files` ({ path: path inside src, source }) against `owners`; each a line of
 * text. Empty when every write is the owner's, from its repositories.
 */
export function tableOwnerProblems(files, owners) {
  const problems = [];
  for (const { path, source } of files) {
    if (!judged(path)) continue;
    const place = placeOf(path);
    for (const { table, line } of tableWrites(source)) {
      const rule = owners[table];
      const where = `${path}:${line}`;
      if (!rule) {
        problems.push(`${where}  writes ${table}, which has no owner in db/table-owners.json`);
      } else if (rule.owner === place) {
        if (!ownerMayWriteFrom(place, path))
          problems.push(`${where}  writes ${table} outside a repository of its owner ${place}`);
      } else {
        problems.push(
          `${where}  writes ${table}, owned by ${rule.owner}: call ${rule.owner}'s service instead`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../apps/server/src/', import.meta.url));
  const owners = JSON.parse(readFileSync(join(src, 'db/table-owners.json'), 'utf8')).tables;
  const files = [...typescriptFiles(src)].map((p) => ({
    path: relative(src, p),
    source: readFileSync(p, 'utf8'),
  }));
  const problems = tableOwnerProblems(files, owners);
  if (problems.length) {
    console.error(`Tables written by a place that does not own them (${problems.length}):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `table owners: ${Object.keys(owners).length} tables, each written only by its owner's repositories`,
  );
}
