import type { Envelope } from '@asesa/contracts';
import type { FormInstance } from 'antd';

/**
 * Texts of library entries (competences, test dimensions, score bands) in other languages, as the
 * back office edits them: a map language code → texts, where a missing text falls back to the
 * base one in the reports.
 */
export type TranslationMap = Record<string, unknown>;

export interface LanguageChoice {
  /** The language code. */
  value: string;
  /** Shown in the picker: "Bahasa Indonesia (id)". */
  label: string;
  /** The language's name alone, for field labels. */
  name: string;
}

/** True when a language's entry holds at least one non-blank text (level labels included). */
export function hasText(entry: unknown): boolean {
  if (typeof entry === 'string') return entry.trim() !== '';
  if (entry && typeof entry === 'object') return Object.values(entry).some(hasText);
  return false;
}

/**
 * The languages a translator can pick: every master language in its order, then any language the
 * entry already has texts in that is no longer a master language, so those texts stay reachable
 * (and are sent back with the rest instead of being lost on save).
 */
export function languageChoices(
  masters: ReadonlyArray<{ code: string; name: string }>,
  translations: TranslationMap | undefined,
): LanguageChoice[] {
  const choices = masters.map(({ code, name }) => ({ value: code, label: `${name} (${code})`, name }));
  const known = new Set(choices.map((c) => c.value));
  const orphans = Object.keys(translations ?? {})
    .filter((code) => !known.has(code))
    .sort();
  return [...choices, ...orphans.map((code) => ({ value: code, label: code, name: code }))];
}

/** The language shown first: the first one the entry is already translated into, else the first offered. */
export function initialLanguage(
  choices: ReadonlyArray<LanguageChoice>,
  translations: TranslationMap | undefined,
): string | undefined {
  return (choices.find((c) => hasText(translations?.[c.value])) ?? choices[0])?.value;
}

/** Codes of the languages an entry has any text in, in the map's order. */
export function translatedLanguages(translations: TranslationMap | undefined): string[] {
  return Object.entries(translations ?? {})
    .filter(([, entry]) => hasText(entry))
    .map(([code]) => code);
}

/**
 * Where a server validation error about a translation belongs in a form: `translations.id.name`
 * → language `id`, field ['translations', 'id', 'name']; `bands.0.translations.id.level` →
 * ['bands', 0, 'translations', 'id', 'level'] (list indices before the map are numbers, as antd's
 * Form.List names them; level numbers inside it stay keys). Null when the error names no language.
 */
export function translationErrorAt(
  field: string | undefined,
): { language: string; name: (string | number)[] } | null {
  if (!field) return null;
  const parts = field.split('.');
  const at = parts.indexOf('translations');
  if (at < 0 || at + 1 >= parts.length) return null;
  const before = parts.slice(0, at).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { language: parts[at + 1], name: [...before, ...parts.slice(at)] };
}

/**
 * Puts a server validation error about a translation under its field (the api client already
 * showed it as a toast; the fields bring their language into view). True when it was one of those.
 */
export function applyTranslationError(
  form: Pick<FormInstance, 'setFields'>,
  env: Envelope<unknown>,
): boolean {
  const at = translationErrorAt(env.error?.field);
  if (!at) return false;
  form.setFields([{ name: at.name, errors: [env.error?.message ?? ''] }]);
  return true;
}
