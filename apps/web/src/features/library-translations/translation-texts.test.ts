import { compactTranslations } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTranslationError,
  hasText,
  initialLanguage,
  languageChoices,
  translatedLanguages,
  translationErrorAt,
} from './translation-texts';

const MASTERS = [
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'en', name: 'English' },
];

describe('hasText', () => {
  it('looks through level labels and ignores blanks', () => {
    expect(hasText({ name: ' ', levels: { '1': '' } })).toBe(false);
    expect(hasText({ name: '', levels: { '2': 'Cakap' } })).toBe(true);
    expect(hasText(undefined)).toBe(false);
  });
});

describe('languageChoices', () => {
  it('offers every master language with its name, then languages only the texts have', () => {
    expect(languageChoices(MASTERS, { fr: { name: 'Travail' }, id: { name: 'Kerja' } })).toEqual([
      { value: 'id', label: 'Bahasa Indonesia (id)', name: 'Bahasa Indonesia' },
      { value: 'en', label: 'English (en)', name: 'English' },
      { value: 'fr', label: 'fr', name: 'fr' },
    ]);
  });

  it('works before the master languages are loaded', () => {
    expect(languageChoices([], undefined)).toEqual([]);
    expect(languageChoices([], { id: {} }).map((c) => c.value)).toEqual(['id']);
  });
});

describe('initialLanguage', () => {
  const choices = languageChoices(MASTERS, undefined);
  it('opens the first language that has texts', () => {
    expect(initialLanguage(choices, { id: { name: '' }, en: { levels: { '1': 'Growing' } } })).toBe('en');
  });
  it('else the first language offered', () => {
    expect(initialLanguage(choices, {})).toBe('id');
    expect(initialLanguage([], {})).toBeUndefined();
  });
});

describe('translatedLanguages', () => {
  it('lists the languages with any text', () => {
    expect(translatedLanguages({ id: { level: 'Tinggi' }, en: { level: '  ' } })).toEqual(['id']);
    expect(translatedLanguages(undefined)).toEqual([]);
  });
});

describe('translationErrorAt', () => {
  it('points a competence error at the level field of its language', () => {
    expect(translationErrorAt('translations.id.levels.7')).toEqual({
      language: 'id',
      name: ['translations', 'id', 'levels', '7'],
    });
  });
  it('points a band error at the band of the list', () => {
    expect(translationErrorAt('bands.0.translations.en.level')).toEqual({
      language: 'en',
      name: ['bands', 0, 'translations', 'en', 'level'],
    });
  });
  it('ignores errors that name no language', () => {
    expect(translationErrorAt('translations')).toBeNull();
    expect(translationErrorAt('name')).toBeNull();
    expect(translationErrorAt(undefined)).toBeNull();
  });
});

describe('applyTranslationError', () => {
  const form = () => {
    const calls: unknown[] = [];
    return { calls, setFields: (fields: unknown) => calls.push(fields) };
  };
  it("puts the server's message under the translation field it names", () => {
    const f = form();
    const env = {
      code: 400,
      data: null,
      error: {
        message: 'translations.en.name: name has at most 200 characters',
        field: 'translations.en.name',
      },
    };
    expect(applyTranslationError(f, env)).toBe(true);
    expect(f.calls).toEqual([
      [
        {
          name: ['translations', 'en', 'name'],
          errors: ['translations.en.name: name has at most 200 characters'],
        },
      ],
    ]);
  });
  it('leaves other errors to the form', () => {
    const f = form();
    expect(applyTranslationError(f, { code: 400, data: null, error: { message: 'x', field: 'name' } })).toBe(
      false,
    );
    expect(applyTranslationError(f, { code: 200, data: {}, error: null })).toBe(false);
    expect(f.calls).toEqual([]);
  });
});

describe('what the forms send', () => {
  it('keeps every language, trims texts and drops the empty ones', () => {
    // The form holds each offered language's fields; untouched ones are undefined.
    const edited = {
      id: { name: ' Kerja sama tim ', description: '', levels: { '1': 'Berkembang', '2': '' } },
      en: { name: undefined, description: undefined, levels: { '1': undefined } },
      fr: { name: 'Travail en équipe' },
    };
    expect(compactTranslations(edited)).toEqual({
      id: { name: 'Kerja sama tim', levels: { '1': 'Berkembang' } },
      fr: { name: 'Travail en équipe' },
    });
  });
});
