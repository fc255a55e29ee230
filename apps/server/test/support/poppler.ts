import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reading a generated PDF back as a reader would, with poppler's command-line tools.

/** Runs a poppler tool (pdftotext, pdfinfo) over the PDF and answers its standard output. */
export function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), `asesa-${tool}-`));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const run = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text with its layout kept, so a table's row stays on one line. */
export const pdfLayoutText = (bytes: Buffer): string =>
  poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], bytes);

/** The layout text with every run of white space folded to one space, for matching phrases across lines. */
export const pdfFoldedText = (bytes: Buffer): string => pdfLayoutText(bytes).replace(/\s+/g, ' ');
