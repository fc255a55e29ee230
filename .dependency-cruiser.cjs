/**
 * The import rules of docs/architecture.md, checked in the lint tier (`npm run lint:imports`).
 * A rule here is a sentence of that document: change both together.
 */
const SERVER = '^apps/server/src/';
const TESTS = '(\\.test\\.tsx?|\\.spec\\.tsx?)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle hides which side owns the rule and breaks lazy loading.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-is-below-features',
      comment:
        'db/ (schema, migrations, connection, backup) imports no feature, job, hot-path, HTTP or seed code: the hot path hands the connection its write turns.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(modules|jobs|hot-path|http|seed)/`, pathNot: `${SERVER}http/errors\\.ts$` },
    },
    {
      name: 'lib-is-below-features',
      comment:
        'lib/ (mail, storage, clock, the job queue interface…) imports no feature, job, hot-path, HTTP or seed code: the mailer is handed its queue.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(modules|jobs|hot-path|http|seed)/`, pathNot: `${SERVER}http/errors\\.ts$` },
    },
    {
      name: 'deps-is-below-jobs',
      comment:
        'deps.ts (what every service gets) names only lower layers: the job queue by its interface in lib/, so jobs/ may use Deps.',
      severity: 'error',
      from: { path: `${SERVER}deps\\.ts$` },
      to: { path: `${SERVER}(modules|jobs|hot-path|http|seed)/` },
    },
    {
      name: 'http-is-below-features',
      comment: 'http/ (call table, envelope, errors, hooks) imports no feature module.',
      severity: 'error',
      from: { path: `${SERVER}http/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'hot-path-is-below-features',
      comment: 'The hot-path machinery is infrastructure: it imports no feature module.',
      severity: 'error',
      from: { path: `${SERVER}hot-path/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'jobs-is-below-features',
      comment:
        "jobs/ (the queues and housekeeping) imports no feature module: the features' jobs and tidying reach it through their module manifests (module-list.ts).",
      severity: 'error',
      from: { path: `${SERVER}jobs/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'lib-is-below-features',
      comment: 'lib/ (mail, storage, clock, threads, sheets) imports no feature module.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'config-is-below-features',
      comment: 'config/ (the environment) imports no feature module.',
      severity: 'error',
      from: { path: `${SERVER}config/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'manifest-type-names-no-feature',
      comment:
        'The module manifest type names no feature: the features import it, and only the list (module-list.ts) names them.',
      severity: 'error',
      from: { path: `${SERVER}modules/module-manifest\\.ts$` },
      to: { path: `${SERVER}modules/[^/]+/` },
    },
    {
      name: 'features-meet-through-services',
      comment:
        "A feature module reaches another only through that module's services and helpers: never its routes or its repository (its queries and tenant scope are its own).",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/([^/]+)/[^/]+\\.(routes|repository)\\.ts$`,
        pathNot: `${SERVER}modules/$1/`,
      },
    },
    {
      name: 'product-imports-no-test-support',
      comment: 'Product code imports nothing from test folders; test support lives in test/.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: TESTS },
      to: { path: ['^apps/[^/]+/test/', '^e2e/', TESTS] },
    },
    {
      name: 'packages-import-no-app',
      comment: 'The engine and the contracts are libraries: they import no app code.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'engine-stands-alone',
      comment: 'packages/scoring is the psychometric engine: it knows no contracts and no app.',
      severity: 'error',
      from: { path: '^packages/scoring/' },
      to: { path: '^packages/contracts/' },
    },
    {
      name: 'web-reads-engine-types-only',
      comment:
        "The web app names the engine's result shapes (type-only imports) so a change of them fails its typecheck; it never runs or bundles the engine.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/scoring/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-pages-are-leaves',
      comment: 'Web pages are route components: features and components never import a page.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/pages/' },
    },
    {
      name: 'web-components-know-no-feature',
      comment: 'Shared web components are feature-agnostic.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
