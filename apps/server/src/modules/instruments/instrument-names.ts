import type { Deps } from '../../deps';
import { INSTRUMENT_NAME_KEY } from './instrument-texts';
import { listTranslationsInLanguage, listTranslationsOfInstruments } from './translations.repository';

/**
 * The translated names of some instruments in a language, by instrument id; an instrument whose
 * name is not translated is absent, so its reader sees the base name.
 */
export async function translatedInstrumentNames(
  deps: Deps,
  instrumentIds: readonly number[],
  language: string | null | undefined,
): Promise<Map<number, string>> {
  const ids = [...new Set(instrumentIds)];
  const names = new Map<number, string>();
  if (!language || ids.length === 0) return names;
  for (const row of await listTranslationsInLanguage(deps.db, ids, language)) {
    const name = (JSON.parse(row.texts_json) as Record<string, string>)[INSTRUMENT_NAME_KEY];
    if (name) names.set(row.instrument_id, name);
  }
  return names;
}

/** Rows naming an instrument, with each name in the reader's language where it is translated. */
export async function withInstrumentNamesIn<T extends { instrument_id: number; instrument_name: string }>(
  deps: Deps,
  rows: readonly T[],
  language: string | null | undefined,
): Promise<T[]> {
  const names = await translatedInstrumentNames(
    deps,
    rows.map((r) => r.instrument_id),
    language,
  );
  return rows.map((r) => ({ ...r, instrument_name: names.get(r.instrument_id) ?? r.instrument_name }));
}

/** Every saved translation of some instruments' names: instrument id → language → name. */
export async function instrumentNameTranslations(
  deps: Deps,
  instrumentIds: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  const ids = [...new Set(instrumentIds)];
  const out = new Map<number, Record<string, string>>();
  if (ids.length === 0) return out;
  for (const row of await listTranslationsOfInstruments(deps.db, ids)) {
    const name = (JSON.parse(row.texts_json) as Record<string, string>)[INSTRUMENT_NAME_KEY];
    if (name) out.set(row.instrument_id, { ...out.get(row.instrument_id), [row.language_code]: name });
  }
  return out;
}
