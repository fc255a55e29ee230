import type {
  datatableQuery,
  MasterLanguageRow,
  MasterTranslationRow,
  masterLanguageNewRequest,
  masterLanguageUpdateRequest,
  masterTranslationDatatableRequest,
  masterTranslationNewRequest,
  masterTranslationUpdateRequest,
  ParticipantTextPage,
  TranslationResponse,
} from '@asesa/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { LANGUAGE_MESSAGES } from './languages.messages';
import {
  clearDefaultLanguage,
  defaultLanguageCode,
  deleteTranslation,
  findLanguage,
  findLanguageByCode,
  findLiveLanguageCode,
  findTranslation,
  findTranslationSlot,
  insertLanguage,
  insertTranslation,
  languageList,
  languageTableRows,
  markLanguageRemoved,
  markTranslationRemoved,
  pageStrings,
  renameTranslationLanguage,
  restoreTranslation,
  translationTableRows,
  updateLanguageRow,
  updateTranslationRow,
} from './languages.repository';

type LanguageInput = z.output<typeof masterLanguageNewRequest>;
type LanguageUpdate = z.output<typeof masterLanguageUpdateRequest>;
type TranslationInput = z.output<typeof masterTranslationNewRequest>;
type TranslationUpdate = z.output<typeof masterTranslationUpdateRequest>;

// Master languages

const presentLanguage = <R extends { is_default: number }>(r: R) => ({
  ...r,
  is_default: r.is_default === 1,
});

export async function languageDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const page = await runDatatable<Omit<MasterLanguageRow, 'is_default'> & { is_default: number }>(
    languageTableRows(deps.db),
    query,
    {
      columns: {
        id: 'id',
        code: 'code',
        name: 'name',
        is_default: 'is_default',
        created_at: 'created_at',
        updated_at: 'updated_at',
      },
      searchable: ['code', 'name'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query selects the columns
  );
  return { ...page, data: page.data.map(presentLanguage) };
}

export async function languageDetail(deps: Deps, id: number): Promise<MasterLanguageRow> {
  const row = await findLanguage(deps.db, id);
  if (!row) throw notFound('Language');
  const { removed_at: _r, ...rest } = row;
  return presentLanguage(rest);
}

async function checkLanguageCode(deps: Deps, code: string, exceptId?: number) {
  const taken = await findLanguageByCode(deps.db, code);
  if (taken && taken.id !== exceptId)
    throw conflict(
      fillMessage(taken.removed_at ? LANGUAGE_MESSAGES.codeOfRemoved : LANGUAGE_MESSAGES.codeExists, {
        code,
      }),
      'code',
    );
}

const raceToConflict = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflict(LANGUAGE_MESSAGES.codeJustTaken, 'code');
  throw err;
};

export async function createLanguage(deps: Deps, input: LanguageInput) {
  await checkLanguageCode(deps, input.code);
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    if (input.is_default) await clearDefaultLanguage(trx, now);
    return insertLanguage(trx, { code: input.code, name: input.name, isDefault: input.is_default }, now);
  });
  return languageDetail(deps, id);
}

export async function updateLanguage(deps: Deps, input: LanguageUpdate) {
  const row = await findLanguage(deps.db, input.id);
  if (!row) throw notFound('Language');
  await checkLanguageCode(deps, input.code, input.id);
  if (row.is_default === 1 && !input.is_default) throw fieldError('is_default', LANGUAGE_MESSAGES.oneDefault);
  const now = nowIso();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      if (input.is_default && row.is_default !== 1) await clearDefaultLanguage(trx, now);
      await updateLanguageRow(
        trx,
        input.id,
        { code: input.code, name: input.name, isDefault: input.is_default },
        now,
      );
      // The translations follow a renamed code.
      if (input.code !== row.code) await renameTranslationLanguage(trx, row.code, input.code, now);
    })
    .catch(raceToConflict);
  return languageDetail(deps, input.id);
}

export async function removeLanguage(deps: Deps, id: number) {
  const row = await findLanguage(deps.db, id);
  if (!row) throw notFound('Language');
  if (row.is_default === 1) throw conflict(LANGUAGE_MESSAGES.defaultNotRemovable);
  await markLanguageRemoved(deps.db, id);
  return { ok: true };
}

/** The live languages, the default first, for other modules (general-config). */
export const liveLanguageList = (deps: Deps) => languageList(deps.db);

/** Whether a code is a live master language, for other modules. */
export async function isMasterLanguage(deps: Deps, code: string): Promise<boolean> {
  return Boolean(await findLiveLanguageCode(deps.db, code));
}

