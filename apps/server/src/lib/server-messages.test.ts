import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The app's modules declare the tables: loading the composition root loads every one of them.
import '../app';
import { fillMessage, messageLanguage, messageTables } from './server-messages';

/** Entries whose Indonesian is rightly the English (a name both languages write the same). */
// Words that are the same in Indonesian: e-mail, CV.
const SAME_IN_BOTH = new Set(['landing-fields.email', 'nouns.CV']);

/** Words that betray an English sentence left in the Indonesian column. */
const ENGLISH_WORDS =
  /\b(the|is|are|was|were|has|have|must|not|please|your|this|that|cannot|only|with|and|or|at least|at most)\b/i;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The Indonesian without what is not language: placeholders, quoted names, API paths and fields. */
const prose = (text: string) =>
  text
    .replace(/\{\w+(, \w+)*\}/g, ' ')
    .replace(/'[^']*'|"[^"]*"/g, ' ')
    .replace(/\S*[/_]\S*/g, ' ');

const entries = () =>
  [...messageTables()].flatMap(([table, messages]) =>
    Object.entries(messages).map(([key, message]) => ({ name: `${table}.${key}`, message })),
  );

describe('the server message tables', () => {
  it('are loaded with the app: the participant calls’ and the common ones among them', () => {
    const names = [...messageTables().keys()];
    for (const table of [
      'common',
      'nouns',
      'validation',
      'access-codes',
      'test-attempts',
      'participant-journey',
      'proctoring',
      'partner',
      'landing-form',
      'answers',
      'exports',
    ])
      expect(names).toContain(table);
    expect(entries().length).toBeGreaterThan(150);
  });

  it('live in files named *messages.ts, so a reader (and the browser journeys) finds them all', () => {
    const src = join(__dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const declared = files.flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/messageTable\(\s*'([^']+)'/g)].map((m) => ({
        file,
        name: m[1],
      })),
    );
    expect(declared.filter((d) => !d.file.endsWith('messages.ts'))).toEqual([]);
    expect(declared.map((d) => d.name).sort()).toEqual([...messageTables().keys()].sort());
  });

  it('give every message an Indonesian text with the English one’s placeholders', () => {
    for (const { name, message } of entries()) {
      expect(message.id.trim(), name).not.toBe('');
      expect(message.en.trim(), name).not.toBe('');
      expect(placeholders(message.id), name).toEqual(placeholders(message.en));
      if (!SAME_IN_BOTH.has(name)) expect(message.id, name).not.toBe(message.en);
    }
  });

  it('leave no English sentence in the Indonesian column', () => {
    const english = entries().filter(({ message }) => ENGLISH_WORDS.test(prose(message.id)));
    expect(english.map(({ name, message }) => `${name}: ${message.id}`)).toEqual([]);
  });
});

describe('messageLanguage', () => {
  it('is Indonesian when Content-Language names Indonesian, English otherwise', () => {
    expect(messageLanguage('id')).toBe('id');
    expect(messageLanguage('id-ID')).toBe('id');
    expect(messageLanguage(['id'])).toBe('id');
    expect(messageLanguage('ID, en')).toBe('id');
    expect(messageLanguage('en')).toBe('en');
    expect(messageLanguage('ms')).toBe('en');
    expect(messageLanguage('idx')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });
});

describe('fillMessage', () => {
  it('fills each language, a message given as a value in the same language, and never refills a value', () => {
    const noun = { en: 'Project', id: 'Proyek' };
    expect(
      fillMessage({ en: '{what} of {name}', id: '{what} milik {name}' }, { what: noun, name: '{what}' }),
    ).toEqual({ en: 'Project of {what}', id: 'Proyek milik {what}' });
  });
});
