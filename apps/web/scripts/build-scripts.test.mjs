import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LAZY_PARTS, standIn } from './antd-lazy-parts.mjs';
import { measureRoutes, routeChunks } from './bundle-budget.mjs';
import { DIRECT_IMPORTS, HELPER_COPIES, slimIndex, TO_NAME_PATH_STR } from './direct-imports.mjs';
import { shellChunks, shellUrls, shellVersion, workerSource } from './offline-shell.mjs';
import { plainView, rewriteImports } from './plain-contracts.mjs';
import { compressedCopies } from './precompress.mjs';

const chunk = (fileName, code, extra = {}) => ({
  fileName,
  code,
  isEntry: false,
  imports: [],
  moduleIds: [],
  facadeModuleId: null,
  ...extra,
});

describe('bundle budget', () => {
  const chunks = [
    chunk('index.js', 'entry', { isEntry: true, imports: ['react.js'], moduleIds: ['/w/src/main.tsx'] }),
    chunk('react.js', 'react'),
    chunk('TestPage.js', 'test page', {
      facadeModuleId: '/w/src/pages/participant/TestPage.tsx',
      imports: ['antd.js'],
    }),
    chunk('antd.js', 'antd'),
    chunk('Back.js', 'back office', { facadeModuleId: '/w/src/pages/backoffice/Back.tsx' }),
  ];

  it('counts the entry, the route page and their static imports, not other pages', () => {
    const files = routeChunks(chunks, ['src/pages/participant/TestPage.tsx']).map((c) => c.fileName);
    expect(files.sort()).toEqual(['TestPage.js', 'antd.js', 'index.js', 'react.js']);
  });

  it('finds a page bundled into another chunk, and fails loudly on a page that is gone', () => {
    expect(routeChunks(chunks, ['src/main.tsx']).map((c) => c.fileName)).toContain('index.js');
    expect(() => routeChunks(chunks, ['src/pages/participant/Gone.tsx'])).toThrow(/ROUTE_BUDGETS/);
  });

  it('is over budget when the gzipped total exceeds it', () => {
    const budgets = (budgetKb) => [
      { route: '/t', modules: ['src/pages/participant/TestPage.tsx'], budgetKb },
    ];
    expect(measureRoutes(chunks, budgets(1))[0].ok).toBe(true);
    expect(measureRoutes(chunks, budgets(0.01))[0].ok).toBe(false);
  });
});

describe('offline shell', () => {
  const chunks = [
    chunk('index.js', 'entry', {
      isEntry: true,
      imports: ['react.js'],
      dynamicImports: ['Back.js', 'i18n.js'],
      moduleIds: ['/w/src/main.tsx'],
      viteMetadata: { importedCss: new Set(['index.css']) },
    }),
    chunk('react.js', 'react'),
    chunk('TestPage.js', 'test page', {
      facadeModuleId: '/w/src/pages/participant/TestPage.tsx',
      imports: ['antd.js', 'index.js'],
      dynamicImports: ['inputs.js'],
    }),
    chunk('antd.js', 'antd', { dynamicImports: ['tabs.js'] }),
    chunk('tabs.js', 'tabs'),
    chunk('inputs.js', 'item inputs'),
    chunk('i18n.js', 'back-office catalogue'),
    chunk('Back.js', 'back office', {
      facadeModuleId: '/w/src/pages/backoffice/Back.tsx',
      imports: ['antd.js'],
    }),
    chunk('PartnerTest.js', 'partner test page', {
      facadeModuleId: '/w/src/pages/partner/PartnerTest.tsx',
      imports: ['TestPage.js', 'index.js'],
    }),
  ];
  const modules = ['src/pages/participant/TestPage.tsx'];

  it("caches the participant pages' chunks, on-demand ones too, never the back office's", () => {
    const files = shellChunks(chunks, modules).map((c) => c.fileName);
    expect(files.sort()).toEqual(['TestPage.js', 'antd.js', 'index.js', 'inputs.js', 'react.js', 'tabs.js']);
  });

  it("caches the partner pages' chunks and the participant chunks they import, never the back office's", () => {
    const files = shellChunks(chunks, ['src/pages/partner/PartnerTest.tsx']).map((c) => c.fileName);
    expect(files.sort()).toEqual([
      'PartnerTest.js',
      'TestPage.js',
      'antd.js',
      'index.js',
      'inputs.js',
      'react.js',
      'tabs.js',
    ]);
  });

  it('lists index.html, the public files, the chunks and their CSS as URLs', () => {
    const urls = shellUrls(chunks, modules);
    expect(urls.slice(0, 2)).toEqual(['/index.html', '/favicon.svg']);
    expect(urls).toContain('/index.css');
    expect(urls).toContain('/TestPage.js');
    expect(urls).not.toContain('/Back.js');
  });

  it('gives each release a cache of its own, and fills the worker with it', () => {
    const urls = shellUrls(chunks, modules);
    expect(shellVersion(urls)).toBe(shellVersion([...urls]));
    expect(shellVersion(urls)).not.toBe(shellVersion([...urls, '/assets/new-1234.js']));
    const source = workerSource(
      urls,
      "const VERSION = '__SHELL_VERSION__';\nconst SHELL_FILES = ['__SHELL_FILES__'];\nconst SHELL_PAGE = '__SHELL_PAGE__';",
    );
    expect(source).toContain(`const VERSION = "${shellVersion(urls)}";`);
    expect(source).toContain(`const SHELL_FILES = ${JSON.stringify(urls)};`);
    expect(source).toContain('const SHELL_PAGE = "/index.html";');
    // The real worker has every placeholder.
    expect(workerSource(urls)).not.toMatch(/__SHELL_/);
  });

  it('fails loudly when a participant module is gone', () => {
    expect(() => shellChunks(chunks, ['src/pages/participant/Gone.tsx'])).toThrow(/SHELL_MODULES/);
  });
});

