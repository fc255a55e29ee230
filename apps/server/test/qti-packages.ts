import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ZipFile } from 'yazl';

/** The QTI packages written for the tests (test/fixtures/qti/<name>/). */
export const QTI_FIXTURES = join(import.meta.dirname, 'fixtures', 'qti');

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.name !== 'README.md') out.push(path);
  }
  return out.sort();
}

/** A zip of named files. */
export async function zipFiles(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, body] of Object.entries(files)) zip.addBuffer(Buffer.from(body), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A fixture package folder zipped as a content package. */
export async function qtiFixture(name: string): Promise<Buffer> {
  const dir = join(QTI_FIXTURES, name);
  const files: Record<string, Buffer> = {};
  for (const path of await filesUnder(dir)) files[relative(dir, path)] = await readFile(path);
  return zipFiles(files);
}
