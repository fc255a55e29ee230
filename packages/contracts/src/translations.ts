import { z } from 'zod';
import { languageCode } from './languages';

/**
 * Texts of a library entry (a competence, a test dimension, a score band) in other languages, by
 * language code. A missing or empty text falls back to the base text, so a translation can be
 * partial; reports written in a candidate's language use them (the candidate feedback).
 */
export const MAX_TRANSLATION_LANGUAGES = 30;

const translatedText = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, `${what} has at most ${max} characters`)
    .optional();

export function translationsOf<S extends z.ZodRawShape>(shape: S) {
  return z.record(z.string(), z.object(shape).strict()).superRefine((r, ctx) => {
    const langs = Object.keys(r);
    if (langs.length > MAX_TRANSLATION_LANGUAGES)
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_TRANSLATION_LANGUAGES} languages` });
    for (const lang of langs)
      if (!languageCode.safeParse(lang).success)
        ctx.addIssue({
          code: 'custom',
          path: [lang],
          message: `'${lang}' is not a language code such as id, en or zh-CN`,
        });
  });
}

/** Name and description of a competence or a test dimension in another language. */
export const namedTexts = {
  name: translatedText('name', 200),
  description: translatedText('description', 5000),
};

/**
 * A competence's texts: name, description, each level's label by level number ("1", "2"…), and its
 * interview questions by position (an empty one falls back to the base question at that place).
 */
export const competenceTranslations = translationsOf({
  ...namedTexts,
  interview_questions: z
    .array(
      z
        .string({ message: 'interview question must be text' })
        .trim()
        .max(500, 'interview question has at most 500 characters'),
    )
    .max(20, 'at most 20 interview questions')
    .optional(),
  levels: z
    .record(
      z.string().regex(/^\d+$/, 'levels are keyed by level number'),
      z
        .string({ message: 'level label must be text' })
        .trim()
        .max(200, 'level label has at most 200 characters'),
    )
    .optional(),
});
export type CompetenceTranslations = z.infer<typeof competenceTranslations>;

export const dimensionTranslations = translationsOf(namedTexts);
export type DimensionTranslations = z.infer<typeof dimensionTranslations>;

/**
 * A scoring blueprint's name and the names of its norm groups in another language; a norm group is
 * keyed by its base name (the group a norm table is for, e.g. 'general').
 */
export const blueprintTranslations = translationsOf({
  name: translatedText('name', 200),
  norm_groups: z
    .record(
      z.string().max(60),
      z
        .string({ message: 'norm group name must be text' })
        .trim()
        .max(60, 'norm group name has at most 60 characters'),
    )
    .optional(),
});
export type BlueprintTranslations = z.infer<typeof blueprintTranslations>;

/** A band's level name and description in another language. */
export const bandTranslations = translationsOf({
  level: translatedText('level', 200),
  description: translatedText('description', 5000),
});
export type BandTranslations = z.infer<typeof bandTranslations>;

/**
 * Drops empty texts and languages left without any, so "no translation" has one spelling ({}).
 */
export function compactTranslations<T extends Record<string, unknown>>(
  translations: Record<string, T> | undefined,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [lang, texts] of Object.entries(translations ?? {})) {
    const kept = compactTexts(texts);
    if (kept) out[lang] = kept as T;
  }
  return out;
}

function compactTexts(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  // A list keeps its positions (each text translates the base text at its place); blank places
  // stay as '' so the base text shows there, and a list of only blanks is no translation.
  if (Array.isArray(value)) {
    const texts = value.map((v) => (typeof v === 'string' ? v.trim() : ''));
    while (texts.length && texts[texts.length - 1] === '') texts.pop();
    return texts.length ? texts : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, compactTexts(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** A list of texts in `lang`, each falling back to the base text at its place. */
export function translatedList(
  base: readonly string[],
  translations: Record<string, unknown> | undefined,
  lang: string,
  path: string[],
): string[] {
  return base.map((text, i) => translated(text, translations, lang, [...path, String(i)]));
}

/** The text in `lang`, else the base text: translations fall back text by text. */
export function translated(
  base: string,
  translations: Record<string, unknown> | undefined,
  lang: string,
  path: string[],
): string {
  let at: unknown = translations?.[lang] ?? translations?.[lang.split('-')[0]];
  for (const key of path)
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'string' && at.trim() !== '' ? at : base;
}
