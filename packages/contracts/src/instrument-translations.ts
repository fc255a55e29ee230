import { z } from 'zod';
import { datatableQuery } from './envelope';
import { INSTRUMENT_STATUSES, instrumentIdRequest, MAX_RICH_TEXT } from './instruments';
import { instrumentRef } from './record-fields';

// An instrument's texts in other languages: the side-by-side editor and the overview of every
// instrument × language.

const languageCode = z.string().trim().min(2, 'language is required').max(10);

/**
 * `instruments/translation`: reads (and, with `texts`, saves) an instrument's texts in one
 * language, side by side with the base language. Keys: `instructions`, `section.{id}.title`,
 * `item.{id}.stem`, `item.{id}.option.{id}`, `item.{id}.statement.{id}`; an empty text removes
 * the translation so the base text shows.
 */
export const instrumentTranslationRequest = instrumentIdRequest.extend({
  /** Defaults to the first language other than the base one. */
  language: languageCode.optional(),
  texts: z.record(z.string().max(120), z.string().max(MAX_RICH_TEXT)).optional(),
});
export type InstrumentTranslationRequest = z.input<typeof instrumentTranslationRequest>;
export const translationEntry = z.object({
  key: z.string(),
  /** The base-language text (rich text). */
  base: z.string(),
  /** The translation, or null when the base text shows. */
  text: z.string().nullable(),
});
export type TranslationEntry = z.infer<typeof translationEntry>;
export const instrumentTranslationResponse = z.object({
  instrument_id: z.number().int(),
  language: z.string(),
  base_language: z.string(),
  /** The languages an instrument can be translated into (every master language but the base). */
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  translated: z.number().int(),
  entries: z.array(translationEntry),
});
export type InstrumentTranslationResponse = z.infer<typeof instrumentTranslationResponse>;

/** How far an instrument is translated into a language. */
export const TRANSLATION_STATES = ['base', 'complete', 'partial', 'missing'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
/**
 * `instruments/translation-overview`: every live instrument × master language, paged and sorted in
 * SQL (columns `code`, `name`, `language_code`); the global search looks in the instrument's code
 * and name; `language_code` narrows to one language.
 */
export const translationOverviewRequest = datatableQuery.extend({
  language_code: z.string().trim().max(10).optional(),
});
export type TranslationOverviewRequest = z.input<typeof translationOverviewRequest>;
export const translationOverviewRow = z.object({
  ...instrumentRef,
  instrument_status: z.enum(INSTRUMENT_STATUSES),
  language_code: z.string(),
  language_name: z.string(),
  /** Translatable texts of the instrument (its base-language texts). */
  total: z.number().int(),
  /** Of those, how many have a translation in the language (the base language counts all). */
  translated: z.number().int(),
  /** translated / total as a whole percentage (100 for an instrument with no texts). */
  percent: z.number().int(),
  state: z.enum(TRANSLATION_STATES),
});
export type TranslationOverviewRow = z.infer<typeof translationOverviewRow>;
