// What the server tiers of `npm test` need besides Node: the report tests read the PDFs they
// generate back as text and pixels with poppler's pdftotext, pdfinfo and pdftoppm.
import { spawnSync } from 'node:child_process';

export const PDF_TOOLS = ['pdftotext', 'pdfinfo', 'pdftoppm'];

const run = (cmd, args, env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const onPath = (name) => {
  const res = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : '';
};

/**
 * Makes sure poppler's tools are on the PATH, installing Debian's poppler-utils when one is
 * missing and this process may (root with apt-get, as for Chromium). Answers `{}` when they are
 * there, or `{ missing }`: one line naming what is missing and how to provide it. The machine's
 * parts are parameters so the tests can play a machine without poppler on one that has it.
 */
export function ensurePdfTools({
  log = console.log,
  isRoot = process.getuid?.() === 0,
  which = onPath,
  exec = run,
} = {}) {
  const absent = () => PDF_TOOLS.filter((tool) => !which(tool));
  const before = absent();
  if (!before.length) return {};
  const howTo = "install Debian's poppler-utils (sudo apt-get install poppler-utils)";
  const what = `${before.join(', ')} not found (the report tests read PDFs back with them)`;
  if (!isRoot) return { missing: `${what}; ${howTo}` };
  if (!which('apt-get')) return { missing: `${what}, and there is no apt-get to install them; ${howTo}` };
  log(`==> server: ${what}; installing Debian's poppler-utils (apt-get install poppler-utils)`);
  const quiet = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'poppler-utils'],
  ]) {
    const status = exec('apt-get', args, quiet);
    if (status !== 0)
      return { missing: `${what}: apt-get ${args[0]} failed (exit code ${status ?? 'none'}); ${howTo}` };
  }
  const after = absent();
  return after.length
    ? { missing: `${after.join(', ')} still not found after installing poppler-utils; ${howTo}` }
    : {};
}
