import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { describe, expect, it } from 'vitest';
import { takeOwnership } from '../lib/threads/owned-bytes';
import { uploadBytes } from './upload-bytes';

/** The file part of a multipart body as the plugin hands it on: its bytes as a stream of chunks. */
const partOf = (chunks: Buffer[], truncated = false) =>
  ({ file: Object.assign(Readable.from(chunks), { truncated }) }) as unknown as MultipartFile;

const chunks = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => Buffer.alloc(size, i % 256));

describe('uploadBytes', () => {
  it('keeps every chunk in order in memory a thread may take', async () => {
    const parts = chunks(40, 64 * 1024);
    const bytes = await uploadBytes(partOf(parts), 41 * 64 * 1024, 10 * 1024 * 1024);
    expect(bytes.equals(Buffer.concat(parts))).toBe(true);
    expect(takeOwnership(bytes)).toBe(true);
  });

  it('grows when the body declares no length, or less than it sends', async () => {
    const parts = chunks(50, 10_000);
    for (const declared of [Number.NaN, 1_000])
      expect(
        (await uploadBytes(partOf(parts), declared, 10 * 1024 * 1024)).equals(Buffer.concat(parts)),
      ).toBe(true);
  });

  it('says a file cut at the limit is too large, with the code the plugin uses', async () => {
    await expect(uploadBytes(partOf(chunks(2, 100), true), 200, 150)).rejects.toMatchObject({
      code: 'FST_REQ_FILE_TOO_LARGE',
    });
  });
});
