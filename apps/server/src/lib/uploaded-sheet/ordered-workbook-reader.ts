import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

// exceljs's streaming reader (4.4) reads an .xlsx front to back through unzipper. Excel and exceljs
// write a sheet before the shared strings and the workbook part, so the reader parks the sheet in a
// temporary file and reads it back at the end; meanwhile unzipper signals the end of the archive
// before it has handed over the entries still in its buffer whenever that file write is slower
// than the rest of the parse (1 read in ~700 alone, far more often on a busy machine). Those
// entries are lost, the workbook part among them, and a sound file was refused as "not an .xlsx".
//
// The upload is in memory already, so this reader opens its parts by name (yauzl, random access)
// in the order they depend on each other: relationships, workbook, shared strings, styles, then the
// sheets. exceljs still parses every part, no sheet is written to disk, and nothing races.

/** The parts of exceljs's reader this one drives (they are not in its type declarations). */
interface ReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: AsyncIterable<unknown>, sheetNo: string): Generator<unknown>;
}

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * Sizes are not checked against the directory while inflating: a directory that lies is caught by
 * the sheet thread's memory and row limits (read-uploaded-sheet.ts), as the rest of a sheet is.
 */
const ZIP_OPTIONS = { lazyEntries: true, strictFileNames: false, validateEntrySizes: false };

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, ZIP_OPTIONS, (err, zip) =>
      err || !zip ? reject(err ?? new Error('not a zip archive')) : resolve(zip),
    ),
  );
}

/** Every entry of the archive by its name (the directory is bounded before: zip-bounds.ts). */
function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(err ?? new Error(`cannot read ${entry.fileName}`)) : resolve(stream),
    ),
  );
}

/** exceljs's streaming WorkbookReader over an archive in memory, its parts read in dependency order. */
export class OrderedWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
    // The base class keeps its input only for its own parse, which this one replaces.
    super('', options);
    this.#bytes = bytes;
  }

  override async *parse(): AsyncGenerator<unknown> {
    const parts = this as unknown as ReaderParts;
    const zip = await openZip(this.#bytes);
    try {
      const entries = await entriesOf(zip);
      const part = async (name: string) => {
        const entry = entries.get(name);
        return entry && openEntry(zip, entry);
      };
      const rels = await part('xl/_rels/workbook.xml.rels');
      if (rels) await parts._parseRels(rels);
      const workbook = await part('xl/workbook.xml');
      if (workbook) await parts._parseWorkbook(workbook);
      const strings = await part('xl/sharedStrings.xml');
      if (strings) yield* parts._parseSharedStrings(strings);
      const styles = await part('xl/styles.xml');
      if (styles) await parts._parseStyles(styles);
      for (const [name, sheetNo] of sheetsInOrder(entries)) {
        const sheet = (await part(name)) as Readable;
        try {
          yield* parts._parseWorksheet(sheet, sheetNo);
        } finally {
          // The caller has read this sheet or passed it by: its inflater stops here.
          sheet.destroy();
        }
      }
    } finally {
      zip.close();
    }
  }
}

/** The sheet parts by their number (sheet1, sheet2, … sheet10), each with that number. */
function sheetsInOrder(entries: Map<string, yauzl.Entry>): [string, string][] {
  const sheets: [string, string][] = [];
  for (const name of entries.keys()) {
    const match = SHEET_PART.exec(name);
    if (match) sheets.push([name, match[1]]);
  }
  return sheets.sort((a, b) => Number(a[1]) - Number(b[1]));
}
