import { z } from 'zod';
import { datatableCall, datatableQuery, idParam } from './envelope';
import { codedRecord, recordStamps } from './record-fields';

/** A language code: `id`, `en`, `zh-CN` (2–10 letters, digits and dashes). */
export const languageCode = z
  .string()
  .trim()
  .min(2, 'code must be 2 to 10 characters')
  .max(10, 'code must be 2 to 10 characters')
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,6})?$/, 'code must look like id, en or zh-CN');

const id = idParam;
const ok = z.object({ ok: z.boolean() });

export const masterLanguageRow = z.object({
  ...codedRecord,
  is_default: z.boolean(),
  ...recordStamps,
});
export type MasterLanguageRow = z.infer<typeof masterLanguageRow>;

export const masterLanguageNewRequest = z.object({
  code: languageCode,
  name: z.string().trim().min(1, 'name is required').max(100),
  /** Making a language the default takes the mark from the previous default (exactly one default). */
  is_default: z.boolean().optional().default(false),
});
export type MasterLanguageNewRequest = z.input<typeof masterLanguageNewRequest>;
export const masterLanguageUpdateRequest = masterLanguageNewRequest.extend({
  id: z.number().int().positive(),
});
export type MasterLanguageUpdateRequest = z.input<typeof masterLanguageUpdateRequest>;

/** A page code: lowercase letters, digits and dashes (`participant-form`, `consensus`). */
export const pageCode = z
  .string()
  .trim()
  .min(1, 'page_code is required')
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'page_code may contain only lowercase letters, digits and dashes');

export const masterTranslationRow = z.object({
  id: z.number().int(),
  page_code: z.string(),
  key: z.string(),
  language_code: z.string(),
  value: z.string(),
  ...recordStamps,
});
export type MasterTranslationRow = z.infer<typeof masterTranslationRow>;

export const masterTranslationNewRequest = z.object({
  page_code: pageCode,
  key: z
    .string()
    .trim()
    .min(1, 'key is required')
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'key may contain only letters, digits, ., - and _'),
  language_code: z.string().trim().min(1, 'language_code is required').max(10),
  value: z.string().max(20000),
});
export type MasterTranslationNewRequest = z.input<typeof masterTranslationNewRequest>;
export const masterTranslationUpdateRequest = masterTranslationNewRequest.extend({
  id: z.number().int().positive(),
});
export type MasterTranslationUpdateRequest = z.input<typeof masterTranslationUpdateRequest>;

export const masterTranslationDatatableRequest = datatableQuery.extend({
  page_code: z.string().trim().max(60).optional(),
  language_code: z.string().trim().max(10).optional(),
});
export type MasterTranslationDatatableRequest = z.input<typeof masterTranslationDatatableRequest>;

/** The strings of one page in one language; keys missing in it carry the default language's value. */
export const translationRequest = z.object({
  page_code: pageCode,
  lang: z.string().trim().max(10).optional(),
});
export const translationResponse = z.object({
  page_code: z.string(),
  language: z.string(),
  strings: z.record(z.string(), z.string()),
});
export type TranslationResponse = z.infer<typeof translationResponse>;

/** The participant pages' page codes (the seeded master translations). */
export const PARTICIPANT_PAGE_CODES = [
  'participant-common',
  'participant-form',
  'participant-dashboard',
  'participant-test',
  'participant-test-runner',
  'participant-result',
  'participant-access-code',
  'consensus',
  'work-instructions',
] as const;
export type ParticipantPageCode = (typeof PARTICIPANT_PAGE_CODES)[number];

export const LANGUAGE_CALLS = {
  'master-languages/datatable': datatableCall(datatableQuery, masterLanguageRow),
  'master-languages/new': { request: masterLanguageNewRequest, response: masterLanguageRow },
  'master-languages/detail': { request: id, response: masterLanguageRow },
  'master-languages/update': { request: masterLanguageUpdateRequest, response: masterLanguageRow },
  'master-languages/mark-as-removed': { request: id, response: ok },
  'master-translations/datatable': datatableCall(masterTranslationDatatableRequest, masterTranslationRow),
  'master-translations/new': { request: masterTranslationNewRequest, response: masterTranslationRow },
  'master-translations/detail': { request: id, response: masterTranslationRow },
  'master-translations/update': { request: masterTranslationUpdateRequest, response: masterTranslationRow },
  'master-translations/mark-as-removed': { request: id, response: ok },
  'test-activities/translation': { request: translationRequest, response: translationResponse },
} as const;
