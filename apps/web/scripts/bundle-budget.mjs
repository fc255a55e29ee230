// The participant's JavaScript budget (issue 7): the test page must load ≤ 300 KB of gzipped JS on
// a phone. `vite build` runs the check (see vite.config.ts) and fails when a route is over budget,
// so a change that pulls back-office code or a heavy library into the participant pages is caught
// before it ships.
import { gzipSync } from 'node:zlib';

/**
 * The routes with a budget, and the source modules they render on top of the entry: their layout
 * and page. Each module is found in the build whether it is lazy (its own chunk) or bundled into
 * another chunk, so turning a static import into a lazy one (or back) needs no change here.
 */
export const ROUTE_BUDGETS = [
  {
    route: '/test-activity/test/:pcode',
    modules: ['src/pages/participant/participant-layout.tsx', 'src/pages/participant/test-page.tsx'],
    // Issue 7 asks for 300 KB. The page is at ~278 KB: react-dom (~66), the router (~29) and
    // antd's core make most of it; i18next and the back-office catalogue load only with the back
    // office (src/lib/catalogue.ts), and antd's unused parts on demand (scripts/antd-lazy-parts.mjs,
    // scripts/direct-imports.mjs).
    budgetKb: 300,
  },
];

/** Gzip size the way a server compresses a static file (level 9, as Vite's own report). */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

const normalise = (id) => id.replaceAll('\\', '/');

/**
 * The JavaScript a browser downloads to show a route: the entry chunk, the chunk that holds each of
 * the route's modules, and every chunk those import statically (the browser fetches them before
 * the code runs). Dynamic imports are not followed: they load on demand, after the page is shown.
 * `chunks`: the build's JS chunks, { fileName, code, isEntry, imports, moduleIds, facadeModuleId }.
 */
export function routeChunks(chunks, modules) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length === 0) throw new Error('the build has no entry chunk');
  const start = [...entries];
  for (const module of modules) {
    const ends = (id) => normalise(id).endsWith(`/${module}`);
    // Its own chunk when lazy, else the chunk it was bundled into.
    const home =
      chunks.find((c) => c.facadeModuleId && ends(c.facadeModuleId)) ??
      chunks.find((c) => c.moduleIds.some(ends));
    if (!home) throw new Error(`${module} is in no chunk of the build: update ROUTE_BUDGETS`);
    start.push(home);
  }
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return [...seen].map((file) => byFile.get(file));
}

/** Measures every route of ROUTE_BUDGETS; one line per route and whether it is within budget. */
export function measureRoutes(chunks, budgets = ROUTE_BUDGETS) {
  const sizes = new Map();
  const sizeOf = (chunk) => {
    if (!sizes.has(chunk.fileName)) sizes.set(chunk.fileName, gzipSize(chunk.code));
    return sizes.get(chunk.fileName);
  };
  return budgets.map(({ route, modules, budgetKb, targetKb = budgetKb }) => {
    const files = routeChunks(chunks, modules)
      .map((c) => ({ file: c.fileName, gzipKb: sizeOf(c) / 1024 }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    const totalKb = files.reduce((sum, f) => sum + f.gzipKb, 0);
    return { route, budgetKb, targetKb, totalKb, files, ok: totalKb <= budgetKb };
  });
}

export function formatReport(results) {
  const lines = [];
  for (const r of results) {
    lines.push(
      `[bundle budget] ${r.route}: ${r.totalKb.toFixed(1)} KB gzipped JS in ${r.files.length} files ` +
        `(budget ${r.budgetKb} KB) ${r.ok ? 'PASS' : 'FAIL'}` +
        (r.targetKb < r.budgetKb
          ? `; target ${r.targetKb} KB ${r.totalKb <= r.targetKb ? 'met' : 'not met yet'}`
          : ''),
    );
    if (!r.ok) {
      for (const f of r.files) lines.push(`    ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.file}`);
    }
  }
  return lines.join('\n');
}

/**
 * Vite plugin: measures the routes once the bundle is generated and prints them. Over budget it
 * fails the build when `enforce` (npm test's build-web tier sets BUNDLE_BUDGET=enforce), else warns,
 * so a day's work in progress never blocks the build the journeys run on.
 */
export function bundleBudget({
  budgets = ROUTE_BUDGETS,
  enforce = process.env.BUNDLE_BUDGET === 'enforce',
} = {}) {
  return {
    name: 'asesa-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const results = measureRoutes(chunks, budgets);
      const report = formatReport(results);
      if (results.some((r) => !r.ok)) {
        if (enforce) this.error(`participant JavaScript over budget\n${report}`);
        this.warn(`participant JavaScript over budget\n${report}`);
        return;
      }
      console.log(report);
    },
  };
}
