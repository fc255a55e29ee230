/**
 * Item order of an attempt. When the project randomises items, every section is shuffled with a
 * seed made of the participant code, the submission and the section: the same participant sees
 * the same order on every load and device (resume), another participant another one.
 */

/** 32-bit FNV-1a hash of a string (a seed; not for security). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle of a copy of `items`, the same for the same seed text. */
export function seededShuffle<T>(items: readonly T[], seedText: string): T[] {
  const out = [...items];
  const next = generator(hash32(seedText));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The items of one section in the order this participant sees them. */
export function orderedItems<T>(
  items: readonly T[],
  opts: { randomise: boolean; participantCode: string; submissionId: number; sectionId: string },
): T[] {
  if (!opts.randomise) return [...items];
  return seededShuffle(items, `${opts.participantCode}:${opts.submissionId}:${opts.sectionId}`);
}

/**
 * The choices of an item marked shuffle, in this attempt's order: seeded by the attempt and the
 * item, so a reload or a resume shows the same order; a choice marked fixed keeps its place (QTI's
 * fixed), the others are shuffled among the remaining places.
 */
export function orderedChoices<T extends { fixed?: boolean }>(
  options: readonly T[],
  opts: { shuffle: boolean; submissionId: number; itemId: string },
): T[] {
  if (!opts.shuffle) return [...options];
  const movable = seededShuffle(
    options.filter((o) => !o.fixed),
    `${opts.submissionId}:${opts.itemId}`,
  );
  let next = 0;
  return options.map((o) => (o.fixed ? o : movable[next++]));
}
