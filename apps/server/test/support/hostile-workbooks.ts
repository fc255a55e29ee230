// Hostile spreadsheets for the upload tests and the bench: real .xlsx files (made by exceljs)
// whose one sheet is replaced by rows that unpack far beyond what they pack to, and a way to make
// an archive's directory lie about its sizes, as a crafted file does.
import ExcelJS from 'exceljs';
import { zipOf } from './zip-of';

/** Rewrites every central-directory entry's declared unpacked size to 1 KB, as a crafted archive does. */
export function lyingDirectory(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at < out.length - 46; at++)
    // Deflated entries only: a stored one must declare equal sizes, or it is no zip at all.
    if (out.readUInt32LE(at) === 0x02014b50 && out.readUInt16LE(at + 10) === 8)
      out.writeUInt32LE(1024, at + 24);
  return out;
}

/** A workbook whose one sheet is `xml` (a real .xlsx around it, made by exceljs). */
export async function workbookWithSheet(xml: Buffer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Participants').addRow(['Name', 'Email']);
  const real = Buffer.from(await wb.xlsx.writeBuffer());
  // Keep every file of the real workbook but the sheet, which becomes the hostile one.
  const files = await unzip(real);
  files['xl/worksheets/sheet1.xml'] = xml;
  return zipOf(files);
}

async function unzip(zip: Buffer): Promise<Record<string, Buffer>> {
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve, reject) => {
    const files: Record<string, Buffer> = {};
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => {
      if (err || !z) return reject(err);
      z.on('end', () => resolve(files));
      z.on('entry', (entry: import('yauzl').Entry) => {
        // Folders are implied by the files' paths.
        if (entry.fileName.endsWith('/')) return z.readEntry();
        z.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks);
            z.readEntry();
          });
        });
      });
      z.readEntry();
    });
  });
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** ~297 MB of rows (the probe's bomb unpacked to that), one row repeated: it packs a thousandfold. */
export function manyRows(megabytes: number): Buffer {
  // Row numbers are optional in a sheet; without them every row is the same bytes.
  const row = Buffer.from(
    '<row><c t="inlineStr"><is><t>Person</t></is></c><c t="inlineStr"><is><t>person@example.com</t></is></c></row>',
  );
  const count = Math.ceil((megabytes * 1024 * 1024) / row.length);
  return Buffer.concat([
    Buffer.from(SHEET_HEAD),
    Buffer.alloc(count * row.length, row),
    Buffer.from(SHEET_TAIL),
  ]);
}

/** `megabytes` of numbered rows (a reader needs the numbers), each a participant. */
export function numberedRows(megabytes: number): Buffer {
  const parts: string[] = [
    SHEET_HEAD,
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>Email</t></is></c></row>',
  ];
  let size = 0;
  for (let n = 2; size < megabytes * 1024 * 1024; n++) {
    const r = `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>Person</t></is></c><c r="B${n}" t="inlineStr"><is><t>person@example.com</t></is></c></row>`;
    parts.push(r);
    size += r.length;
  }
  parts.push(SHEET_TAIL);
  return Buffer.from(parts.join(''));
}

/** One cell holding `megabytes` of text: no row limit stops it, only memory. */
export function oneHugeCell(megabytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(`${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`),
    Buffer.alloc(megabytes * 1024 * 1024, 'x'),
    Buffer.from(`</t></is></c></row>${SHEET_TAIL}`),
  ]);
}
