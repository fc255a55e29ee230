import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Env } from '../config/env';
import { badRequest } from './errors';
import { IMAGE_MESSAGES } from './image.messages';
import { fillMessage, type ServerMessage } from './server-messages';

/** Files users upload live under DATA_DIR/uploads and are served at this URL prefix. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(env: Env): string {
  return join(env.dataDir, 'uploads');
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** Larger pictures are refused before decoding (a small file can inflate to gigabytes of pixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

export interface StoredImage {
  /** URL path of the full-size image, e.g. /uploads/logos/3f….png */
  path: string;
  /** URL path of the thumbnail (WebP, at most `thumbnailSize` px on its longer side). */
  thumbnail: string;
}

export interface ImageRules {
  /** Sub-folder of uploads/ and of the URL, e.g. `logos`. */
  folder: string;
  formats: readonly ImageFormat[];
  /** The multipart field, named in the 400 answer. */
  field: string;
  /** The 400 answer when the content is not an accepted image. */
  notImageMessage: ServerMessage;
  thumbnailSize: number;
}

/** An upload checked and re-encoded, not yet stored: the original, its thumbnail and extension. */
export interface EncodedImage {
  original: Buffer;
  thumbnail: Buffer;
  /** The original's file extension (png, jpg, webp, gif). */
  extension: string;
}

/**
 * Checks an upload by its content (sharp reads the header; the file name and declared type are
 * ignored), then re-encodes the original (which drops EXIF data such as GPS positions, and
 * anything appended to the picture) and makes a WebP thumbnail.
 */
export async function encodeImage(buffer: Buffer, rules: ImageRules): Promise<EncodedImage> {
  const format = await imageFormat(buffer, rules);
  const animated = format === 'gif';
  const decode = () => sharp(buffer, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
  const oriented = () => (animated ? decode() : decode().rotate());
  try {
    return {
      original: await oriented().toFormat(format).toBuffer(),
      thumbnail: await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(rules.thumbnailSize, rules.thumbnailSize, { fit: 'inside', withoutEnlargement: true })
        .webp()
        .toBuffer(),
      extension: EXTENSIONS[format],
    };
  } catch {
    // A valid header over a corrupt body.
    throw badRequest(rules.notImageMessage, rules.field);
  }
}

/**
 * Writes an encoded image and its thumbnail into `dir` under one random name; answers the two
 * file names.
 */
export async function writeImage(dir: string, image: EncodedImage) {
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const original = `${name}.${image.extension}`;
  const thumbnail = `${name}-thumb.webp`;
  await writeFile(join(dir, original), image.original);
  await writeFile(join(dir, thumbnail), image.thumbnail);
  return { original, thumbnail };
}

/** Checks and re-encodes an upload (encodeImage), then stores it in the public uploads folder. */
export async function storeImage(env: Env, buffer: Buffer, rules: ImageRules): Promise<StoredImage> {
  const names = await writeImage(join(uploadsDir(env), rules.folder), await encodeImage(buffer, rules));
  return {
    path: `${UPLOADS_URL_PREFIX}${rules.folder}/${names.original}`,
    thumbnail: `${UPLOADS_URL_PREFIX}${rules.folder}/${names.thumbnail}`,
  };
}

async function imageFormat(buffer: Buffer, rules: ImageRules): Promise<ImageFormat> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer).metadata();
  } catch {
    throw badRequest(rules.notImageMessage, rules.field);
  }
  const format = meta.format as string | undefined;
  if (!format || !(rules.formats as readonly string[]).includes(format))
    throw badRequest(rules.notImageMessage, rules.field);
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_IMAGE_PIXELS)
    throw badRequest(
      fillMessage(IMAGE_MESSAGES.tooManyPixels, {
        field: rules.field,
        megapixels: MAX_IMAGE_PIXELS / 1_000_000,
      }),
      rules.field,
    );
  return format as ImageFormat;
}

/** Deletes files an upload replaced (best effort: a missing file is not an error). */
export async function removeStoredImages(env: Env, ...urlPaths: (string | null)[]): Promise<void> {
  for (const url of urlPaths) {
    if (!url?.startsWith(UPLOADS_URL_PREFIX) || url.includes('..')) continue;
    await unlink(join(uploadsDir(env), url.slice(UPLOADS_URL_PREFIX.length))).catch(() => {});
  }
}

export type AudioFormat = 'mp3' | 'ogg' | 'wav' | 'm4a';

/** The audio format a file's first bytes announce (not its name), or null. */
export function audioFormat(b: Buffer): AudioFormat | null {
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
  if (ascii(0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  return null;
}

/** Stores an audio file checked by its content in the public uploads folder; null when it is not audio. */
export async function storeAudio(env: Env, buffer: Buffer, folder: string): Promise<string | null> {
  const format = audioFormat(buffer);
  if (!format) return null;
  const dir = join(uploadsDir(env), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${format}`;
  await writeFile(join(dir, name), buffer);
  return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
}
