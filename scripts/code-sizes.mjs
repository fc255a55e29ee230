#!/usr/bin/env node
/**
 * Small files and short functions (docs/architecture.md, "Sizes"): a product file over 500 lines
 * or a function over 100 lines is a file or a function doing several things. This lists every one
 * in the product's sources (tests, migrations and message catalogues left out) and compares them
 * with scripts/code-sizes.allowed.json, the ones that were already too long when the rule came:
 *
 *   node scripts/code-sizes.mjs            fails on a new one, on an allowed one that grew, and on
 *                                          an allowed one now within the limit (take it off the list)
 *   node scripts/code-sizes.mjs --update   writes the list anew from what is there now
 *
 * The list can only shrink in review: each entry is a piece still to split. A function is named by
 * its file and its name (a declaration's, a method's, or the variable or property an arrow or a
 * function expression is assigned to; otherwise the name of the function around it and "#n").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const FILE_MAX_LINES = 500;
export const FUNCTION_MAX_LINES = 100;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED_FILE = join(ROOT, 'scripts', 'code-sizes.allowed.json');
const SOURCES = ['apps/*/src/**.ts', 'apps/*/src/**.tsx', 'packages/*/src/**.ts', 'packages/*/src/**.tsx'];

/** Tests, migrations and the catalogues of words (one entry per message, long by nature). */
export function isCounted(path) {
  return !(
    /\.(test|spec)\.tsx?$/.test(path) ||
    path.includes('/migrations/') ||
    /\.(messages|labels)\.ts$/.test(path) ||
    /\/lib\/messages(\.[a-z]+)?\.ts$/.test(path) ||
    /\/test\/support\//.test(path)
  );
}

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line;

/** The name a function goes by in its file (see the header). */
function nameOf(node, outer, unnamedCount) {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText();
  const count = (unnamedCount.get(outer) ?? 0) + 1;
  unnamedCount.set(outer, count);
  return `${outer ?? '(file)'}#${count}`;
}

/** The file's length and its functions over the limit: [{ name, lines }]. */
export function sizesOf(path, text) {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  const functions = [];
  const unnamedCount = new Map();
  const visit = (node, outer) => {
    let inner = outer;
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node);
    if (isFunction && node.body) {
      inner = nameOf(node, outer, unnamedCount);
      const length = lineOf(source, node.end) - lineOf(source, node.getStart(source)) + 1;
      if (length > FUNCTION_MAX_LINES) functions.push({ name: inner, lines: length });
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, undefined);
  return { lines, functions };
}

/** Every counted source file's sizes over the limits: { files: {path: lines}, functions: {"path › name": lines} }. */
export function measure(paths, read) {
  const files = {};
  const functions = {};
  for (const path of paths.filter(isCounted).sort()) {
    const sizes = sizesOf(path, read(path));
    if (sizes.lines > FILE_MAX_LINES) files[path] = sizes.lines;
    for (const f of sizes.functions) functions[`${path} › ${f.name}`] = f.lines;
  }
  return { files, functions };
}

/** What breaks the rule against the allowed list: new, grown, and no-longer-needed entries. */
export function sizeProblems(found, allowed) {
  const problems = [];
  for (const [kind, limit, unit] of [
    ['files', FILE_MAX_LINES, 'file'],
    ['functions', FUNCTION_MAX_LINES, 'function'],
  ]) {
    const now = found[kind];
    const before = allowed[kind] ?? {};
    for (const [key, lines] of Object.entries(now)) {
      if (!(key in before)) problems.push(`${key}: a ${unit} of ${lines} lines (at most ${limit}): split it`);
      else if (lines > before[key])
        problems.push(`${key}: a ${unit} allowed at ${before[key]} lines grew to ${lines}: split it`);
    }
    for (const key of Object.keys(before))
      if (!(key in now))
        problems.push(
          `${key}: within ${limit} lines now (or gone): take it off scripts/code-sizes.allowed.json`,
        );
  }
  return problems;
}

function trackedSources() {
  return execFileSync('git', ['ls-files', ...SOURCES], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

function main() {
  const found = measure(trackedSources(), (path) => readFileSync(join(ROOT, path), 'utf8'));
  if (process.argv.includes('--update')) {
    writeFileSync(ALLOWED_FILE, `${JSON.stringify(found, null, 2)}\n`);
    console.log(
      `scripts/code-sizes.allowed.json: ${Object.keys(found.files).length} files, ${Object.keys(found.functions).length} functions`,
    );
    return;
  }
  const allowed = JSON.parse(readFileSync(ALLOWED_FILE, 'utf8'));
  const problems = sizeProblems(found, allowed);
  for (const p of problems) console.error(p);
  console.log(
    `sizes: ${Object.keys(found.files).length} files over ${FILE_MAX_LINES} lines, ${Object.keys(found.functions).length} functions over ${FUNCTION_MAX_LINES} (all on the allowed list: ${problems.length === 0})`,
  );
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
