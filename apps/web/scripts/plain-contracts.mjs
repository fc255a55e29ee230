// Keeps Zod out of the pages that only need the contracts' plain constants (issue 7).
//
// packages/contracts mixes plain values (cookie names, limits, reasons, small functions) with the
// Zod schemas of every call, module by module. The bundler puts a module in one chunk whole, so a
// page that reads COOKIE_NAMES from token.ts loads token.ts's schemas too — and every schema any
// lazy page uses from that module, and the Zod runtime: ~30 KB of gzipped JS on the participant's
// test page, which validates nothing. For the build only, this plugin gives the web app a "plain
// view" of each contracts module — its top-level values that need no import (so no Zod), types
// dropped — and points each web import of such a value at that view. Schemas and anything built
// from an import still come from the module itself. The server and tests use the sources as written.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, transformWithOxc } from 'vite';

const CONTRACTS_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/contracts/src');
const PACKAGE = '@asesa/contracts';
const VIEW_PREFIX = `${PACKAGE}/plain:`;
const RESOLVED_PREFIX = '\0asesa-plain-contracts:';

// AST keys that hold types (erased at build time) or names that are not references.
const TYPE_KEYS = new Set([
  'typeAnnotation',
  'typeParameters',
  'typeArguments',
  'returnType',
  'superTypeArguments',
]);

/** The names a node reads (its free identifiers, roughly: every Identifier in value position). */
function readNames(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const n of node) readNames(n, out);
    return out;
  }
  if (node.type?.startsWith('TS') && !('expression' in node)) return out; // a type, erased
  if (node.type === 'Identifier') out.add(node.name);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || TYPE_KEYS.has(key)) continue;
    // `a.b`, `{ b: 1 }`: b is a property name, not a read (computed ones are).
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && node.type === 'Property' && !node.computed) continue;
    readNames(value, out);
  }
  return out;
}

/**
 * A contracts module's plain view: the source of its plain top-level values (consts and functions
 * that read no import, directly or through another top-level value), and their names.
 */
export function plainView(code, fileName = 'contracts.ts') {
  const { program, errors } = parseSync(fileName, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length) return { source: '', names: new Set() };
  const imported = new Set();
  const values = []; // { name, exported, kind, text, reads }
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const s of statement.specifiers) imported.add(s.local.name);
      continue;
    }
    const exported = statement.type === 'ExportNamedDeclaration' && !statement.source;
    const declaration = exported ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) {
        if (d.id.type !== 'Identifier') continue;
        values.push({
          name: d.id.name,
          exported,
          text: `${exported ? 'export ' : ''}${declaration.kind} ${code.slice(d.start, d.end)};`,
          reads: readNames(d.init),
        });
      }
    } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      values.push({
        name: declaration.id.name,
        exported,
        text: `${exported ? 'export ' : ''}${code.slice(declaration.start, declaration.end)}`,
        reads: readNames(declaration.body),
      });
    } else if (declaration?.id?.name && !declaration.type.startsWith('TS')) {
      // Classes, enums: never plain; anything reading them is not plain either.
      imported.add(declaration.id.name);
    }
  }
  // Plain until proven otherwise; drop anything that reads an import or a value that is not plain.
  const plain = new Map(values.map((v) => [v.name, v]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const v of plain.values()) {
      if ([...v.reads].some((n) => imported.has(n) || (values.some((o) => o.name === n) && !plain.has(n)))) {
        plain.delete(v.name);
        changed = true;
      }
    }
  }
  const kept = values.filter((v) => plain.has(v.name));
  return {
    source: kept.map((v) => v.text).join('\n'),
    names: new Set(kept.filter((v) => v.exported).map((v) => v.name)),
  };
}

