import type { StoredItem } from './instrument-content';

// What QTI has no place for (indicators, weights, IRT parameters, clocks, Likert and true/false
// types, numeric bounds, rubrics, option weights) travels in the package's manifest as this
// product's metadata of the item resource (IMS content packaging lets a resource carry metadata
// of another namespace). Another QTI tool ignores it; an import here lays it over the item read
// from the QTI, so a package exported here comes back unchanged.

const ITEM_FIELDS = [
  'indicator',
  'weight',
  'image',
  'irt',
  'time_limit_seconds',
  'reverse',
  'points',
  'min',
  'max',
  'max_length',
  'scoring',
  'rubric',
  'slider',
] as const;
const OPTION_FIELDS = ['weights', 'value', 'image'] as const;

const present = (v: unknown) =>
  v !== undefined && v !== null && !(typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length);

/** The fields of a stored item that its QTI form does not hold, as the metadata text (null: none). */
export function overlayOf(item: StoredItem): string | null {
  const out: Record<string, unknown> = {};
  const source = item as unknown as Record<string, unknown>;
  if (item.type === 'likert' || item.type === 'true-false') out.type = item.type;
  for (const field of ITEM_FIELDS) if (present(source[field])) out[field] = source[field];
  if ('options' in item) {
    const options = item.options.map((o) => {
      const kept: Record<string, unknown> = {};
      for (const f of OPTION_FIELDS)
        if (present((o as Record<string, unknown>)[f])) kept[f] = (o as Record<string, unknown>)[f];
      return kept;
    });
    if (options.some((o) => Object.keys(o).length)) out.options = options;
  }
  return Object.keys(out).length ? JSON.stringify(out) : null;
}

/** The item read from QTI with this product's own fields laid over it (unknown fields ignored). */
export function asesaOverlay(item: Record<string, unknown>, text: string | null): Record<string, unknown> {
  if (!text) return item;
  let overlay: Record<string, unknown>;
  try {
    overlay = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return item;
  }
  if (!overlay || typeof overlay !== 'object') return item;
  const out: Record<string, unknown> = { ...item };
  for (const field of ITEM_FIELDS) if (field in overlay) out[field] = overlay[field];
  const options = out.options as Record<string, unknown>[] | undefined;
  if (Array.isArray(options) && Array.isArray(overlay.options))
    out.options = options.map((o, i) => {
      const extra = (overlay.options as Record<string, unknown>[])[i] ?? {};
      const merged = { ...o };
      for (const f of OPTION_FIELDS) if (f in extra) merged[f] = extra[f];
      return merged;
    });
  if (overlay.type === 'likert' && Array.isArray(out.options)) {
    const { key: _key, keys: _keys, scoring: _scoring, min_choices: _min, max_choices: _max, ...rest } = out;
    return { ...rest, type: 'likert' };
  }
  if (overlay.type === 'true-false') {
    const { options: _options, keys: _keys, shuffle: _shuffle, ...rest } = out;
    const key = typeof out.key === 'string' ? out.key === 'true' : undefined;
    return { ...rest, type: 'true-false', ...(key === undefined ? { key: undefined } : { key }) };
  }
  return out;
}
