import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { imageBuffer } from '../accounts-fixtures';
import type { TenantA } from './access-tenant';
import type { prng } from './fuzz-payloads';
import type { Operation } from './fuzz-schema';

/**
 * Hostile files and multipart bodies for the upload calls: bytes that are not what their name
 * says, truncated and corrupted images and workbooks, a PNG whose header claims 30,000 × 30,000
 * pixels (a decompression bomb), odd names and types, and multipart bodies that are broken.
 */

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; content: Buffer; contentType?: string };
}

/** A multipart/form-data body and its content type; `broken` drops the closing boundary. */
export function multipart(parts: Part[], opts: { broken?: boolean } = {}) {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            `Content-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  if (!opts.broken) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A PNG of 1 × 1 pixel whose header claims another size (the CRC fixed, so only the size lies). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await imageBuffer('png', 1, 1));
  // Signature (8) + length (4) + "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['name', 'email', 'phone']);
  sheet.addRow(['Fuzz Person', 'fuzz.person@example.com', '0812']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface FileKit {
  png: Buffer;
  others: Buffer[];
  xlsx: Buffer;
  bomb: Buffer;
}

export async function fileKit(): Promise<FileKit> {
  return {
    png: await imageBuffer('png', 64, 48),
    others: await Promise.all((['jpeg', 'webp', 'gif', 'tiff'] as const).map((f) => imageBuffer(f, 32, 32))),
    xlsx: await workbook(),
    bomb: await pngClaiming(30_000, 30_000),
  };
}

const MAGIC = [
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('ffd8ffe0', 'hex'),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '),
  Buffer.from('504b0304', 'hex'),
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
];

const NAMES = [
  'photo.png',
  'photo.jpg',
  'data.xlsx',
  '../../../etc/passwd.png',
  'a\u0000b.png',
  '😀.png',
  `${'n'.repeat(1000)}.png`,
  'no-extension',
  '.png',
  'evil.png.exe',
  '\u202Egnp.exe',
];
const TYPES = [
  'image/png',
  'image/jpeg',
  'application/octet-stream',
  'text/html',
  '',
  'image/svg+xml',
  'application/zip',
];

/** Random file content: junk, a truncated or corrupted real file, a magic number with junk after it. */
export function randomContent(rand: ReturnType<typeof prng>, kit: FileKit): Buffer {
  const real = rand.pick([kit.png, kit.xlsx, kit.bomb, ...kit.others]);
  switch (Math.floor(rand.next() * 5)) {
    case 0:
      return randomBytes(Math.floor(rand.next() * 65_536));
    case 1:
      return real.subarray(0, Math.floor(rand.next() * real.length));
    case 2: {
      const copy = Buffer.from(real);
      for (let i = 0; i < 8; i++) copy[Math.floor(rand.next() * copy.length)] = Math.floor(rand.next() * 256);
      return copy;
    }
    case 3:
      return Buffer.concat([rand.pick(MAGIC), randomBytes(Math.floor(rand.next() * 4096))]);
    default:
      return real;
  }
}

export const randomName = (rand: ReturnType<typeof prng>) => rand.pick(NAMES);
export const randomType = (rand: ReturnType<typeof prng>) => rand.pick(TYPES);

export interface UploadOp extends Operation {
  fileField: string;
  maxBytes: number;
  fields: string[];
  /** What the call takes: an image or a workbook. */
  kind: 'image' | 'xlsx';
}

/** The upload's file field, limit and text fields, read from the document's description. */
export function uploadOf(op: Operation, description: string): UploadOp {
  // The description's first line says what the body carries; who may call and the errors follow.
  const lead = description.split('\n')[0];
  const fileField = /in `(\w+)`/.exec(lead)?.[1] ?? 'file';
  const mb = Number(/at most ([\d.]+) MB/.exec(lead)?.[1] ?? '5');
  const fieldList = /with the fields (.*)\.$/.exec(lead)?.[1] ?? '';
  const fields = [...fieldList.matchAll(/`(\w+)`/g)].map((m) => m[1]);
  // The registration form describes its fields in words: its code is the one that matters here.
  if (op.path === 'test-activities/submit')
    fields.push('participantCode', 'participant_code', 'name', 'email');
  return {
    ...op,
    fileField,
    maxBytes: Math.round(mb * 1024 * 1024),
    fields,
    kind: /import|bulk-read/.test(op.path) ? 'xlsx' : 'image',
  };
}

/** A file the call would take: a real PNG, or a real workbook for the spreadsheet imports. */
export const validUpload = (op: UploadOp, kit: FileKit) =>
  op.kind === 'xlsx'
    ? { filename: 'data.xlsx', content: kit.xlsx, contentType: 'application/octet-stream' }
    : { filename: 'photo.png', content: kit.png, contentType: 'image/png' };

/** The upload's text fields filled with tenant A's values, then the file (when given). */
export function uploadParts(
  op: UploadOp,
  a: TenantA,
  file: Part['file'] | undefined,
  overrides: Record<string, string> = {},
): Part[] {
  const value = (field: string) => {
    if (/code/i.test(field)) return a.participantCode;
    if (field === 'email') return String(a.values.email);
    if (field === 'name') return 'Fuzz Person';
    if (field === 'project_id') return String(a.projectId);
    // The item imports: a mode they take, so the file itself is what gets fuzzed.
    if (field === 'mode') return 'append';
    if (field === 'section') return 'Fuzz';
    return String(a.idFor(op.path));
  };
  const out: Part[] = op.fields.map((name) => ({ name, value: overrides[name] ?? value(name) }));
  if (file) out.push({ name: op.fileField, file });
  return out;
}
