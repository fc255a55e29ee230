// The pixel size of a PNG, GIF or JPEG read from its header: a hotspot item needs its picture's
// size (its areas are in the picture's pixels) and QTI's object may leave width and height out.

export interface PixelSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG start-of-frame markers (C0–CF except the table and arithmetic-coding markers). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): PixelSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** The image's size, or null when the bytes are not a PNG, GIF or JPEG this can read. */
export function imagePixelSize(bytes: Buffer): PixelSize | null {
  let size: PixelSize | null = null;
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  else if (bytes.length >= 10 && bytes.subarray(0, 4).toString('latin1') === 'GIF8')
    size = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  else if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) size = jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
