import type { MultipartFile } from '@fastify/multipart';
import { ownedBuffer } from '../lib/threads/owned-bytes';

/** What multipart framing (boundaries, part headers) adds to a file, beyond which a body is not one file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * The bytes of an uploaded file, copied into memory of their own chunk by chunk as they arrive:
 * no one large join or copy holds the event loop, and a task thread can take the memory as it is.
 * The request's declared length (bounded by the call's file limit) sizes it; a body of unknown
 * length grows it. A file over the limit throws the plugin's FST_REQ_FILE_TOO_LARGE.
 */
export async function uploadBytes(
  part: MultipartFile,
  declaredLength: number,
  maxBytes: number,
): Promise<Buffer> {
  const known = Number.isSafeInteger(declaredLength) && declaredLength > 0;
  let buffer = ownedBuffer(known ? Math.min(declaredLength, maxBytes + FRAMING_BYTES) : FRAMING_BYTES);
  let length = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (length + chunk.length > buffer.length) {
      const larger = ownedBuffer(Math.max(buffer.length * 2, length + chunk.length));
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    chunk.copy(buffer, length);
    length += chunk.length;
  }
  if (part.file.truncated)
    throw Object.assign(new Error(`the file is larger than ${maxBytes} bytes`), {
      code: 'FST_REQ_FILE_TOO_LARGE',
    });
  return buffer.subarray(0, length);
}
