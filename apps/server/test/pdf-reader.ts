// Reading reports back in the tests (not a test file itself): poppler's pdftotext and pdftoppm, as
// a reader and a printer would see the PDF.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

function withFile<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'asesa-report-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF's text as pdftotext extracts it (UTF-8, reading order); `raw` keeps the order the text
 * was drawn in, so a value drawn in one piece stays whole wherever the layout puts it.
 */
export function pdfText(pdf: Buffer, opts: { raw?: boolean } = {}): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', [...(opts.raw ? ['-raw'] : []), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    }),
  );
}

/** The number of pages pdfinfo counts. */
export function pdfPages(pdf: Buffer): number {
  return withFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  });
}

/** A page rasterised as PNG (pdftoppm), at `dpi`. */
export function pagePng(pdf: Buffer, page = 1, dpi = 50): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return readFileSync(join(dir, 'page.png'));
  });
}

/** The share of a PNG's pixels that are not (nearly) white. */
export async function inkShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235) ink++;
  return ink / (info.width * info.height);
}
