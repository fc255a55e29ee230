import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensurePdfTools, ensureWrk, PDF_TOOLS } from './debian-tools-preflight.mjs';

// Made-up machines: which tools are on the PATH, whether we are root, what apt-get does.
function machine({ tools = [], root = false, aptGet = true, installs = true, aptStatus = 0 }) {
  const present = new Set(tools);
  const calls = [];
  const lines = [];
  return {
    calls,
    lines,
    parts: {
      log: (line) => lines.push(line),
      isRoot: root,
      which: (name) => (present.has(name) || (name === 'apt-get' && aptGet) ? `/usr/bin/${name}` : ''),
      exec: (cmd, args) => {
        calls.push([cmd, ...args].join(' '));
        if (args[0] === 'install' && installs && aptStatus === 0)
          for (const t of [...PDF_TOOLS, 'wrk']) present.add(t);
        return aptStatus;
      },
    },
  };
}

describe('the PDF tools the report tests need', () => {
  it('are left alone when all are on the PATH', () => {
    const m = machine({ tools: PDF_TOOLS });
    assert.deepEqual(ensurePdfTools(m.parts), {});
    assert.deepEqual(m.calls, []);
  });

  it("are installed from Debian's poppler-utils as root, saying so", () => {
    const m = machine({ tools: ['pdfinfo'], root: true });
    assert.deepEqual(ensurePdfTools(m.parts), {});
    assert.deepEqual(m.calls, ['apt-get update -qq', 'apt-get install -y -qq poppler-utils']);
    assert.match(m.lines[0], /pdftotext, pdftoppm not found .* installing Debian's poppler-utils/);
  });

  it('are named with how to install them when this process may not', () => {
    const m = machine({ root: false });
    const { missing } = ensurePdfTools(m.parts);
    assert.equal(
      missing,
      "pdftotext, pdfinfo, pdftoppm not found (the report tests read PDFs back with them); install Debian's poppler-utils (sudo apt-get install poppler-utils)",
    );
    assert.deepEqual(m.calls, []);
  });

  it('say which step failed when apt-get fails, or when there is no apt-get', () => {
    assert.match(
      ensurePdfTools(machine({ root: true, aptStatus: 100 }).parts).missing,
      /apt-get update failed \(exit code 100\)/,
    );
    assert.match(ensurePdfTools(machine({ root: true, aptGet: false }).parts).missing, /there is no apt-get/);
    assert.match(
      ensurePdfTools(machine({ root: true, installs: false }).parts).missing,
      /still not found after installing poppler-utils/,
    );
  });
});

describe('the load generator the bench harness test needs', () => {
  it("is installed from Debian's wrk as root, or named with how to install it", () => {
    const root = machine({ tools: PDF_TOOLS, root: true });
    assert.deepEqual(ensureWrk(root.parts), {});
    assert.deepEqual(root.calls, ['apt-get update -qq', 'apt-get install -y -qq wrk']);
    assert.equal(
      ensureWrk(machine({}).parts).missing,
      "wrk not found (the bench harness test drives a server with it); install Debian's wrk (sudo apt-get install wrk)",
    );
    assert.match(
      ensureWrk(machine({ root: true, aptGet: false }).parts).missing,
      /there is no apt-get to install it;/,
    );
  });
});
