import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere, wholeRowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with master-language and master-translation queries. Removed rows are never returned.

export const liveLanguages = (db: Db) => db.selectFrom('master_languages').where('removed_at', 'is', null);

/** The datatable rows: live languages with their columns. */
export function languageTableRows(db: Db) {
  return liveLanguages(db).select(['id', 'code', 'name', 'is_default', 'created_at', 'updated_at']);
}

export function findLanguage(db: Db, id: number) {
  return liveLanguages(db).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLanguageByCode(db: Db, code: string) {
  return wholeRowWhere(db, 'master_languages', { code });
}

export function findLiveLanguageCode(db: Db, code: string) {
  return rowWhere(db, 'master_languages', ['code'], { code, removed_at: null });
}

export function languageList(db: Db) {
  return liveLanguages(db)
    .select(['code', 'name', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export async function defaultLanguageCode(db: Db): Promise<string> {
  const row = await rowWhere(db, 'master_languages', ['code'], { is_default: 1, removed_at: null });
  return row?.code ?? 'id';
}

export interface NewLanguage {
  code: string;
  name: string;
  isDefault: boolean;
}

/** Takes the default flag off whichever language holds it (before another one takes it). */
export function clearDefaultLanguage(db: Db, now: string) {
  return db
    .updateTable('master_languages')
    .set({ is_default: 0, updated_at: now })
    .where('is_default', '=', 1)
    .execute();
}

export async function insertLanguage(db: Db, l: NewLanguage, now: string): Promise<number> {
  const row = await db
    .insertInto('master_languages')
    .values({
      code: l.code,
      name: l.name,
      is_default: l.isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateLanguageRow(db: Db, id: number, l: NewLanguage, now: string) {
  return db
    .updateTable('master_languages')
    .set({ code: l.code, name: l.name, is_default: l.isDefault ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Moves every translation of a language to its new code. */
export function renameTranslationLanguage(db: Db, fromCode: string, toCode: string, now: string) {
  return db
    .updateTable('master_translations')
    .set({ language_code: toCode, updated_at: now })
    .where('language_code', '=', fromCode)
    .execute();
}

export function markLanguageRemoved(db: Db, id: number) {
  return db
    .updateTable('master_languages')
    .set({ removed_at: nowIso(), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export const liveTranslations = (db: Db) =>
  db.selectFrom('master_translations as t').where('t.removed_at', 'is', null);

/** The datatable rows: live translations, narrowed to a page and/or a language when given. */
export function translationTableRows(db: Db, filter: { page_code?: string; language_code?: string }) {
  let base = liveTranslations(db);
  if (filter.page_code) base = base.where('t.page_code', '=', filter.page_code);
  if (filter.language_code) base = base.where('t.language_code', '=', filter.language_code);
  return base.select([
    't.id',
    't.page_code',
    't.key',
    't.language_code',
    't.value',
    't.created_at',
    't.updated_at',
  ]);
}

export function findTranslation(db: Db, id: number) {
  return liveTranslations(db).selectAll('t').where('t.id', '=', id).executeTakeFirst();
}

/** Any row (removed too) of this page_code × key × language_code: the unique index counts removed rows. */
export function findTranslationSlot(db: Db, pageCode: string, key: string, languageCode: string) {
  return wholeRowWhere(db, 'master_translations', { page_code: pageCode, key, language_code: languageCode });
}

export function pageStrings(db: Db, pageCode: string, languages: string[]) {
  return liveTranslations(db)
    .select(['t.key', 't.language_code', 't.value'])
    .where('t.page_code', '=', pageCode)
    .where('t.language_code', 'in', languages)
    .execute();
}

export interface TranslationValues {
  page_code: string;
  key: string;
  language_code: string;
  value: string;
}

export async function insertTranslation(db: Db, t: TranslationValues, now: string): Promise<number> {
  const row = await db
    .insertInto('master_translations')
    .values({ ...t, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Brings a removed translation back with a new value. */
export function restoreTranslation(db: Db, id: number, value: string, now: string) {
  return db
    .updateTable('master_translations')
    .set({ value, removed_at: null, created_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function updateTranslationRow(db: Db, id: number, t: TranslationValues, now: string) {
  return db
    .updateTable('master_translations')
    .set({
      page_code: t.page_code,
      key: t.key,
      language_code: t.language_code,
      value: t.value,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export function deleteTranslation(db: Db, id: number) {
  return db.deleteFrom('master_translations').where('id', '=', id).execute();
}

export function markTranslationRemoved(db: Db, id: number, now: string) {
  return db
    .updateTable('master_translations')
    .set({ removed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}
