import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import yauzl from 'yauzl';
import { QTI_FIXTURES } from './qti-packages';

/** The files of a zip, by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

const validators = new Map<string, XsdValidator>();
function validator(file: string): XsdValidator {
  let v = validators.get(file);
  if (!v) {
    v = XsdValidator.fromDoc(XmlDocument.fromString(readFileSync(join(QTI_FIXTURES, 'xsd', file), 'utf8')));
    validators.set(file, v);
  }
  return v;
}

/** The XSD problems of one XML file ('' when it is valid), against the schema of its version. */
export function xsdProblems(xml: string, schema: string): string {
  const doc = XmlDocument.fromString(xml);
  try {
    validator(schema).validate(doc);
    return '';
  } catch (err) {
    return (err as Error).message;
  } finally {
    doc.dispose();
  }
}
