// The participant pages keep working after their first load when the connection drops (a reload
// offline shows the product's connection-lost page, not the browser's): a service worker, scoped
// to the participant area and, registered a second time, to the embedded partner area (the same
// pages in a partner's frame), serves the app shell from a cache filled when it installs.
//
// The cache holds exactly what those pages need, read from the build: index.html, the entry and
// the chunks (and their CSS) the participant and partner pages import, statically or on demand;
// never a back-office page, never an API answer. The worker's name for its cache carries a hash of that
// list, so each release installs a cache of its own and drops the previous one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The areas the worker serves: their pages are cached, another area's never. */
const SHELL_AREAS = ['/src/pages/participant/', '/src/pages/partner/'];

/**
 * Source modules whose chunks make up the participant and partner areas (each routes.tsx's pages
 * and its layout).
 */
export const SHELL_MODULES = [
  'src/pages/participant/routes.tsx',
  'src/pages/participant/participant-layout.tsx',
  'src/pages/participant/code-redirect.tsx',
  'src/pages/participant/form-page.tsx',
  'src/pages/participant/dashboard-page.tsx',
  'src/pages/participant/statement-page.tsx',
  'src/pages/participant/test-page.tsx',
  'src/pages/participant/test-result-page.tsx',
  'src/pages/participant/offline-page.tsx',
  'src/pages/partner/routes.tsx',
  'src/pages/partner/partner-layout.tsx',
  'src/pages/partner/partner-dashboard.tsx',
  'src/pages/partner/partner-pages.tsx',
  'src/pages/partner/partner-test.tsx',
  'src/pages/partner/partner-not-found.tsx',
];

/** Files of the public folder the participant pages show. */
export const SHELL_PUBLIC_FILES = ['/favicon.svg'];

/** The page every navigation of the participant area falls back to offline. */
export const SHELL_PAGE = '/index.html';

/**
 * The worker's file name at the site's root: a worker at the root may take any scope below it, so
 * one file serves both areas' registrations without a Service-Worker-Allowed header.
 */
export const WORKER_FILE = 'participant-sw.js';

const normalise = (id) => id.replaceAll('\\', '/');

/**
 * The chunks the participant and partner pages load: the entry with its static imports, and each
 * shell module's chunk with everything it imports, statically or on demand (an item type's input,
 * the language field). On-demand imports are not followed out of the entry (they are the whole
 * back office) nor into another area's pages.
 * `chunks`: { fileName, isEntry, imports, dynamicImports, moduleIds, facadeModuleId }.
 */
export function shellChunks(chunks, modules = SHELL_MODULES) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length === 0) throw new Error('the build has no entry chunk');
  const homes = modules.map((module) => {
    const ends = (id) => normalise(id).endsWith(`/${module}`);
    const home =
      chunks.find((c) => c.facadeModuleId && ends(c.facadeModuleId)) ??
      chunks.find((c) => c.moduleIds.some(ends));
    if (!home) throw new Error(`${module} is in no chunk of the build: update SHELL_MODULES`);
    return home;
  });
  const otherAreaPage = (c) => {
    const id = c.facadeModuleId ? normalise(c.facadeModuleId) : '';
    return id.includes('/src/pages/') && !SHELL_AREAS.some((area) => id.includes(area));
  };
  const seen = new Set();
  const visit = (chunk, lazy) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    const next = [...chunk.imports];
    if (lazy && !chunk.isEntry) next.push(...(chunk.dynamicImports ?? []));
    for (const file of next) {
      const c = byFile.get(file);
      if (c && !otherAreaPage(c)) visit(c, lazy);
    }
  };
  for (const home of homes) visit(home, true);
  for (const entry of entries) visit(entry, false);
  return [...seen].map((file) => byFile.get(file));
}

/** The URLs the worker caches when it installs, in a stable order. */
export function shellUrls(chunks, modules = SHELL_MODULES) {
  const files = new Set();
  for (const chunk of shellChunks(chunks, modules)) {
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return [SHELL_PAGE, ...SHELL_PUBLIC_FILES, ...[...files].sort().map((f) => `/${f}`)];
}

/** The release's cache version: changes whenever any cached file does (their names carry hashes). */
export const shellVersion = (urls) => createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 16);

/** The worker's source with the release's version and file list filled in. */
export function workerSource(
  urls,
  template = readFileSync(new URL('./offline-shell-worker.js', import.meta.url), 'utf8'),
) {
  return template
    .replace("'__SHELL_VERSION__'", JSON.stringify(shellVersion(urls)))
    .replace("['__SHELL_FILES__']", JSON.stringify(urls))
    .replace("'__SHELL_PAGE__'", JSON.stringify(SHELL_PAGE));
}

/** Vite plugin (production builds): writes the participant and partner areas' service worker beside index.html. */
export function offlineShell() {
  return {
    name: 'asesa-offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const urls = shellUrls(chunks);
      if (process.env.SHELL_REPORT) console.log(urls.join('\n'));
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerSource(urls) });
    },
  };
}
