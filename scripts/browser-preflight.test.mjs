// `node --test scripts/`: the browser tier's Chromium check on a made-up machine, so a machine
// without Chromium is played on one that has it (nothing is installed or removed here).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensureChromium } from './browser-preflight.mjs';

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
      if (aptStatus === 0 && args[0] === 'install' && aptInstalls) present.add('/usr/bin/chromium');
      return aptStatus;
    },
  });
  return { found, logs, ran };
}

describe('ensureChromium', () => {
  it("uses Debian's /usr/bin/chromium when it is there, and says nothing", () => {
    const { found, logs, ran } = machine({ files: ['/usr/bin/chromium'] });
    assert.deepEqual(found, { path: '/usr/bin/chromium' });
    assert.deepEqual(logs, []);
    assert.deepEqual(ran, []);
  });

  it('uses CHROMIUM_PATH when it is an executable', () => {
    const { found } = machine({
      files: ['/opt/chrome/chrome'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    assert.deepEqual(found, { path: '/opt/chrome/chrome' });
  });

  it('names a CHROMIUM_PATH that points at nothing, and installs nothing even as root', () => {
    const { found, ran } = machine({
      files: ['/usr/bin/chromium'],
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

  it('uses a chromium found on PATH elsewhere, and says which', () => {
    const { found, logs } = machine({
      files: ['/snap/bin/chromium'],
      commands: { chromium: '/snap/bin/chromium' },
    });
    assert.deepEqual(found, { path: '/snap/bin/chromium' });
    assert.deepEqual(logs, ['==> browser: using the Chromium at /snap/bin/chromium (no /usr/bin/chromium)']);
  });

  it("as root with apt-get, installs Debian's chromium and says so", () => {
    const { found, logs, ran } = machine({ isRoot: true, commands: { 'apt-get': '/usr/bin/apt-get' } });
    assert.deepEqual(found, { path: '/usr/bin/chromium' });
    assert.deepEqual(ran, ['apt-get update -qq', 'apt-get install -y -qq chromium']);
    assert.match(logs[0], /installing Debian's chromium \(apt-get install chromium\)/);
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
      /^Chromium not found: apt-get update failed \(exit code 100\); install Debian's chromium/,
    );
    assert.doesNotMatch(found.missing, /\n/);
  });

  it('as root, names an install that left no /usr/bin/chromium', () => {
    const { found } = machine({
      isRoot: true,
      commands: { 'apt-get': '/usr/bin/apt-get' },
      aptInstalls: false,
    });
    assert.match(found.missing, /apt-get installed chromium but there is no \/usr\/bin\/chromium/);
  });

  it('without root, installs nothing and says how to provide it', () => {
    const { found, ran } = machine({ commands: { 'apt-get': '/usr/bin/apt-get' } });
    assert.deepEqual(ran, []);
    assert.equal(
      found.missing,
      "Chromium not found: no /usr/bin/chromium and CHROMIUM_PATH is not set; install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary",
    );
  });

  it('as root without apt-get, says to set CHROMIUM_PATH', () => {
    const { found, ran } = machine({ isRoot: true });
    assert.deepEqual(ran, []);
    assert.match(found.missing, /there is no apt-get to install it; set CHROMIUM_PATH/);
  });
});
