import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// Instrument translation queries, and the master languages they are written in (live ones only).

export function findDefaultLanguage(db: Db) {
  return db
    .selectFrom('master_languages')
    .select('code')
    .where('is_default', '=', 1)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function listLiveLanguageCodes(db: Db) {
  return db.selectFrom('master_languages').select('code').where('removed_at', 'is', null).execute();
}

/** The live languages other than `except`, by code. */
export function listOtherLanguages(db: Db, except: string) {
  return db
    .selectFrom('master_languages')
    .select(['code', 'name'])
    .where('removed_at', 'is', null)
    .where('code', '!=', except)
    .orderBy('code')
    .execute();
}

/** The texts of an instrument, with its id: what translating it needs. */
export function findLiveInstrumentTexts(db: Db, id: number) {
  return db
    .selectFrom('instruments')
    .select(['id', 'name', 'instructions', 'content_json'])
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function findInstrumentTranslation(db: Db, instrumentId: number, language: string) {
  return db
    .selectFrom('instrument_translations')
    .select('texts_json')
    .where('instrument_id', '=', instrumentId)
    .where('language_code', '=', language)
    .executeTakeFirst();
}

export function listInstrumentTranslations(db: Db, instrumentId: number) {
  return db
    .selectFrom('instrument_translations')
    .select(['language_code', 'texts_json'])
    .where('instrument_id', '=', instrumentId)
    .execute();
}

export function listTranslationsOfInstruments(db: Db, instrumentIds: number[]) {
  return db
    .selectFrom('instrument_translations')
    .select(['instrument_id', 'language_code', 'texts_json'])
    .where('instrument_id', 'in', instrumentIds)
    .execute();
}

const translationRow = (instrumentId: number, language: string, textsJson: string, now: string) => ({
  instrument_id: instrumentId,
  language_code: language,
  texts_json: textsJson,
  created_at: now,
  updated_at: now,
});

/** Saves an instrument's texts in a language, replacing those saved before. */
export async function upsertInstrumentTranslation(
  db: Db,
  instrumentId: number,
  language: string,
  textsJson: string,
  now: string,
) {
  await db
    .insertInto('instrument_translations')
    .values(translationRow(instrumentId, language, textsJson, now))
    .onConflict((oc) =>
      oc.columns(['instrument_id', 'language_code']).doUpdateSet({ texts_json: textsJson, updated_at: now }),
    )
    .execute();
}

/**
 * Every live instrument × live master language (of one language when given): the translation
 * overview's rows before filtering, sorting and paging.
 */
export function instrumentLanguagePairs(db: Db, languageCode?: string) {
  let pairs = db
    .selectFrom('instruments')
    .innerJoin('master_languages', (join) => join.onTrue())
    .where('instruments.removed_at', 'is', null)
    .where('master_languages.removed_at', 'is', null);
  if (languageCode) pairs = pairs.where('master_languages.code', '=', languageCode);
  return pairs;
}

/** The saved translations of some instruments in one language. */
export function listTranslationsInLanguage(db: Db, instrumentIds: number[], language: string) {
  return db
    .selectFrom('instrument_translations')
    .select(['instrument_id', 'texts_json'])
    .where('instrument_id', 'in', instrumentIds)
    .where('language_code', '=', language)
    .execute();
}
