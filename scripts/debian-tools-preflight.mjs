// What the server tiers of `npm test` need besides Node, from Debian: poppler's pdftotext, pdfinfo
// and pdftoppm (the report tests read the PDFs they generate back as text and pixels), and wrk
// (the load generator of the bench, whose harness test runs it).
import { spawnSync } from 'node:child_process';

export const PDF_TOOLS = ['pdftotext', 'pdfinfo', 'pdftoppm'];

const run = (cmd, args, env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const onPath = (name) => {
  const res = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : '';
};

/**
 * Makes sure a Debian package's `tools` are on the PATH, installing `pkg` when one is missing and
 * this process may (root with apt-get, as for Chromium). Answers `{}` when they are there, or
 * `{ missing }`: one line naming what is missing, what needs it (`why`) and how to provide it. The
 * machine's parts are parameters so the tests can play a machine without the tools on one that has them.
 */
export function ensureDebianTools(
  { tools, pkg, why, tier },
  { log = console.log, isRoot = process.getuid?.() === 0, which = onPath, exec = run } = {},
) {
  const absent = () => tools.filter((tool) => !which(tool));
  const before = absent();
  if (!before.length) return {};
  const howTo = `install Debian's ${pkg} (sudo apt-get install ${pkg})`;
  const what = `${before.join(', ')} not found (${why})`;
  if (!isRoot) return { missing: `${what}; ${howTo}` };
  if (!which('apt-get'))
    return {
      missing: `${what}, and there is no apt-get to install ${before.length > 1 ? 'them' : 'it'}; ${howTo}`,
    };
  log(`==> ${tier}: ${what}; installing Debian's ${pkg} (apt-get install ${pkg})`);
  const quiet = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const status = exec('apt-get', args, quiet);
    if (status !== 0)
      return { missing: `${what}: apt-get ${args[0]} failed (exit code ${status ?? 'none'}); ${howTo}` };
  }
  const after = absent();
  return after.length
    ? { missing: `${after.join(', ')} still not found after installing ${pkg}; ${howTo}` }
    : {};
}

/** poppler's tools: the report tests read the PDFs they generate back as text and pixels. */
export const ensurePdfTools = (machine) =>
  ensureDebianTools(
    {
      tools: PDF_TOOLS,
      pkg: 'poppler-utils',
      why: 'the report tests read PDFs back with them',
      tier: 'server',
    },
    machine,
  );

/** wrk: the bench's answer-save rounds are driven by it, and the bench harness test runs it once. */
export const ensureWrk = (machine) =>
  ensureDebianTools(
    { tools: ['wrk'], pkg: 'wrk', why: 'the bench harness test drives a server with it', tier: 'server' },
    machine,
  );
