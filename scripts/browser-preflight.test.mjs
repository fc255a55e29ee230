// `node --test scripts/`: the browser tier's Chromium check on a made-up machine, so a machine
// without Chromium is played on one that has it (nothing is installed or removed here).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensureChromium } from './browser-preflight.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';

/** A machine holding `files` (executables), with the given commands on PATH. */
function machine({ files = [], commands = {}, isRoot = false, env = {}, aptInstalls = true, aptStatus = 0 }) {
  const present = new Set(files);
  const logs = [];
  const ran = [];
  const found = ensureChromium({
    env,
    isRoot,
    log: (line) => logs.push(line),
    exists: (path) => present.has(path),
    which: (name) => commands[name] ?? '',
    exec: (cmd, args) => {
      ran.push([cmd, ...args].join(' '));
      if (aptStatus === 0 && args[0] === 'install' && aptInstalls) present.add(SHELL);
      return aptStatus;
    },
  });
  return { found, logs, ran };
}

describe('ensureChromium', () => {
  it("uses Debian's headless shell when it is there, and says nothing", () => {
    const { found, logs, ran } = machine({ files: [SHELL, '/usr/bin/chromium'] });
    assert.deepEqual(found, { path: SHELL });
    assert.deepEqual(logs, []);
    assert.deepEqual(ran, []);
  });

  it('uses CHROMIUM_PATH when it is an executable', () => {
    const { found } = machine({
      files: ['/opt/chrome/chrome', SHELL],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    assert.deepEqual(found, { path: '/opt/chrome/chrome' });
  });

  it('names a CHROMIUM_PATH that points at nothing, and installs nothing even as root', () => {
    const { found, ran } = machine({
      files: [SHELL],
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
      env: { CHROMIUM_PATH: '/no/such/chromium' },
    });
    assert.match(
      found.missing,
      /^Chromium not found: CHROMIUM_PATH=\/no\/such\/chromium is not an executable file/,
    );
    assert.doesNotMatch(found.missing, /\n/);
    assert.deepEqual(ran, []);
  });

  it("without root, uses Debian's full Chromium when there is no headless shell, and says why it is slower", () => {
    const { found, logs, ran } = machine({ files: ['/usr/bin/chromium'] });
    assert.deepEqual(found, { path: '/usr/bin/chromium' });
    assert.deepEqual(ran, []);
    assert.deepEqual(logs, [
      `==> browser: using the Chromium at /usr/bin/chromium (no ${SHELL}; it runs the journeys in about half the time)`,
    ]);
  });

  it('uses a chromium found on PATH elsewhere, and says which', () => {
    const { found, logs } = machine({
      files: ['/snap/bin/chromium'],
      commands: { chromium: '/snap/bin/chromium' },
    });
    assert.deepEqual(found, { path: '/snap/bin/chromium' });
    assert.match(logs[0], /^==> browser: using the Chromium at \/snap\/bin\/chromium \(no /);
  });

  it("as root with apt-get, installs Debian's headless shell and says so, even beside a full Chromium", () => {
    const { found, logs, ran } = machine({
      files: ['/usr/bin/chromium'],
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
    });
    assert.deepEqual(found, { path: SHELL });
    assert.deepEqual(ran, ['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    assert.match(
      logs[0],
      /installing Debian's chromium-headless-shell \(apt-get install chromium-headless-shell\)/,
    );
  });

  it('as root, names a failed install in one line', () => {
    const { found, ran } = machine({
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
      aptStatus: 100,
    });
    assert.equal(ran.length, 1);
    assert.match(
      found.missing,
      /^Chromium not found: apt-get update failed \(exit code 100\); install Debian's chromium-headless-shell/,
    );
    assert.doesNotMatch(found.missing, /\n/);
  });

  it('as root, a failed install falls back to a full Chromium that is there', () => {
    const { found, ran } = machine({
      files: ['/usr/bin/chromium'],
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
      aptStatus: 100,
    });
    assert.equal(ran.length, 1);
    assert.deepEqual(found, { path: '/usr/bin/chromium' });
  });

  it('as root, names an install that left no headless shell', () => {
    const { found } = machine({
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
      aptInstalls: false,
    });
    assert.match(
      found.missing,
      /apt-get installed chromium-headless-shell but there is no \/usr\/bin\/chromium-headless-shell/,
    );
  });

  it('without root, installs nothing and says how to provide it', () => {
    const { found, ran } = machine({ commands: { 'apt-get': '/usr/bin/apt-get' } });
    assert.deepEqual(ran, []);
    assert.equal(
      found.missing,
      `Chromium not found: no ${SHELL} and CHROMIUM_PATH is not set; install Debian's chromium-headless-shell (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary`,
    );
  });

  it('as root without apt-get, says to set CHROMIUM_PATH', () => {
    const { found, ran } = machine({ isRoot: true });
    assert.deepEqual(ran, []);
    assert.match(found.missing, /there is no apt-get to install it; set CHROMIUM_PATH/);
  });
});
