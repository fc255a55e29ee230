/**
 * A QTI 2.2 content package built in the browser from `instruments/export-qti`'s items: an IMS
 * content-packaging manifest plus one assessmentItem file per item, zipped without compression
 * (the format every QTI tool reads; item XML is small, so compression would gain little).
 */

export interface QtiItem {
  identifier: string;
  xml: string;
}

const encoder = new TextEncoder();

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 a ZIP entry carries. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A file name safe in a ZIP and on every file system. */
const safeName = (identifier: string) => identifier.replace(/[^A-Za-z0-9_.-]/g, '_');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The files of the package: imsmanifest.xml first, then items/<identifier>.xml. */
export function qtiPackageFiles(title: string, items: readonly QtiItem[]): { name: string; text: string }[] {
  const files = items.map((item) => ({
    identifier: item.identifier,
    name: `items/${safeName(item.identifier)}.xml`,
    text: item.xml,
  }));
  const resources = files
    .map(
      (f) =>
        `    <resource identifier="RES-${attr(safeName(f.identifier))}" type="imsqti_item_xmlv2p2" href="${attr(f.name)}">\n      <file href="${attr(f.name)}"/>\n    </resource>`,
    )
    .join('\n');
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p2/qtiv2p2_imscpv1p2_v1p0.xsd"
  identifier="MANIFEST-${attr(safeName(title))}">
  <metadata>
    <schema>QTIv2.2 Package</schema>
    <schemaversion>1.0.0</schemaversion>
  </metadata>
  <organizations/>
  <resources>
${resources}
  </resources>
</manifest>
`;
  return [{ name: 'imsmanifest.xml', text: manifest }, ...files.map(({ name, text }) => ({ name, text }))];
}

/** A ZIP archive of the files, stored (method 0), UTF-8 names. */
export function zipStored(files: readonly { name: string; text: string }[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = encoder.encode(file.name);
    const data = encoder.encode(file.text);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true); // version needed
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint16(8, 0, true); // stored
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, name.length, true);
    chunks.push(new Uint8Array(local.buffer), name, data);

    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(8, 0x0800, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, data.length, true);
    entry.setUint32(24, data.length, true);
    entry.setUint16(28, name.length, true);
    entry.setUint32(42, offset, true);
    central.push(new Uint8Array(entry.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const parts = [...chunks, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Offers the package as `<code>-qti22.zip`. */
export function downloadQtiPackage(code: string, items: readonly QtiItem[]): void {
  const zip = zipStored(qtiPackageFiles(code, items));
  const url = URL.createObjectURL(new Blob([zip as BlobPart], { type: 'application/zip' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${code}-qti22.zip`;
  a.click();
  URL.revokeObjectURL(url);
}
