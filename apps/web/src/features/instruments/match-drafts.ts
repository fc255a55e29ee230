import type { InstrumentItem } from '@asesa/contracts';

type MatchDraft = Extract<InstrumentItem, { type: 'match' }>;
type GapMatchDraft = Extract<InstrumentItem, { type: 'gap-match' }>;

const blank = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, text: '', match_max: 1 }));

/** A new match item (two sources, two targets, no key) or gap-match item (gap g1 in the question). */
export function emptyMatchItem(type: 'match' | 'gap-match', stem: string): MatchDraft | GapMatchDraft {
  if (type === 'match')
    return { type, stem, sources: blank('S', 2), targets: blank('T', 2), key: [], max_associations: 0 };
  return {
    type,
    // The marker [[g1]] in the stem is where the first gap's dropdown goes.
    stem: `${stem} [[g1]]`.trim(),
    gap_texts: blank('T', 2),
    gaps: [{ id: 'g1', key: null }],
    scoring: 'per-gap',
  };
}

/** The next id of a list not yet used: prefix + n. */
export function nextChoiceId(prefix: string, used: readonly { id: string }[]): string {
  const ids = new Set(used.map((c) => c.id));
  let n = used.length + 1;
  while (ids.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
