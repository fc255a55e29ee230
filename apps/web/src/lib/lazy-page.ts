import type { ComponentType } from 'react';

/**
 * A route's `lazy` loader for a page in its own chunk. `load` stays a literal `import()` where the
 * route is declared, so the bundler still splits each page off; `name` is the page's component.
 */
export const lazyPage =
  <Name extends string, Module extends Record<Name, ComponentType>>(
    load: () => Promise<Module>,
    name: Name,
  ) =>
  async () => ({ Component: (await load())[name] });
