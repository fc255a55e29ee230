import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QtiExportVersion, qtiExportRequest } from '@asesa/contracts';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../../lib/storage';
import { parseContent, type StoredSection } from './instrument-content';
import { liveInstrument } from './live-instrument';
import { exportItem, mediaName } from './qti-export';
import { overlayOf } from './qti-overlay';
import { h, NAMESPACES, q, raw, writeXml, type XEl } from './qti-write';

// `instruments/items/export-qti`: the draft as an IMS content package: imsmanifest.xml, one item
// file each (items/), the media they show (items/media/) and an assessmentTest whose test parts
// are the sections (their order, clocks and navigation). Forced-choice blocks, which QTI cannot
// hold, are named in the manifest's description and left out.

const ZIP_TYPE = 'application/zip';
/** The package's file name: `qti-22-CODE.zip`. */
export const qtiPackageName = (code: string, version: QtiExportVersion) =>
  `qti-${version.replace('.', '')}-${fileSlug(code)}.zip`;
const fileSlug = (code: string) => code.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'instrument';
/** QTI identifiers are XML names: a letter or underscore first. */
const ncName = (s: string) => (/^[A-Za-z_][\w.-]*$/.test(s) ? s : `_${s.replace(/[^\w.-]/g, '_')}`);

function testXml(
  code: string,
  name: string,
  sections: StoredSection[],
  exported: Set<string>,
  version: QtiExportVersion,
): string {
  const ns = NAMESPACES[version];
  const timeLimits = (seconds: number | null | undefined) =>
    seconds ? [q('timeLimits', { maxTime: seconds, allowLateSubmission: 'false' })] : [];
  const parts = sections
    .filter((s) => s.items.some((i) => exported.has(i.id)))
    .map((s, si) =>
      q(
        'testPart',
        {
          identifier: `P${si + 1}`,
          navigationMode: s.navigation === 'forward_only' ? 'linear' : 'nonlinear',
          submissionMode: 'individual',
        },
        [
          q('assessmentSection', { identifier: `S${si + 1}`, title: s.title, visible: 'true' }, [
            ...timeLimits(s.time_limit_seconds),
            ...s.items
              .filter((i) => exported.has(i.id))
              .map((i) =>
                q(
                  'assessmentItemRef',
                  { identifier: ncName(i.id), href: `items/${ncName(i.id)}.xml` },
                  timeLimits(i.time_limit_seconds),
                ),
              ),
          ]),
        ],
      ),
    );
  const root = q(
    'assessmentTest',
    {
      xmlns: ns.item,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${ns.item} ${ns.itemXsd}`,
      identifier: ncName(code),
      title: name,
    },
    parts,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root, version)}\n`;
}

function manifestXml(
  code: string,
  version: QtiExportVersion,
  items: { id: string; overlay: string | null; media: string[] }[],
  media: string[],
  leftOut: string[],
): string {
  const ns = NAMESPACES[version];
  const cp = (name: string, attrs: XEl['attrs'] = {}, children: XEl['children'] = []) =>
    h(name, attrs, children);
  const file = (href: string) => cp('file', { href });
  const root = cp(
    'manifest',
    {
      xmlns: ns.cp,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xmlns:asesa': 'urn:asesa:qti:item',
      'xsi:schemaLocation': `${ns.cp} ${ns.cpXsd}`,
      identifier: `MANIFEST-${ncName(code)}`,
    },
    [
      cp('metadata', {}, [
        cp('schema', {}, [raw(version === '3.0' ? 'QTI Package' : 'QTIv2.2 Package')]),
        cp('schemaversion', {}, [raw(version === '3.0' ? '3.0.0' : '2.2.0')]),
        ...(leftOut.length ? [h('asesa:leftOut', {}, [raw(leftOut.join(', '))])] : []),
      ]),
      cp('organizations'),
      cp('resources', {}, [
        cp('resource', { identifier: 'TEST', type: ns.testType, href: 'test.xml' }, [
          file('test.xml'),
          ...items.map((i) => cp('dependency', { identifierref: `ITEM-${ncName(i.id)}` })),
        ]),
        ...items.map((i) =>
          cp(
            'resource',
            { identifier: `ITEM-${ncName(i.id)}`, type: ns.itemType, href: `items/${ncName(i.id)}.xml` },
            [
              ...(i.overlay
                ? [cp('metadata', {}, [h('asesa:asesaItem', {}, [raw(escapeText(i.overlay))])])]
                : []),
              file(`items/${ncName(i.id)}.xml`),
              ...i.media.map((m) => cp('dependency', { identifierref: mediaResourceId(m) })),
            ],
          ),
        ),
        ...media.map((m) =>
          cp(
            'resource',
            { identifier: mediaResourceId(m), type: 'webcontent', href: `items/${mediaName(m)}` },
            [file(`items/${mediaName(m)}`)],
          ),
        ),
      ]),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root, version)}\n`;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mediaResourceId = (src: string) => `MEDIA-${ncName(src.slice(src.lastIndexOf('/') + 1))}`;

async function zipOf(files: { name: string; body: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const f of files) zip.addBuffer(f.body, f.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Called after each item of the draft is written (or left out): how many of how many. */
export type QtiExportStep = (done: number, total: number) => Promise<void>;

/**
 * The live instrument a QTI export is asked for (404 otherwise): its id, its code and how many items
 * the export goes through (its progress's total).
 */
export async function qtiExportSubject(deps: Deps, id: number) {
  const row = await liveInstrument(deps, id);
  const total = parseContent(row.content_json).sections.reduce((n, s) => n + s.items.length, 0);
  return { id: row.id, code: row.code, total };
}

/**
 * The draft's items as a QTI content package of the version asked for; `onItem` hears how far it
 * is after every item (the export job reports it as progress).
 */
export async function exportQtiPackage(
  deps: Deps,
  input: z.infer<typeof qtiExportRequest>,
  onItem: QtiExportStep = async () => {},
): Promise<FileAnswer & { body: Buffer }> {
  const version = input.version;
  const row = await liveInstrument(deps, input.id);
  const sections = parseContent(row.content_json).sections;
  const total = sections.reduce((n, s) => n + s.items.length, 0);
  const files: { name: string; body: Buffer }[] = [];
  const items: { id: string; overlay: string | null; media: string[] }[] = [];
  const leftOut: string[] = [];
  const media = new Set<string>();
  let n = 0;
  for (const section of sections)
    for (const item of section.items) {
      const written = exportItem({ ...item, id: ncName(item.id) }, `${row.code} ${++n}`, version);
      await onItem(n, total);
      if (!written) {
        leftOut.push(item.id);
        continue;
      }
      files.push({ name: `items/${ncName(item.id)}.xml`, body: Buffer.from(written.xml) });
      for (const m of written.media) media.add(m);
      items.push({ id: item.id, overlay: overlayOf(item), media: written.media });
    }
  const present: string[] = [];
  for (const m of media) {
    const body = await readFile(join(uploadsDir(deps.env), m.slice(UPLOADS_URL_PREFIX.length))).catch(
      () => null,
    );
    if (!body || m.includes('..')) continue;
    files.push({ name: `items/${mediaName(m)}`, body });
    present.push(m);
  }
  const exported = new Set(items.map((i) => i.id));
  files.unshift(
    {
      name: 'imsmanifest.xml',
      body: Buffer.from(
        manifestXml(
          row.code,
          version,
          items.map((i) => ({ ...i, media: i.media.filter((m) => present.includes(m)) })),
          present,
          leftOut,
        ),
      ),
    },
    { name: 'test.xml', body: Buffer.from(testXml(row.code, row.name, sections, exported, version)) },
  );
  return {
    fileName: qtiPackageName(row.code, version),
    contentType: ZIP_TYPE,
    body: await zipOf(files),
  };
}
