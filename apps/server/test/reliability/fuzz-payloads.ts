import { fieldPaths, type JsonSchema } from './fuzz-schema';

/**
 * Invalid request bodies for one call, made from its schema and a plausible valid body: the whole
 * body replaced (not JSON, wrong JSON type, empty, 1 MB+, 10,000 levels deep), every field
 * replaced by each hostile value (wrong types, negative and huge numbers, NaN-like strings,
 * unicode, null bytes, 100,000-character strings) or removed, unknown fields added, and then
 * seeded random mixes of those until the count is reached. Same seed, same payloads.
 */

export interface Payload {
  label: string;
  /** The raw request body; undefined sends no body at all. */
  body?: string;
  contentType?: string;
}

/** mulberry32: small, fast and seedable, so a failure names a payload that can be replayed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

/** Stands in for a raw JSON fragment that JSON.stringify cannot make (deep nesting, NaN). */
const RAW = (text: string) => ({ __raw: text });
const DEPTH = 10_000;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const HUGE = 'x'.repeat(100_000);
/** Over the 1 MB body limit once quoted: must answer 413 (or 400), never buffer forever or 500. */
const OVER_LIMIT = `{"padding":"${'y'.repeat(1_100_000)}"}`;

export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2147483649,
  1.5,
  -0.000001,
  1e308,
  -1e308,
  2 ** 53 + 2,
  RAW('1e999'),
  RAW('-0'),
  '',
  ' ',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'a\u0000b',
  '\u0000',
  '😀🏳️‍🌈👨‍👩‍👧‍👦'.repeat(50),
  '\u202Eevil\u202C مرحبا שלום',
  '\ud800\udfff\ud800',
  'Z̤͔ͧ̑̓ä͖̭̈̇l͖͎g̞̥͈ͮo̺͈͎',
  '\u200b\ufeff\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '%s%n%x${7*7}{{7*7}}',
  HUGE,
  [],
  [null, 'x', -1],
  Array.from({ length: 10_000 }, (_, i) => i),
  {},
  { constructor: { prototype: { polluted: true } } },
  RAW(DEEP_OBJECT),
  RAW(DEEP_ARRAY),
];

/** The raw JSON text of a value that may hold RAW fragments. */
function toJson(value: unknown): string {
  const fragments: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v && typeof v === 'object' && '__raw' in v) {
      fragments.push(v.__raw as string);
      return `__RAW_${fragments.length - 1}__`;
    }
    return v;
  });
  return fragments.reduce((out, fragment, i) => out.replace(`"__RAW_${i}__"`, () => fragment), text ?? '');
}

const clone = <T>(value: T): T => structuredClone(value);

function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown, remove = false) {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
}

/** A body sent as JSON whatever it holds: the parser, not the schema, is under test. */
const rawJson = (label: string, body: string): Payload => ({ label, body, contentType: 'application/json' });

const WHOLE_BODIES: Payload[] = [
  { label: 'no body' },
  rawJson('empty JSON body', ''),
  rawJson('not JSON', '{"id": 1,'),
  rawJson('NaN literal', '{"id": NaN}'),
  rawJson('JSON null', 'null'),
  rawJson('JSON number', '-1'),
  rawJson('JSON string', '"x"'),
  rawJson('JSON array', '[{"id":1}]'),
  rawJson('JSON true', 'true'),
  rawJson('proto key', '{"__proto__":{"isAdmin":true}}'),
  rawJson('duplicate keys', '{"id":1,"id":"x"}'),
  rawJson('10,000 levels of objects', DEEP_OBJECT),
  rawJson('10,000 levels of arrays', DEEP_ARRAY),
  rawJson('body over 1 MB', OVER_LIMIT),
  { label: 'text/plain', body: 'id=1', contentType: 'text/plain' },
  { label: 'form-urlencoded', body: 'id=1&name=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'xml', body: '<id>1</id>', contentType: 'application/xml' },
  { label: 'bogus content type', body: '{}', contentType: 'application/x-fuzz; charset=utf-7' },
  { label: 'json with charset latin1', body: '{"id":1}', contentType: 'application/json; charset=latin1' },
  rawJson('binary junk as JSON', '\u0000\u00ff\u00fe{'),
  rawJson('BOM before JSON', '\ufeff{}'),
];

/** At least `count` payloads for a call with this body schema and valid sample. */
export function payloadsFor(
  schema: JsonSchema | undefined,
  sample: unknown,
  count: number,
  seed: number,
): Payload[] {
  const rand = prng(seed);
  const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
  const json = (label: string, value: unknown): Payload => ({
    label,
    body: toJson(value),
    contentType: 'application/json',
  });
  const out: Payload[] = [...WHOLE_BODIES];
  const paths = fieldPaths(schema);
  for (const path of paths) {
    const name = path.join('.');
    const removed = clone(base) as Record<string, unknown>;
    setPath(removed, path, undefined, true);
    out.push(json(`${name} missing`, removed));
    HOSTILE_VALUES.forEach((value, i) => {
      const body = clone(base) as Record<string, unknown>;
      setPath(body, path, value);
      out.push(json(`${name} = hostile #${i}`, body));
    });
  }
  HOSTILE_VALUES.forEach((value, i) => {
    out.push(json(`extra field = hostile #${i}`, { ...base, fuzz_extra: value }));
    out.push(json(`whole body = hostile #${i}`, value));
  });
  // Random mixes: several fields hostile or missing at once, sometimes an extra field.
  const targets = paths.length ? paths : [['fuzz_extra']];
  for (let n = 0; out.length < count; n++) {
    const body = clone(base) as Record<string, unknown>;
    const changes = 1 + Math.floor(rand.next() * Math.min(4, targets.length));
    const labels: string[] = [];
    for (let c = 0; c < changes; c++) {
      const path = rand.pick(targets);
      if (rand.next() < 0.15) {
        setPath(body, path, undefined, true);
        labels.push(`${path.join('.')} missing`);
      } else {
        const i = Math.floor(rand.next() * HOSTILE_VALUES.length);
        setPath(body, path, HOSTILE_VALUES[i]);
        labels.push(`${path.join('.')} = hostile #${i}`);
      }
    }
    out.push(json(`mix ${n}: ${labels.join(', ')}`, body));
  }
  return out;
}
