// `npm run lint:queries`: a feature's queries live in its repositories (docs/architecture.md, "A
// feature, top to bottom"). Finds query building outside `*.repository.ts` under the server's
// modules/, so "where is the query for X?" keeps one answer.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Kysely's query starters, raw `sql` templates and db/table-rows' simple reads (`rowsWhere(`,
 * `rowWhere(`, `rowWhereOrThrow(`, `newestRowWhere(`, `wholeRowWhere(`): each builds or runs a query.
 */
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>\n]*>)?`|\b(rows?Where(OrThrow)?|newestRowWhere|wholeRowWhere)\(/;

/** Whether a file may build queries: repositories, and tests (which set up their own rows). */
export const mayHoldQueries = (path) => /\.repository\.ts$/.test(path) || /\.test\.ts$/.test(path);

/** The lines of `source` that build a query, as { line, text }; comments do not count. */
export function queryLines(source) {
  const found = [];
  let inBlock = false;
  source.split('\n').forEach((text, index) => {
    let code = text;
    if (inBlock) {
      const end = code.indexOf('*/');
      if (end < 0) return;
      code = code.slice(end + 2);
      inBlock = false;
    }
    code = code.replace(/\/\*.*?\*\//g, '');
    const open = code.indexOf('/*');
    if (open >= 0) {
      code = code.slice(0, open);
      inBlock = true;
    }
    code = code.replace(/\/\/.*$/, '');
    if (QUERY.test(code)) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}

function* typescriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typescriptFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** Every query built outside a repository under `modulesDir`, as "file:line  text". */
export function misplacedQueries(modulesDir, root = modulesDir) {
  const misplaced = [];
  for (const path of typescriptFiles(modulesDir)) {
    if (mayHoldQueries(path)) continue;
    for (const { line, text } of queryLines(readFileSync(path, 'utf8'))) {
      misplaced.push(`${relative(root, path)}:${line}  ${text}`);
    }
  }
  return misplaced;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const misplaced = misplacedQueries(join(root, 'apps/server/src/modules'), root);
  if (misplaced.length) {
    console.error(
      `${misplaced.length} queries outside a repository (move each into its feature's *.repository.ts):`,
    );
    for (const line of misplaced) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('✔ every query of apps/server/src/modules lives in a repository');
}
