import { describe, expect, it } from 'vitest';
import { crc32, qtiPackageFiles, zipStored } from './qti-package';

const decoder = new TextDecoder();

/** Reads a stored ZIP back through its central directory (what an unzip tool does). */
function readZip(zip: Uint8Array): Record<string, string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const endAt = zip.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const localName = view.getUint16(local + 26, true);
    const data = zip.subarray(local + 30 + localName, local + 30 + localName + size);
    expect(crc32(data)).toBe(view.getUint32(at + 16, true));
    files[name] = decoder.decode(data);
    at += 46 + nameLength;
  }
  return files;
}

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('QTI package', () => {
  const items = [
    { identifier: 'i_1', xml: '<assessmentItem identifier="i_1"/>' },
    { identifier: 'i/2 é', xml: '<assessmentItem identifier="i/2 é">Café</assessmentItem>' },
  ];
  it('lists every item in an IMS manifest with a safe file name', () => {
    const files = qtiPackageFiles('MATH-1', items);
    expect(files.map((f) => f.name)).toEqual(['imsmanifest.xml', 'items/i_1.xml', 'items/i_2__.xml']);
    expect(files[0].text).toContain('type="imsqti_item_xmlv2p2" href="items/i_1.xml"');
    expect(files[0].text).toContain('<file href="items/i_2__.xml"/>');
    expect(files[0].text).toContain('identifier="MANIFEST-MATH-1"');
  });
  it('zips the files so they read back byte for byte', () => {
    const files = qtiPackageFiles('MATH-1', items);
    const back = readZip(zipStored(files));
    expect(Object.keys(back)).toEqual(files.map((f) => f.name));
    expect(back['items/i_2__.xml']).toBe('<assessmentItem identifier="i/2 é">Café</assessmentItem>');
    expect(back['imsmanifest.xml']).toBe(files[0].text);
  });
});
