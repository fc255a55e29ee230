// Writes a gzip and a brotli copy beside every text file of the build (issue 7: the participant's
// JavaScript is counted gzipped, so it must also travel compressed). The server sends the copy
// the browser accepts (@fastify/static `preCompressed`), compressed once at build time instead
// of on every request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its own request headers.
const MIN_BYTES = 1024;

/** The .gz and .br copies of one file's contents, or null when it is too small to be worth it. */
export function compressedCopies(contents) {
  if (contents.length < MIN_BYTES) return null;
  return {
    gz: gzipSync(contents, { level: 9 }),
    br: brotliCompressSync(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
  };
}

/** Vite plugin: once the build is written, compresses its text files in place. */
export function precompress() {
  return {
    name: 'asesa-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const copies = compressedCopies(readFileSync(path));
        if (!copies) continue;
        writeFileSync(`${path}.gz`, copies.gz);
        writeFileSync(`${path}.br`, copies.br);
      }
    },
  };
}
