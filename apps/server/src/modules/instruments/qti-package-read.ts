import yauzl from 'yauzl';
import { badRequest, fieldError } from '../../lib/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { type ZipBounds, zipProblem } from '../../lib/uploaded-sheet/zip-bounds';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import {
  attrOf,
  childrenOf,
  findAll,
  firstElement,
  folderOf,
  nameOf,
  parseXml,
  resolvePath,
  type XNode,
} from './qti-xml';

// An IMS content package read whole: its XML as text, its media as bytes, and what its manifest
// names (items in order, tests, each resource's files). The archive's directory is checked
// against the bounds before anything is inflated.

const BOUNDS: ZipBounds = {
  maxEntries: 20_000,
  maxUnpackedBytes: 128 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
};
const MAX_XML_BYTES = 2 * 1024 * 1024;
/** Media a package may carry; anything else (stylesheets, scripts) is not read. */
export const MEDIA_TYPES: Record<string, { kind: 'image' | 'audio' | 'passage'; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
  gif: { kind: 'image', mime: 'image/gif' },
  webp: { kind: 'image', mime: 'image/webp' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  ogg: { kind: 'audio', mime: 'audio/ogg' },
  wav: { kind: 'audio', mime: 'audio/wav' },
  m4a: { kind: 'audio', mime: 'audio/mp4' },
  html: { kind: 'passage', mime: 'text/html' },
  htm: { kind: 'passage', mime: 'text/html' },
  xhtml: { kind: 'passage', mime: 'application/xhtml+xml' },
};
export const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

export interface PackageFiles {
  xml: Map<string, string>;
  media: Map<string, Buffer>;
}

const NOT_QTI = fieldMessage('file', M.notQti);

function inflate(buffer: Buffer): Promise<PackageFiles> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return reject(badRequest(NOT_QTI, 'file'));
      const files: PackageFiles = { xml: new Map(), media: new Map() };
      zip.on('error', () => reject(badRequest(NOT_QTI, 'file')));
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const ext = extensionOf(name);
        const isXml = ext === 'xml';
        if (name.endsWith('/') || (!isXml && !MEDIA_TYPES[ext])) return zip.readEntry();
        if (isXml && entry.uncompressedSize > MAX_XML_BYTES) {
          zip.close();
          return reject(
            fieldError('file', fillMessage(M.xmlTooLarge, { file: name, mb: MAX_XML_BYTES / 1024 / 1024 })),
          );
        }
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(badRequest(NOT_QTI, 'file'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', () => reject(badRequest(NOT_QTI, 'file')));
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (isXml) files.xml.set(name, bytes.toString('utf8'));
            else files.media.set(name, bytes);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export interface ManifestResource {
  identifier: string;
  type: string;
  /** The resource's main file, resolved within the package. */
  href: string | null;
  /** Every file the resource lists (its media among them). */
  files: string[];
  /** This product's own item fields, when the package was exported here (manifest metadata). */
  asesa: string | null;
}

export interface ReadPackage extends PackageFiles {
  manifestPath: string;
  resources: ManifestResource[];
}

/** The text of this product's metadata element in a resource (`<asesa:item>` of the export). */
function asesaMetadata(resource: XNode): string | null {
  const metadata = firstElement(childrenOf(resource), 'metadata');
  if (!metadata) return null;
  const own = findAll(childrenOf(metadata), (n) => n === 'asesaItem')[0];
  if (!own) return null;
  return childrenOf(own)
    .map((c) => String(c['#text'] ?? ''))
    .join('');
}

function readManifest(manifestPath: string, xml: string): ManifestResource[] {
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch {
    throw fieldError('file', M.manifestNotXml);
  }
  const folder = folderOf(manifestPath);
  return findAll(tree, (n) => n === 'resource').map((r) => {
    const href = attrOf(r, 'href');
    return {
      identifier: attrOf(r, 'identifier') ?? '',
      type: attrOf(r, 'type') ?? '',
      href: href ? resolvePath(folder, href) : null,
      files: childrenOf(r)
        .filter((c) => nameOf(c) === 'file')
        .map((f) => resolvePath(folder, attrOf(f, 'href') ?? ''))
        .filter((p): p is string => Boolean(p)),
      asesa: asesaMetadata(r),
    };
  });
}

/**
 * Refuses (400) what is not a zip archive within the bounds, from its directory alone (nothing is
 * inflated, so the upload's request can check it before queuing the package's analysis).
 */
export async function checkPackageArchive(buffer: Buffer): Promise<void> {
  const problem = await zipProblem(buffer, BOUNDS);
  if (problem === 'not-zip') throw badRequest(NOT_QTI, 'file');
  if (problem) throw fieldError('file', fillMessage(Q.packageTooLarge, { files: BOUNDS.maxEntries }));
}

/** Reads a content package: bounded, inflated, its manifest read. Refuses what is not one. */
export async function readPackage(buffer: Buffer): Promise<ReadPackage> {
  await checkPackageArchive(buffer);
  const files = await inflate(buffer);
  const manifestPath = [...files.xml.keys()]
    .filter((name) => /(^|\/)imsmanifest\.xml$/i.test(name))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestPath) throw badRequest(NOT_QTI, 'file');
  return {
    ...files,
    manifestPath,
    resources: readManifest(manifestPath, files.xml.get(manifestPath) as string),
  };
}
