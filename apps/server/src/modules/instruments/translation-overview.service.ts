import type { TranslationOverviewRow, translationOverviewRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { isMasterLanguage } from '../languages/languages.service';
import { parseContent } from './instrument-content';
import { baseTexts, translationCompleteness } from './instrument-texts';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { instrumentLanguagePairs, listTranslationsOfInstruments } from './translations.repository';
import { baseLanguage } from './translations.service';

type Request = z.output<typeof translationOverviewRequest>;

interface PairRow {
  instrument_id: number;
  code: string;
  name: string;
  instrument_status: TranslationOverviewRow['instrument_status'];
  instructions: string;
  content_json: string;
  language_code: string;
  language_name: string;
}

/**
 * Every live instrument × master language with how much of it is translated. The pairs are
 * filtered, sorted and paged in SQL; completeness needs the parsed content, so it is worked out
 * for the rows of the page only.
 */
export async function translationOverview(deps: Deps, request: Request) {
  if (request.language_code) {
    if (!(await isMasterLanguage(deps, request.language_code)))
      throw fieldError('language_code', fillMessage(M.unknownLanguage, { code: request.language_code }));
  }
  const pairs = instrumentLanguagePairs(deps.db, request.language_code);

  const page = await runDatatable<PairRow>(
    pairs,
    request,
    {
      columns: {
        code: 'instruments.code',
        name: 'instruments.name',
        instrument_status: 'instruments.status',
        language_code: 'master_languages.code',
        language_name: 'master_languages.name',
      },
      searchable: ['code', 'name'],
      defaultColumn: 'code',
    },
    (q) =>
      // Ties (one instrument in many languages) keep a stable order across pages.
      q
        .orderBy('instruments.id')
        .orderBy('master_languages.code')
        .select([
          'instruments.id as instrument_id',
          'instruments.code as code',
          'instruments.name as name',
          'instruments.status as instrument_status',
          'instruments.instructions as instructions',
          'instruments.content_json as content_json',
          'master_languages.code as language_code',
          'master_languages.name as language_name',
        ]),
  );

  const base = await baseLanguage(deps);
  const ids = [...new Set(page.data.map((r) => r.instrument_id))];
  const saved = ids.length ? await listTranslationsOfInstruments(deps.db, ids) : [];
  const savedBy = new Map(
    saved.map((s) => [
      `${s.instrument_id}:${s.language_code}`,
      JSON.parse(s.texts_json) as Record<string, string>,
    ]),
  );
  const textsBy = new Map<number, Map<string, string>>();
  const data: TranslationOverviewRow[] = page.data.map((row) => {
    let texts = textsBy.get(row.instrument_id);
    if (!texts) {
      texts = baseTexts(parseContent(row.content_json), row.instructions, row.name);
      textsBy.set(row.instrument_id, texts);
    }
    const common = {
      instrument_id: row.instrument_id,
      code: row.code,
      name: row.name,
      instrument_status: row.instrument_status,
      language_code: row.language_code,
      language_name: row.language_name,
    };
    if (row.language_code === base)
      return { ...common, total: texts.size, translated: texts.size, percent: 100, state: 'base' };
    const done = translationCompleteness(
      texts,
      savedBy.get(`${row.instrument_id}:${row.language_code}`) ?? {},
    );
    return { ...common, ...done };
  });
  return { ...page, data };
}
