import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// The only file with master-language and master-translation queries. Removed rows are never returned.

export const liveLanguages = (db: Db) => db.selectFrom('master_languages').where('removed_at', 'is', null);

export function findLanguage(db: Db, id: number) {
  return liveLanguages(db).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLanguageByCode(db: Db, code: string) {
  return db.selectFrom('master_languages').selectAll().where('code', '=', code).executeTakeFirst();
}

export function languageList(db: Db) {
  return liveLanguages(db)
    .select(['code', 'name', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}

export async function defaultLanguageCode(db: Db): Promise<string> {
  const row = await liveLanguages(db).select('code').where('is_default', '=', 1).executeTakeFirst();
  return row?.code ?? 'id';
}

export const liveTranslations = (db: Db) =>
  db.selectFrom('master_translations as t').where('t.removed_at', 'is', null);

export function findTranslation(db: Db, id: number) {
  return liveTranslations(db).selectAll('t').where('t.id', '=', id).executeTakeFirst();
}

/** Any row (removed too) of this page_code × key × language_code: the unique index counts removed rows. */
export function findTranslationSlot(db: Db, pageCode: string, key: string, languageCode: string) {
  return db
    .selectFrom('master_translations')
    .selectAll()
    .where('page_code', '=', pageCode)
    .where('key', '=', key)
    .where('language_code', '=', languageCode)
    .executeTakeFirst();
}

export function pageStrings(db: Db, pageCode: string, languages: string[]) {
  return liveTranslations(db)
    .select(['t.key', 't.language_code', 't.value'])
    .where('t.page_code', '=', pageCode)
    .where('t.language_code', 'in', languages)
    .execute();
}
