// Points a few antd imports from a package's index straight at the modules they use (issue 7).
//
// Some packages antd builds on do work in their index when it is loaded: @rc-component/form's
// attaches Field, List and useForm to its Form, @rc-component/color-picker's creates the whole
// picker for its default export. They do not declare themselves free of side effects, so the
// bundler keeps everything their index touches for any import from it. antd's form context needs
// only FormProvider, the radio group a helper next to antd's useForm, the button's colour token
// the Color class, yet every page with a radio or a button downloaded the form engine, its
// validator and the colour picker. For the build only, this plugin gives those antd files a
// stand-in index that re-exports just the names they import, from the modules that define them.
import { dirname, join } from 'node:path';

/**
 * [antd file, package it imports from, the names it imports → the package's module defining each
 * (path beside the package's index; `#default` when it is that module's default export)].
 */
export const DIRECT_IMPORTS = [
  ['antd/es/form/context.js', '@rc-component/form', { FormProvider: 'FormContext.js' }],
  ['antd/es/form/hooks/useForm.js', '@rc-component/form', { useForm: 'hooks/useForm.js#default' }],
  ['antd/es/color-picker/color.js', '@rc-component/color-picker', { Color: 'color.js' }],
  ['antd/es/color-picker/util.js', '@rc-component/color-picker', { Color: 'color.js' }],
  [
    'antd/es/color-picker/components/ColorPresets.js',
    '@rc-component/color-picker',
    { Color: 'color.js', ColorBlock: 'components/ColorBlock.js#default' },
  ],
];

const PREFIX = '\0asesa-direct-imports:';

/** The stand-in index: each name re-exported from its module in the directory `dir`. */
export function slimIndex(dir, names) {
  return Object.entries(names)
    .map(([name, target]) => {
      const [file, exported = name] = target.split('#');
      const from = JSON.stringify(join(dir, file).replaceAll('\\', '/'));
      return `export { ${exported === name ? name : `${exported} as ${name}`} } from ${from};`;
    })
    .join('\n');
}

/** Vite plugin (production builds): the imports of DIRECT_IMPORTS resolve to slim indexes. */
export function directImports() {
  return {
    name: 'asesa-direct-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replaceAll('\\', '/');
      const index = DIRECT_IMPORTS.findIndex(
        ([file, pkg]) => pkg === source && from.endsWith(`/node_modules/${file}`),
      );
      if (index < 0) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real || real.external) return null;
      // Beside the index of the build antd uses (es/index.js). A name missing from its module
      // fails the build: the bundler reports the export it cannot find.
      return `${PREFIX}${index}:${dirname(real.id)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const colon = rest.indexOf(':');
      const [, , names] = DIRECT_IMPORTS[Number(rest.slice(0, colon))];
      return slimIndex(rest.slice(colon + 1), names);
    },
  };
}
