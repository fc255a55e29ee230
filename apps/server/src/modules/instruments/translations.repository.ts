import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// Instrument translation queries, and the master languages they are written in (live ones only).

export function findDefaultLanguage(db: Db) {
  return rowWhere(db, 'master_languages', ['code'], { is_default: 1, removed_at: null });
}

export function listLiveLanguageCodes(db: Db) {
  return rowsWhere(db, 'master_languages', ['code'], { removed_at: null });
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
  const texts = ['id', 'name', 'instructions', 'content_json'] as const;
  return rowWhere(db, 'instruments', texts, { id, removed_at: null });
}

export function findInstrumentTranslation(db: Db, instrumentId: number, language: string) {
  const match = { instrument_id: instrumentId, language_code: language };
  return rowWhere(db, 'instrument_translations', ['texts_json'], match);
}

export function listInstrumentTranslations(db: Db, instrumentId: number) {
  const columns = ['language_code', 'texts_json'] as const;
  return rowsWhere(db, 'instrument_translations', columns, { instrument_id: instrumentId });
}

export function listTranslationsOfInstruments(db: Db, instrumentIds: number[]) {
  const translationColumns = ['instrument_id', 'language_code', 'texts_json'] as const;
  return rowsWhere(db, 'instrument_translations', translationColumns, { instrument_id: instrumentIds });
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
  const match = { instrument_id: instrumentIds, language_code: language };
  return rowsWhere(db, 'instrument_translations', ['instrument_id', 'texts_json'], match);
}