/** The default language's code ('id' when none is marked), for other modules. */
export const defaultLanguage = (deps: Deps) => defaultLanguageCode(deps.db);

/** The live languages, the default first (the participant language picker). */
export async function participantLanguages(deps: Deps) {
  return (await languageList(deps.db)).map(({ code, name }) => ({ code, name }));
}

// Master translations

export function translationDatatable(deps: Deps, query: z.infer<typeof masterTranslationDatatableRequest>) {
  return runDatatable<MasterTranslationRow>(
    translationTableRows(deps.db, query),
    query,
    {
      columns: {
        id: 't.id',
        page_code: 't.page_code',
        key: 't.key',
        language_code: 't.language_code',
        value: 't.value',
        created_at: 't.created_at',
        updated_at: 't.updated_at',
      },
      searchable: ['page_code', 'key', 'value'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query selects the columns
  );
}

export async function translationDetail(deps: Deps, id: number): Promise<MasterTranslationRow> {
  const row = await findTranslation(deps.db, id);
  if (!row) throw notFound('Translation');
  const { removed_at: _r, ...rest } = row;
  return rest;
}

async function checkLanguage(deps: Deps, code: string) {
  const lang = await findLanguageByCode(deps.db, code);
  if (!lang || lang.removed_at)
    throw fieldError('language_code', fillMessage(LANGUAGE_MESSAGES.unknownLanguage, { code }));
}

const duplicate = (i: TranslationInput) =>
  conflict(
    fillMessage(LANGUAGE_MESSAGES.translationExists, {
      key: i.key,
      page: i.page_code,
      language: i.language_code,
    }),
    'key',
  );

export async function createTranslation(deps: Deps, input: TranslationInput) {
  await checkLanguage(deps, input.language_code);
  const slot = await findTranslationSlot(deps.db, input.page_code, input.key, input.language_code);
  if (slot && !slot.removed_at) throw duplicate(input);
  const now = nowIso();
  if (slot) {
    // A removed translation of the same slot comes back with the new value.
    await restoreTranslation(deps.db, slot.id, input.value, now);
    return translationDetail(deps, slot.id);
  }
  const id = await insertTranslation(deps.db, input, now).catch((err) => {
    if (isUniqueViolation(err)) throw duplicate(input);
    throw err;
  });
  return translationDetail(deps, id);
}

export async function updateTranslation(deps: Deps, input: TranslationUpdate) {
  if (!(await findTranslation(deps.db, input.id))) throw notFound('Translation');
  await checkLanguage(deps, input.language_code);
  const slot = await findTranslationSlot(deps.db, input.page_code, input.key, input.language_code);
  if (slot && slot.id !== input.id) {
    if (!slot.removed_at) throw duplicate(input);
    // A removed row holding the slot gives it up.
    await deleteTranslation(deps.db, slot.id);
  }
  await updateTranslationRow(deps.db, input.id, input, nowIso()).catch((err) => {
    if (isUniqueViolation(err)) throw duplicate(input);
    throw err;
  });
  return translationDetail(deps, input.id);
}

export async function removeTranslation(deps: Deps, id: number) {
  if (!(await findTranslation(deps.db, id))) throw notFound('Translation');
  await markTranslationRemoved(deps.db, id, nowIso());
  return { ok: true };
}

/**
 * The strings of a page in a language. An unknown or missing language answers in the default
 * language; each key missing in the asked language carries the default language's value.
 */
export async function pageTranslation(
  deps: Deps,
  pageCode: string,
  lang?: string,
): Promise<TranslationResponse> {
  const fallback = await defaultLanguageCode(deps.db);
  const asked = lang ? await findLanguageByCode(deps.db, lang) : undefined;
  const language = asked && !asked.removed_at ? asked.code : fallback;
  const rows = await pageStrings(deps.db, pageCode, [...new Set([fallback, language])]);
  const strings: Record<string, string> = {};
  for (const r of rows) if (r.language_code === fallback) strings[r.key] = r.value;
  if (language !== fallback) for (const r of rows) if (r.language_code === language) strings[r.key] = r.value;
  return { page_code: pageCode, language, strings };
}

/** A text page (consensus, work instructions) from its page code's `title` and `content`. */
export async function textPage(deps: Deps, pageCode: string, lang?: string): Promise<ParticipantTextPage> {
  const { strings } = await pageTranslation(deps, pageCode, lang);
  return { title: strings.title ?? '', content: strings.content ?? '' };
}
