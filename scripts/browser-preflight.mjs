// What the browser tier of `npm test` needs before Playwright starts: a Chromium to drive.
// e2e/playwright.config.ts launches CHROMIUM_PATH, which this sets to Debian's headless shell
// (/usr/bin/chromium-headless-shell, the "old headless" build Playwright itself runs headless
// tests in): on the journeys it used about half the CPU of the full browser, which on a 2-core
// machine is half the tier's time. A full Chromium is used when the shell cannot be had.
// Playwright's own browser download is not used (it is not on every mirror).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const PACKAGE = 'chromium-headless-shell';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const run = (cmd, args, env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const onPath = (name) => {
  const res = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : '';
};

/**
 * Finds the Chromium the browser tier will launch: Debian's headless shell, installing it when it
 * is missing and this process may (root with apt-get, as .ci/run does), else a full Chromium.
 * Answers `{ path }` to launch, or `{ missing }`: one line naming what is missing and how to
 * provide it. Everything it does is said on `log`. The machine's parts are parameters so the
 * tests can play a machine without Chromium on one that has it.
 */
export function ensureChromium({
  env = process.env,
  log = console.log,
  exists = isExecutable,
  isRoot = process.getuid?.() === 0,
  which = onPath,
  exec = run,
  defaultPath = DEBIAN_HEADLESS_SHELL,
} = {}) {
  if (env.CHROMIUM_PATH) {
    // An explicit choice is not second-guessed: a wrong path is named, nothing is installed.
    if (exists(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH };
    return {
      missing: `Chromium not found: CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file (point it at a Chromium binary, or unset it to use ${defaultPath})`,
    };
  }
  if (exists(defaultPath)) return { path: defaultPath };
  const howTo = `install Debian's ${PACKAGE} (sudo apt-get install ${PACKAGE}) or set CHROMIUM_PATH to a Chromium binary`;
  let installFailed = '';
  if (isRoot && which('apt-get')) {
    log(
      `==> browser: no Chromium at ${defaultPath}; installing Debian's ${PACKAGE} (apt-get install ${PACKAGE})`,
    );
    installFailed = install(exec);
    if (!installFailed && exists(defaultPath)) return { path: defaultPath };
    installFailed ||= `apt-get installed ${PACKAGE} but there is no ${defaultPath}`;
  }
  const full = [DEBIAN_CHROMIUM, ...['chromium', 'chromium-browser'].map(which)].find((p) => p && exists(p));
  if (full) {
    log(
      `==> browser: using the Chromium at ${full} (no ${defaultPath}; it runs the journeys in about half the time)`,
    );
    return { path: full };
  }
  if (installFailed) return { missing: `Chromium not found: ${installFailed}; ${howTo}` };
  if (!isRoot)
    return { missing: `Chromium not found: no ${defaultPath} and CHROMIUM_PATH is not set; ${howTo}` };
  return {
    missing: `Chromium not found: no ${defaultPath}, CHROMIUM_PATH is not set and there is no apt-get to install it; set CHROMIUM_PATH to a Chromium binary`,
  };
}

/** apt-get update and install of the headless shell; answers what failed, or ''. */
function install(exec) {
  const quiet = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', PACKAGE],
  ]) {
    const status = exec('apt-get', args, quiet);
    if (status !== 0) return `apt-get ${args[0]} failed (exit code ${status ?? 'none'})`;
  }
  return '';
}
