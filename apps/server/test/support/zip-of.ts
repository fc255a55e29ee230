import { ZipFile } from 'yazl';

/** A zip of these files (name → bytes), as the tests' uploads and packages need. */
export async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) z.addBuffer(bytes, name);
  z.end();
  const chunks: Buffer[] = [];
  for await (const c of z.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