describe('plain contracts', () => {
  const source = `import { z } from 'zod';
import { OTHER } from './other';
export const LIMIT = 5;
export const NAMES = { a: 'a' } as const;
const PATTERN = /^[a-z]+$/;
export const schema = z.object({ name: z.string().regex(PATTERN) });
export const DERIVED = schema.shape.name;
export const FROM_IMPORT = [OTHER];
export const TWICE = LIMIT * 2;
export function homeOf(role: string): string { return role === 'admin' ? '/a' : NAMES.a; }
export function schemaOf() { return schema; }
export type Row = { id: number };`;

  it('keeps the values that read no import, directly or through another value', () => {
    const view = plainView(source, 'x.ts');
    expect([...view.names].sort()).toEqual(['LIMIT', 'NAMES', 'TWICE', 'homeOf']);
    expect(view.source).not.toContain('zod');
    expect(view.source).toContain('const PATTERN'); // local helpers of plain values stay, unexported
  });

  it('points imports of plain values at the view and leaves schemas and types to the package', () => {
    const plainOf = new Map([
      ['COOKIE_NAMES', 'token'],
      ['AUTH_REASONS', 'envelope'],
    ]);
    const code = `import { AUTH_REASONS, COOKIE_NAMES, type Envelope, tokenRequest } from '@asesa/contracts';
import type { Role } from '@asesa/contracts';
import { type OnlyType } from '@asesa/contracts';
export { COOKIE_NAMES as NAMES } from '@asesa/contracts';`;
    const out = rewriteImports(code, 'a.ts', plainOf);
    expect(out).toContain("import { AUTH_REASONS } from '@asesa/contracts/plain:envelope';");
    expect(out).toContain("import { COOKIE_NAMES } from '@asesa/contracts/plain:token';");
    expect(out).toContain("import { tokenRequest } from '@asesa/contracts';");
    expect(out).toContain("import type { Role } from '@asesa/contracts';");
    expect(out).not.toContain('OnlyType'); // a type-only import would still load the package
    expect(out).toContain("export { COOKIE_NAMES as NAMES } from '@asesa/contracts/plain:token';");
  });
});

describe('precompress', () => {
  it('writes gzip and brotli copies that decompress to the file, and skips tiny files', () => {
    const js = Buffer.from('export const answer = 42;\n'.repeat(100));
    const copies = compressedCopies(js);
    expect(gunzipSync(copies.gz).equals(js)).toBe(true);
    expect(brotliDecompressSync(copies.br).equals(js)).toBe(true);
    expect(copies.br.length).toBeLessThan(js.length / 4);
    expect(compressedCopies(Buffer.from('tiny'))).toBeNull();
  });
});

describe('antd lazy parts', () => {
  const nodeModules = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules');

  it('names antd files and imports that exist in the installed antd', () => {
    for (const [file, specifier] of LAZY_PARTS) {
      const path = join(nodeModules, file);
      expect(existsSync(path), file).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain(`from '${specifier}'`);
    }
  });

  it('stands in with a component that loads the real part when rendered', () => {
    const code = standIn('/x/antd/es/tabs/index.js');
    expect(code).toContain('lazy(() => import("/x/antd/es/tabs/index.js"))');
    expect(code).toContain('export default function LazyPart(props)');
  });
});

describe('direct imports', () => {
  const nodeModules = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules');

  it('lists exactly the names each antd file imports from the package', () => {
    for (const [file, pkg, names] of DIRECT_IMPORTS) {
      const code = readFileSync(join(nodeModules, file), 'utf8');
      const found = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].find((m) => m[2] === pkg);
      expect(found, `${file} imports from ${pkg}`).toBeTruthy();
      const imported = found[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
      expect(imported.sort(), file).toEqual(Object.keys(names).sort());
    }
  });

  it('names modules beside the package index that export those names', () => {
    for (const [, pkg, names] of DIRECT_IMPORTS) {
      for (const [name, target] of Object.entries(names)) {
        const [module, exported = name] = target.split('#');
        const code = readFileSync(join(nodeModules, pkg, 'es', module), 'utf8');
        const exports =
          exported === 'default'
            ? /export default\b/
            : new RegExp(`export (class|function|const) ${exported}\\b|export \\{[^}]*\\b${exported}\\b`);
        expect(code, `${pkg}/es/${module} exports ${exported}`).toMatch(exports);
      }
    }
  });

  it("copies antd's helper word for word, for a file that imports nothing else from its module", () => {
    const useForm = readFileSync(join(nodeModules, 'antd/es/form/hooks/useForm.js'), 'utf8');
    expect(useForm).toContain(TO_NAME_PATH_STR);
    expect(useForm).toContain("import { getFieldId, toArray } from '../util';");
    for (const [file, specifier, code] of HELPER_COPIES) {
      const path = join(nodeModules, file);
      expect(readFileSync(path, 'utf8')).toContain(`import { toNamePathStr } from '${specifier}';`);
      const copy = code(dirname(path));
      expect(copy).toContain(TO_NAME_PATH_STR);
      const util = copy.match(/from "([^"]+)"/)[1];
      expect(readFileSync(util, 'utf8')).toMatch(/export function toArray\b/);
    }
  });

  it('re-exports each name from its module, defaults under their name', () => {
    const code = slimIndex('/x/pkg/es', {
      Color: 'color.js',
      ColorBlock: 'components/ColorBlock.js#default',
    });
    expect(code).toBe(
      'export { Color } from "/x/pkg/es/color.js";\nexport { default as ColorBlock } from "/x/pkg/es/components/ColorBlock.js";',
    );
  });
});