/** Exported name → the contracts module (file stem) whose plain view has it, over index.ts's `export *`. */
function plainExports() {
  const index = readFileSync(join(CONTRACTS_SRC, 'index.ts'), 'utf8');
  const map = new Map();
  for (const [, stem] of index.matchAll(/export \* from '\.\/([\w-]+)'/g)) {
    const { names } = plainView(readFileSync(join(CONTRACTS_SRC, `${stem}.ts`), 'utf8'), `${stem}.ts`);
    for (const name of names) map.set(name, stem);
  }
  return map;
}

/**
 * The web module with its imports (and re-exports) of plain values from '@asesa/contracts'
 * pointed at the plain views; null when nothing changes.
 */
export function rewriteImports(code, fileName, plainOf) {
  if (!code.includes(PACKAGE)) return null;
  const { program, errors } = parseSync(fileName, code, { lang: 'tsx', sourceType: 'module' });
  if (errors.length) return null;
  const edits = [];
  for (const statement of program.body) {
    const isImport = statement.type === 'ImportDeclaration';
    const isReexport = statement.type === 'ExportNamedDeclaration' && statement.source;
    if (!(isImport || isReexport) || statement.source.value !== PACKAGE) continue;
    if (statement.importKind === 'type' || statement.exportKind === 'type') continue;
    if (!statement.specifiers.length) continue; // a bare `import '@asesa/contracts'`
    const nameOf = (s) => (isImport ? s.imported?.name : s.local.name);
    const moved = new Map(); // stem → specifier texts
    const kept = [];
    let types = 0;
    for (const s of statement.specifiers) {
      // `type` specifiers are erased; with verbatimModuleSyntax an import left with only those
      // would still load the package for its side effects, so they are dropped here.
      if (s.importKind === 'type' || s.exportKind === 'type') {
        types++;
        continue;
      }
      const stem = s.type === (isImport ? 'ImportSpecifier' : 'ExportSpecifier') && plainOf.get(nameOf(s));
      if (stem) moved.set(stem, [...(moved.get(stem) ?? []), code.slice(s.start, s.end)]);
      else kept.push(s);
    }
    if (!moved.size && !types) continue;
    const keyword = isImport ? 'import' : 'export';
    const lines = [...moved].map(
      ([stem, specs]) => `${keyword} { ${specs.join(', ')} } from '${VIEW_PREFIX}${stem}';`,
    );
    if (kept.length) {
      // The rest (schemas, types, a default or namespace import) still come from the package.
      const defaults = kept.filter((s) => s.type !== 'ImportSpecifier' && s.type !== 'ExportSpecifier');
      const named = kept.filter((s) => !defaults.includes(s)).map((s) => code.slice(s.start, s.end));
      const head = defaults.map((s) => code.slice(s.start, s.end));
      const clause = [...head, ...(named.length ? [`{ ${named.join(', ')} }`] : [])].join(', ');
      lines.push(`${keyword} ${clause} from '${PACKAGE}';`);
    }
    edits.push([statement.start, statement.end, lines.join('\n')]);
  }
  if (!edits.length) return null;
  let out = code;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** Vite plugin (production builds): web imports of plain contracts values use the plain views. */
export function plainContracts() {
  let plainOf = new Map();
  return {
    name: 'asesa-plain-contracts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      plainOf = plainExports();
    },
    resolveId(source) {
      return source.startsWith(VIEW_PREFIX) ? RESOLVED_PREFIX + source.slice(VIEW_PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const stem = id.slice(RESOLVED_PREFIX.length);
      const file = join(CONTRACTS_SRC, `${stem}.ts`);
      this.addWatchFile(file);
      const { source } = plainView(readFileSync(file, 'utf8'), file);
      const { code } = await transformWithOxc(source, `${stem}.plain.ts`, { lang: 'ts' });
      return { code, moduleSideEffects: false };
    },
    transform(code, id) {
      const path = id.replaceAll('\\', '/').split('?')[0];
      if (!/\/apps\/web\/src\/.*\.[jt]sx?$/.test(path)) return null;
      const out = rewriteImports(code, path, plainOf);
      return out === null ? null : { code: out, map: null };
    },
  };
}
