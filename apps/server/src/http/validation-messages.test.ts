import {
  adaptiveSettings,
  CALLS,
  FILE_CALLS,
  instrumentItem,
  registrationForm,
  UPLOAD_CALLS,
} from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromTable, type ValidationIssue, validationMessage } from './validation-messages';

/** What a schema's own error setting says (a contract's message), if it is a fixed text. */
function ownMessage(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const said = error({ code: 'custom', input: undefined, path: [] });
    return typeof said === 'string' ? said : typeof said?.message === 'string' ? said.message : undefined;
  } catch {
    return undefined;
  }
}

interface SchemaDef {
  type?: string;
  error?: unknown;
  checks?: { _zod?: { def?: { error?: unknown } } }[];
  shape?: Record<string, unknown>;
  options?: unknown[];
  items?: unknown[];
  getter?: () => unknown;
  [part: string]: unknown;
}

/** Every fixed message a request schema can answer, found by walking it (zod keeps them in its defs). */
function contractMessages(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  const def = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return found;
  seen.add(schema);
  for (const error of [def.error, ...(def.checks ?? []).map((c) => c._zod?.def?.error)]) {
    const message = ownMessage(error);
    if (message) found.add(message);
  }
  const parts = ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right', 'rest'];
  const children = [
    ...parts.map((p) => def[p]),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...Object.values(def.shape ?? {}),
    ...(def.type === 'lazy' && def.getter ? [def.getter()] : []),
  ];
  for (const child of children) contractMessages(child, found, seen);
  return found;
}

/** The requests of the participant calls: test-activities/* and the partner page's event. */
function participantRequests(): unknown[] {
  const isParticipant = (path: string) =>
    path.startsWith('test-activities/') || path === 'partner/send-event';
  return [
    ...Object.entries(CALLS)
      .filter(([path]) => isParticipant(path))
      .map(([, call]) => call.request),
    ...Object.entries(FILE_CALLS)
      .filter(([path]) => isParticipant(path))
      .map(([, request]) => request),
    ...Object.entries(UPLOAD_CALLS)
      .filter(([path]) => isParticipant(path))
      .map(([, call]) => call.fields),
    registrationForm,
  ];
}

/** The requests an author can meet when saving content: the instruments/* calls (content, items, variations, packages). */
function instrumentRequests(): unknown[] {
  const isInstrument = (path: string) => path.startsWith('instruments/');
  return [
    ...Object.entries(CALLS)
      .filter(([path]) => isInstrument(path))
      .map(([, call]) => call.request),
    ...Object.entries(FILE_CALLS)
      .filter(([path]) => isInstrument(path))
      .map(([, request]) => request),
    ...Object.entries(UPLOAD_CALLS)
      .filter(([path]) => isInstrument(path))
      .map(([, call]) => call.fields),
  ];
}

const issueOf = (schema: z.ZodType, value: unknown): ValidationIssue => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0] as unknown as ValidationIssue;
};

describe('validation messages', () => {
  it('every fixed message of the participant calls’ requests has its Indonesian in the table', () => {
    const messages = new Set<string>();
    for (const request of participantRequests()) contractMessages(request, messages);
    expect(messages.size).toBeGreaterThan(10);
    const untranslated = [...messages].filter((en) => fromTable(en) === undefined);
    expect(untranslated).toEqual([]);
  });

  it('every fixed message of the instrument calls’ requests (the content contract) has its Indonesian in the table', () => {
    const messages = new Set<string>();
    for (const request of instrumentRequests()) contractMessages(request, messages);
    expect(messages.size).toBeGreaterThan(40);
    const untranslated = [...messages].filter((en) => fromTable(en) === undefined);
    expect(untranslated).toEqual([]);
  });

  it('the content contract’s refinements (gaps, keys, thresholds, adaptive limits) have their Indonesian too', () => {
    const option = (id: string) => ({ id, text: id });
    const refused: [z.ZodType, unknown][] = [
      [
        instrumentItem,
        {
          id: 'g1',
          type: 'inline-choice',
          stem: 'Pick [[a]] and [[zz]] [[b]] [[b]]',
          gaps: [
            { id: 'a', options: [option('x'), option('x')], key: 'y' },
            { id: 'b', options: [option('p'), option('q')] },
            { id: 'b', options: [option('p'), option('q')] },
          ],
        },
      ],
      [
        instrumentItem,
        { id: 's1', type: 'single', stem: 'Pick', options: [option('a'), option('b')], key: ['a', 'b'] },
      ],
      [
        instrumentItem,
        {
          id: 'f1',
          type: 'forced-choice',
          stem: 'Pick',
          statements: [option('a'), option('b'), option('c')],
          thresholds: [0.1],
        },
      ],
      [adaptiveSettings, { min_items: 30, max_items: 10, exposure_strata: [1, 0] }],
    ];
    const messages = refused.flatMap(([schema, value]) => {
      const result = schema.safeParse(value);
      if (result.success) throw new Error('expected a refusal');
      return result.error.issues.map((i) => i.message);
    });
    expect(messages.length).toBeGreaterThanOrEqual(8);
    expect(messages.filter((en) => fromTable(en) === undefined)).toEqual([]);
    expect(fromTable('a gap needs at least 2 options')).toBe('celah memerlukan paling sedikit 2 pilihan');
    expect(fromTable('key y is not an option of gap a')).toBe('kunci y bukan pilihan dari celah a');
    expect(fromTable('a wrong choice in gap a must earn less than its key')).toBe(
      'pilihan salah pada celah a harus bernilai lebih kecil daripada kuncinya',
    );
  });

  it('keep the contract’s English word for word and translate by template', () => {
    expect(
      validationMessage({ code: 'invalid_format', message: 'email must be a valid e-mail address' }),
    ).toEqual({
      en: 'email must be a valid e-mail address',
      id: 'email harus berupa alamat email yang valid',
    });
    expect(validationMessage({ code: 'too_small', message: 'count must be at least 1' })).toEqual({
      en: 'count must be at least 1',
      id: 'count paling sedikit 1',
    });
    expect(validationMessage({ code: 'custom', message: 'must be a number' }).id).toBe('harus berupa angka');
  });

  it('say zod’s own checks in Indonesian from the issue', () => {
    const schema = z.object({
      name: z.string().max(5),
      age: z.number().int().min(18),
      kind: z.enum(['a', 'b']),
      email: z.email(),
    });
    const ok = { name: 'Sari', age: 20, kind: 'a', email: 'sari@example.com' };
    const said = (value: Record<string, unknown>) => validationMessage(issueOf(schema, { ...ok, ...value }));
    expect(said({ name: undefined })).toEqual({
      en: 'Invalid input: expected string, received undefined',
      id: 'wajib diisi',
    });
    expect(said({ name: 'Sarinah' }).id).toBe('paling banyak 5 karakter');
    expect(said({ age: 17 }).id).toBe('paling kecil 18');
    expect(said({ age: 'old' }).id).toBe('harus berupa angka');
    expect(said({ kind: 'c' }).id).toBe('harus salah satu dari a, b');
    expect(said({ email: 'sari😀@example.com' }).id).toBe('harus berupa alamat email yang valid');
  });
});
