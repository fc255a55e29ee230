// Loads on demand the parts of antd components that the app never shows (issue 7).
//
// Some antd components import a heavy sibling for an option the app does not use: Card imports
// Tabs (with Dropdown and Menu) for its `tabList`, Typography imports its inline editor (Input)
// for `editable`. The bundler cannot tell the option is unused, so every page with a Card or a
// Typography downloads them: ~30 KB of gzipped JS on the participant's test page. For the build
// only, this plugin gives those imports a stand-in that loads the real part the first time it is
// rendered (React.lazy). Nothing in the app uses either option today, so nothing ever waits; if
// a page starts to, the part still shows, a moment later.
// Result's 403/404/500 illustrations (~7 KB) are loaded the same way: only the stock error pages
// show them, and their texts and buttons show at once, the picture a moment later.
import { readFileSync } from 'node:fs';

/** [antd file that imports the part, the import as written]: the parts to load on demand. */
export const LAZY_PARTS = [
  ['antd/es/card/Card.js', '../tabs'],
  ['antd/es/typography/Base/index.js', '../Editable'],
  ['antd/es/result/index.js', './noFound'],
  ['antd/es/result/index.js', './serverError'],
  ['antd/es/result/index.js', './unauthorized'],
];

const PREFIX = '\0asesa-lazy-antd-part:';

/** The stand-in: the real part's default export, loaded the first time it is rendered. */
export function standIn(realId) {
  return `import { createElement, lazy, Suspense } from 'react';
const Part = lazy(() => import(${JSON.stringify(realId)}));
export default function LazyPart(props) {
  return createElement(Suspense, { fallback: null }, createElement(Part, props));
}
`;
}

/** Vite plugin (production builds): the imports of LAZY_PARTS resolve to their stand-ins. */
export function antdLazyParts() {
  return {
    name: 'asesa-antd-lazy-parts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replaceAll('\\', '/');
      if (!LAZY_PARTS.some(([file, spec]) => spec === source && from.endsWith(`/node_modules/${file}`)))
        return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real && !real.external ? PREFIX + real.id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const realId = id.slice(PREFIX.length);
      // The part's module must have a default export for React.lazy; fail the build loudly if not.
      if (!/export\s*\{[^}]*\bas default\b|export default\b/.test(readFileSync(realId, 'utf8')))
        this.error(`${realId} has no default export to load on demand`);
      return standIn(realId);
    },
  };
}
