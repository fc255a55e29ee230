import {
  INSTRUMENT_PACKAGE_FORMAT,
  INSTRUMENT_PACKAGE_VERSION,
  type InstrumentPackage,
  type instrumentImportRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { indicatorCodesUsed, parseContent } from './instrument-content';
import { baseTexts } from './instrument-texts';
import { deleteInstrument, listIndicatorsByCode } from './instruments.repository';
import { createInstrument, saveContent } from './instruments.service';
import { liveInstrument } from './live-instrument';
import {
  listInstrumentTranslations,
  listLiveLanguageCodes,
  upsertInstrumentTranslation,
} from './translations.repository';

/** The instrument's draft content, the indicators it names and its translations, as one JSON package. */
export async function exportPackage(deps: Deps, id: number): Promise<InstrumentPackage> {
  const row = await liveInstrument(deps, id);
  const content = parseContent(row.content_json);
  const used = [...indicatorCodesUsed(content).keys()];
  const indicators = used.length ? await listIndicatorsByCode(deps.db, used) : [];
  const translations = await listInstrumentTranslations(deps.db, id);
  return {
    format: INSTRUMENT_PACKAGE_FORMAT,
    format_version: INSTRUMENT_PACKAGE_VERSION,
    instrument: { code: row.code, name: row.name, kind: row.kind, instructions: row.instructions },
    sections: content.sections,
    indicators,
    translations: Object.fromEntries(translations.map((t) => [t.language_code, JSON.parse(t.texts_json)])),
  };
}

/**
 * Creates a draft instrument from a package. Items keep their ids, so translations keep their
 * keys; indicators must exist here (an unknown one answers 400 naming the item), and
 * translations into languages this installation lacks are left out.
 */
export async function importPackage(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof instrumentImportRequest>,
) {
  const pkg = input.package;
  const created = await createInstrument(deps, actor, {
    ...pkg.instrument,
    code: input.code ?? pkg.instrument.code,
  });
  try {
    if (pkg.sections.length) await saveContent(deps, { id: created.id, sections: pkg.sections });
  } catch (err) {
    await deleteInstrument(deps.db, created.id);
    throw err;
  }
  const saved = await liveInstrument(deps, created.id);
  const keys = baseTexts(parseContent(saved.content_json), saved.instructions, saved.name);
  const languages = new Set((await listLiveLanguageCodes(deps.db)).map((l) => l.code));
  const now = nowIso();
  for (const [language, texts] of Object.entries(pkg.translations)) {
    if (!languages.has(language)) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([key]) => keys.has(key)));
    await upsertInstrumentTranslation(deps.db, created.id, language, JSON.stringify(kept), now);
  }
  return { ...created, item_count: saved.item_count };
}
