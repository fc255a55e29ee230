// What the browser tier of `npm test` needs before Playwright starts: a Chromium to drive.
// e2e/playwright.config.ts launches CHROMIUM_PATH, else Debian's /usr/bin/chromium; Playwright's
// own browser download is not used (it is not on every mirror, and CI installs Debian's package).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
 * Finds the Chromium the browser tier will launch, installing Debian's package when it is missing
 * and this process may (root with apt-get, as .ci/run does). Answers `{ path }` to launch, or
 * `{ missing }`: one line naming what is missing and how to provide it. Everything it does is
 * said on `log`. The machine's parts are parameters so the tests can play a machine without
 * Chromium on one that has it.
 */
export function ensureChromium({
  env = process.env,
  log = console.log,
  exists = isExecutable,
  isRoot = process.getuid?.() === 0,
  which = onPath,
  exec = run,
  defaultPath = DEBIAN_CHROMIUM,
} = {}) {
  if (env.CHROMIUM_PATH) {
    // An explicit choice is not second-guessed: a wrong path is named, nothing is installed.
    if (exists(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH };
    return {
      missing: `Chromium not found: CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file (point it at a Chromium binary, or unset it to use ${defaultPath})`,
    };
  }
  if (exists(defaultPath)) return { path: defaultPath };
  const elsewhere = ['chromium', 'chromium-browser'].map(which).find((p) => p && exists(p));
  if (elsewhere) {
    log(`==> browser: using the Chromium at ${elsewhere} (no ${defaultPath})`);
    return { path: elsewhere };
  }
  const howTo = `install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary`;
  if (!isRoot)
    return { missing: `Chromium not found: no ${defaultPath} and CHROMIUM_PATH is not set; ${howTo}` };
  if (!which('apt-get'))
    return {
      missing: `Chromium not found: no ${defaultPath}, CHROMIUM_PATH is not set and there is no apt-get to install it; set CHROMIUM_PATH to a Chromium binary`,
    };
  log(`==> browser: no Chromium at ${defaultPath}; installing Debian's chromium (apt-get install chromium)`);
  const quiet = { DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const status = exec('apt-get', args, quiet);
    if (status !== 0)
      return {
        missing: `Chromium not found: apt-get ${args[0]} failed (exit code ${status ?? 'none'}); ${howTo}`,
      };
  }
  if (exists(defaultPath)) return { path: defaultPath };
  return {
    missing: `Chromium not found: apt-get installed chromium but there is no ${defaultPath}; ${howTo}`,
  };
}
