import type { InstrumentTranslationResponse } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { isMasterLanguage } from '../languages/languages.service';
import { parseContent, sanitizeRichText } from './instrument-content';
import { baseTexts, INSTRUMENT_NAME_KEY } from './instrument-texts';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { liveInstrumentTexts } from './live-instrument';
import {
  findDefaultLanguage,
  findInstrumentTranslation,
  listOtherLanguages,
  upsertInstrumentTranslation,
} from './translations.repository';

/** The base language of instrument texts: the default master language (Indonesian). */
export async function baseLanguage(deps: Deps): Promise<string> {
  const row = await findDefaultLanguage(deps.db);
  return row?.code ?? 'id';
}

/** A master language other than the base one, or a 400 naming it. */
export async function checkTranslationLanguage(deps: Deps, language: string): Promise<string> {
  if (!(await isMasterLanguage(deps, language)))
    throw fieldError('language', fillMessage(M.unknownLanguage, { code: language }));
  const base = await baseLanguage(deps);
  if (language === base) throw fieldError('language', fillMessage(M.baseLanguage, { code: language }));
  return base;
}

/** Saved translations of an instrument in a language (key → text). */
export async function translatedTexts(deps: Deps, instrumentId: number, language: string) {
  const row = await findInstrumentTranslation(deps.db, instrumentId, language);
  return row ? (JSON.parse(row.texts_json) as Record<string, string>) : {};
}

/**
 * Reads an instrument's texts in a language beside the base texts; with `texts`, first saves them
 * (sanitised; an empty text removes the translation so the base text shows).
 */
export async function instrumentTranslation(
  deps: Deps,
  request: { id: number; language?: string; texts?: Record<string, string> },
): Promise<InstrumentTranslationResponse> {
  const row = await liveInstrumentTexts(deps, request.id);
  const baseCode = await baseLanguage(deps);
  const languages = await listOtherLanguages(deps.db, baseCode);
  const language = request.language ?? languages[0]?.code;
  if (!language) throw fieldError('language', M.noOtherLanguage);
  const input = { ...request, language };
  const base = await checkTranslationLanguage(deps, input.language);
  const texts = baseTexts(parseContent(row.content_json), row.instructions, row.name);
  let saved = await translatedTexts(deps, input.id, input.language);
  if (input.texts) {
    const next = { ...saved };
    for (const [key, text] of Object.entries(input.texts)) {
      if (!texts.has(key)) throw fieldError(`texts.${key}`, M.notAText);
      // The name is shown as plain text everywhere (lists, PDF reports), so it is kept as typed.
      const clean = key === INSTRUMENT_NAME_KEY ? text.trim().slice(0, 200) : sanitizeRichText(text);
      if (clean) next[key] = clean;
      else delete next[key];
    }
    const now = nowIso();
    await upsertInstrumentTranslation(deps.db, input.id, input.language, JSON.stringify(next), now);
    saved = next;
  }
  const entries = [...texts].map(([key, baseText]) => ({ key, base: baseText, text: saved[key] ?? null }));
  return {
    instrument_id: input.id,
    language: input.language,
    base_language: base,
    languages,
    translated: entries.filter((e) => e.text !== null).length,
    entries,
  };
}
