import {
  INSTRUMENT_PACKAGE_FORMAT,
  INSTRUMENT_PACKAGE_VERSION,
  type InstrumentPackage,
  type instrumentImportRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { indicatorCodesUsed, parseContent, type StoredItem } from './instrument-content';
import { baseTexts } from './instrument-texts';
import { deleteInstrument, findLiveInstrument, listIndicatorsByCode } from './instruments.repository';
import { createInstrument, saveContent } from './instruments.service';
import {
  insertInstrumentTranslation,
  listInstrumentTranslations,
  listLiveLanguageCodes,
} from './translations.repository';

async function liveInstrument(deps: Deps, id: number) {
  const row = await findLiveInstrument(deps.db, id);
  if (!row) throw notFound('Instrument');
  return row;
}

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
    await insertInstrumentTranslation(deps.db, created.id, language, JSON.stringify(kept), now);
  }
  return { ...created, item_count: saved.item_count };
}

const xmlEscape = (s: string) =>
  s
    .replace(/&(?![a-z]+;|#\d+;)/g, '&amp;')
    .replace(/<(?!\/?(p|b|i|em|strong|u|s|sub|sup|ul|ol|li|br|img|span|blockquote|code|pre|a)\b)/g, '&lt;');
/** Sanitised HTML as XHTML for QTI (void elements closed). */
const xhtml = (html: string) => xmlEscape(html).replace(/<(br|img)([^>]*?)\s*\/?>/g, '<$1$2/>');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type ChoiceItem = Extract<StoredItem, { type: 'single' | 'multiple' }>;
const isChoiceItem = (item: StoredItem): item is ChoiceItem =>
  item.type === 'single' || item.type === 'multiple';

/**
 * One choice item as a QTI 2.2 assessmentItem (choiceInteraction, match_correct): a single-choice
 * item with single cardinality, a multiple-choice item with multiple cardinality and its choice
 * limits (all-or-nothing scoring, which is what match_correct does).
 */
export function qtiItem(item: ChoiceItem, title: string): string {
  const multiple = item.type === 'multiple';
  const keys = multiple ? (item.keys ?? []) : typeof item.key === 'string' ? [item.key] : [];
  const choices = item.options
    .map((o) => `      <simpleChoice identifier="${attr(o.id)}">${xhtml(o.text)}</simpleChoice>`)
    .join('\n');
  const limits = multiple
    ? ` maxChoices="${item.max_choices ?? 0}"${item.min_choices ? ` minChoices="${item.min_choices}"` : ''}`
    : ' maxChoices="1"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p2 http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2.xsd"
  identifier="${attr(item.id)}" title="${attr(title)}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="${multiple ? 'multiple' : 'single'}" baseType="identifier">${
    keys.length
      ? `\n    <correctResponse>${keys.map((k) => `<value>${attr(k)}</value>`).join('')}</correctResponse>\n  `
      : ''
  }</responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <div>${xhtml(item.stem)}</div>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false"${limits}>
${choices}
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>
`;
}

/** QTI 2.2 export of the instrument's single- and multiple-choice items; other types are listed as skipped. */
export async function exportQti(deps: Deps, id: number) {
  const row = await liveInstrument(deps, id);
  const items = parseContent(row.content_json).sections.flatMap((s) => s.items);
  return {
    items: items.flatMap((item, i) =>
      isChoiceItem(item)
        ? [{ item_id: item.id, identifier: item.id, xml: qtiItem(item, `${row.code} ${i + 1}`) }]
        : [],
    ),
    skipped: items.filter((i) => !isChoiceItem(i)).map((i) => ({ item_id: i.id, type: i.type })),
  };
}
