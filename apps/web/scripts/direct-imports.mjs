// Points a few antd imports straight at the code they use (issue 7).
//
// Some packages antd builds on do work in their index when it is loaded: @rc-component/form's
// attaches Field, List and useForm to its Form, @rc-component/color-picker's creates the whole
// picker for its default export. They do not declare themselves free of side effects, so the
// bundler keeps everything their index touches for any import from it. antd's form context needs
// only FormProvider, the button's colour token the Color class, yet every page with a radio or a
// button downloaded the form engine, its validator and the colour picker. For the build only, this
// plugin gives those antd files a stand-in index that re-exports just the names they import, from
// the modules that define them.
//
// Likewise the radio group imports one two-line helper from antd's useForm module, whose form hook
// the back office's forms put in a chunk shared with the test page; the radio group gets its own
// copy of the helper instead (a test checks it is antd's, word for word).
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

/** antd's toNamePathStr, as antd/es/form/hooks/useForm.js defines it. */
export const TO_NAME_PATH_STR = `export function toNamePathStr(name) {
  const namePath = toArray(name);
  return namePath.join('_');
}`;

/** [antd file, its import, the stand-in module's code given the antd file's directory]. */
export const HELPER_COPIES = [
  [
    'antd/es/radio/group.js',
    '../form/hooks/useForm',
    (dir) =>
      `import { toArray } from ${JSON.stringify(slash(join(dir, '../form/util.js')))};\n${TO_NAME_PATH_STR}\n`,
  ],
];

const PREFIX = '\0asesa-direct-imports:';
const slash = (path) => path.replaceAll('\\', '/');

/** The stand-in index: each name re-exported from its module in the directory `dir`. */
export function slimIndex(dir, names) {
  return Object.entries(names)
    .map(([name, target]) => {
      const [file, exported = name] = target.split('#');
      const from = JSON.stringify(slash(join(dir, file)));
      return `export { ${exported === name ? name : `${exported} as ${name}`} } from ${from};`;
    })
    .join('\n');
}

const importedBy = (table, source, importer) =>
  table.findIndex(([file, spec]) => spec === source && slash(importer).endsWith(`/node_modules/${file}`));

/** Vite plugin (production builds): the imports above resolve to slim indexes and helper copies. */
export function directImports() {
  return {
    name: 'asesa-direct-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const copy = importedBy(HELPER_COPIES, source, importer);
      if (copy >= 0) return `${PREFIX}copy:${copy}:${dirname(importer)}`;
      const index = importedBy(DIRECT_IMPORTS, source, importer);
      if (index < 0) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real || real.external) return null;
      // Beside the index of the build antd uses (es/index.js). A name missing from its module
      // fails the build: the bundler reports the export it cannot find.
      return `${PREFIX}slim:${index}:${dirname(real.id)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [kind, index, ...dir] = id.slice(PREFIX.length).split(':');
      const path = dir.join(':'); // a Windows path has a colon of its own
      if (kind === 'copy') return HELPER_COPIES[Number(index)][2](path);
      return slimIndex(path, DIRECT_IMPORTS[Number(index)][2]);
    },
  };
}
