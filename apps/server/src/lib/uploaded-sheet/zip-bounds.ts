import yauzl from 'yauzl';

/** What an uploaded archive may unpack to; checked from its directory before anything is inflated. */
export interface ZipBounds {
  /** Files in the archive. */
  maxEntries: number;
  /** The unpacked size all files declare together. */
  maxUnpackedBytes: number;
  /** How many times larger than its packed size a file may declare itself (above `ratioFromBytes`). */
  maxRatio: number;
  /** Small files compress far (an empty sheet's XML) without being a threat: the ratio counts above this. */
  ratioFromBytes: number;
}

export type ZipProblem = 'not-zip' | 'too-many-entries' | 'unpacks-too-large' | 'packed-too-tightly';

/**
 * Reads the archive's central directory (no file is inflated, so this costs microseconds a file)
 * and answers the first bound it breaks, or null. An archive may lie in its directory: the
 * reader that inflates it runs under a memory limit and stops at its row limit, which catches that.
 */
export function zipProblem(buffer: Buffer, bounds: ZipBounds): Promise<ZipProblem | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return resolve('not-zip');
      let entries = 0;
      let unpacked = 0;
      const answer = (problem: ZipProblem | null) => {
        zip.close();
        resolve(problem);
      };
      zip.on('error', () => answer('not-zip'));
      zip.on('end', () => answer(null));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        unpacked += entry.uncompressedSize;
        if (entries > bounds.maxEntries) return answer('too-many-entries');
        if (unpacked > bounds.maxUnpackedBytes) return answer('unpacks-too-large');
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize > bounds.ratioFromBytes && ratio > bounds.maxRatio)
          return answer('packed-too-tightly');
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/** Whether a file starts like a zip (an .xlsx, a .docx are), checked before anything parses it. */
export const looksLikeZip = (b: Buffer) =>
  b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
