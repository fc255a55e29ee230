import type {
  datatableQuery,
  IndicatorColumn,
  InstrumentContentRequest,
  InstrumentDetail,
  InstrumentDuplicateRequest,
  InstrumentIndicator,
  InstrumentNewRequest,
  InstrumentSummary,
  InstrumentUpdateRequest,
  IrtParams,
  PublishedCalibration,
  TestSurveyResponse,
} from '@asesa/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique';
import type { Actor, Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { fillMessage, joinMessages } from '../../lib/server-messages';
import { storeImage } from '../../lib/storage';
import { adaptivePublishProblems } from './adaptive-simulation.service';
import {
  type IndicatorCatalogue,
  indicatorCodesUsed,
  itemCount,
  normaliseContent,
  parseContent,
  participantItem,
  publishProblems,
  type StoredContent,
  sanitizeRichText,
} from './instrument-content';
import { localiseContent } from './instrument-texts';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import {
  findInstrumentByCode,
  findInstrumentVersionContent,
  findLiveInstrumentContent,
  insertInstrument,
  insertInstrumentVersion,
  listLiveIndicators,
  listPublishedInstruments,
  liveInstruments,
  markInstrumentRemoved,
  updateInstrumentRow,
} from './instruments.repository';
import { liveInstrument } from './live-instrument';
import { baseLanguage, checkTranslationLanguage, translatedTexts } from './translations.service';
import { listInstrumentVariations } from './variations.repository';

const SUMMARY_COLUMNS = [
  'id',
  'code',
  'name',
  'kind',
  'status',
  'version',
  'item_count',
  'created_at',
] as const;

type Row = Awaited<ReturnType<typeof liveInstrument>>;
const summary = (r: Row): InstrumentSummary => ({
  id: r.id,
  code: r.code,
  name: r.name,
  kind: r.kind,
  status: r.status,
  version: r.version,
  item_count: r.item_count,
  created_at: r.created_at,
});
const detail = (r: Row): InstrumentDetail => ({
  ...summary(r),
  instructions: r.instructions,
  updated_at: r.updated_at,
  sections: parseContent(r.content_json).sections,
});

export function listInstruments(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const base = liveInstruments(deps.db);
  return runDatatable<InstrumentSummary>(
    base,
    query,
    {
      columns: Object.fromEntries(SUMMARY_COLUMNS.map((c) => [c, c])),
      searchable: ['code', 'name'],
      defaultColumn: 'id',
    },
    (q) => q.select([...SUMMARY_COLUMNS]),
  );
}

/** Published instruments for pickers (project creation). */
export function compactInstruments(deps: Deps) {
  return listPublishedInstruments(deps.db);
}

export async function createInstrument(
  deps: Deps,
  actor: Actor,
  input: InstrumentNewRequest & { instructions: string },
  content = JSON.stringify({ sections: [] }),
  items = 0,
) {
  const taken = await findInstrumentByCode(deps.db, input.code);
  const codeTaken = () => conflict(fillMessage(M.codeTaken, { code: input.code }), 'code');
  if (taken) throw codeTaken();
  const now = nowIso();
  const row = await insertInstrument(deps.db, {
    code: input.code,
    name: input.name,
    kind: input.kind,
    instructions: sanitizeRichText(input.instructions),
    status: 'draft',
    version: 0,
    content_json: content,
    item_count: items,
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  }).catch((err) => {
    throw isUniqueViolation(err) ? codeTaken() : err;
  });
  return summary(row);
}

/** Name, kind and instructions; the content has its own call. */
export async function updateInstrument(
  deps: Deps,
  input: InstrumentUpdateRequest & { instructions: string },
) {
  await liveInstrument(deps, input.id);
  const row = await updateInstrumentRow(deps.db, input.id, {
    name: input.name,
    kind: input.kind,
    instructions: sanitizeRichText(input.instructions),
    status: 'draft',
    updated_at: nowIso(),
  });
  return summary(row);
}

/** Soft removal; published versions stay, so projects that run on them are untouched. */
export async function removeInstrument(deps: Deps, id: number) {
  await liveInstrument(deps, id);
  await markInstrumentRemoved(deps.db, id);
  return { ok: true };
}

/** A draft copy of the current content under a new code. */
export async function duplicateInstrument(deps: Deps, actor: Actor, input: InstrumentDuplicateRequest) {
  const source = await liveInstrument(deps, input.id);
  return createInstrument(
    deps,
    actor,
    {
      code: input.code,
      name: input.name ?? `${source.name} (copy)`,
      kind: source.kind,
      instructions: source.instructions,
    },
    source.content_json,
    source.item_count,
  );
}

/** The draft as a participant would see it: the same shaping the participant pages use, so no keys. */
export async function testSurvey(deps: Deps, id: number, language?: string): Promise<TestSurveyResponse> {
  const row = await liveInstrument(deps, id);
  let content = parseContent(row.content_json);
  let instructions = row.instructions;
  if (language && language !== (await baseLanguage(deps))) {
    await checkTranslationLanguage(deps, language);
    const texts = await translatedTexts(deps, id, language);
    content = localiseContent(content, texts);
    instructions = texts.instructions || instructions;
  }
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    instructions,
    sections: content.sections.map((s) => ({
      id: s.id,
      title: s.title,
      time_limit_seconds: s.time_limit_seconds,
      navigation: s.navigation,
      items: s.items.map(participantItem),
    })),
  };
}

/** Live indicators with their dimensions (removed dimensions' indicators do not count). */
function liveIndicators(deps: Deps) {
  return listLiveIndicators(deps.db);
}

export async function indicatorCatalogue(deps: Deps): Promise<IndicatorCatalogue> {
  const rows = await liveIndicators(deps);
  const indicatorsOf = new Map<string, string[]>();
  for (const r of rows)
    indicatorsOf.set(r.dimension_code, [...(indicatorsOf.get(r.dimension_code) ?? []), r.code]);
  return { dimensionOf: new Map(rows.map((r) => [r.code, r.dimension_code])), indicatorsOf };
}

/** The indicators an instrument's items use, in dimension and indicator order. */
export async function instrumentIndicators(deps: Deps, id: number): Promise<InstrumentIndicator[]> {
  const used = indicatorCodesUsed(parseContent((await liveInstrument(deps, id)).content_json));
  return (await liveIndicators(deps))
    .filter((r) => used.has(r.code))
    .map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      dimension_id: r.dimension_id,
      dimension_code: r.dimension_code,
      dimension_name: r.dimension_name,
      item_count: used.get(r.code) ?? 0,
    }));
}

/** One score-table column per indicator the instrument uses (data = the indicator code). */
export async function indicatorColumns(deps: Deps, id: number): Promise<IndicatorColumn[]> {
  return (await instrumentIndicators(deps, id)).map((i) => ({
    data: i.code,
    title: i.name,
    dimension: i.dimension_name,
  }));
}

/** Images in item and option texts: checked by content, re-encoded, stored under uploads/items. */
export const ITEM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ITEM_IMAGE_RULES = {
  folder: 'items',
  formats: ['png', 'jpeg', 'webp', 'gif'] as const,
  field: 'image',
  notImageMessage: M.notImage,
  thumbnailSize: 320,
};

export async function uploadItemImage(deps: Deps, file: UploadedFile, instrumentId?: number) {
  if (instrumentId !== undefined) await liveInstrument(deps, instrumentId);
  return storeImage(deps.env, file.buffer, ITEM_IMAGE_RULES);
}

export async function instrumentDetail(deps: Deps, id: number) {
  const variations = await listInstrumentVariations(deps.db, id);
  return { ...detail(await liveInstrument(deps, id)), variations };
}

/** Saves the draft content. Published versions are snapshots, so projects running on them are untouched. */
/** A live instrument's draft content, parsed; null for an unknown or removed instrument. */
export async function liveInstrumentContent(deps: Deps, id: number): Promise<StoredContent | null> {
  const row = await findLiveInstrumentContent(deps.db, id);
  return row?.content_json ? parseContent(row.content_json) : null;
}

export async function saveContent(deps: Deps, input: InstrumentContentRequest) {
  await liveInstrument(deps, input.id);
  const known = new Set((await liveIndicators(deps)).map((r) => r.code));
  const content = normaliseContent(input.sections, known);
  const row = await updateInstrumentRow(deps.db, input.id, {
    content_json: JSON.stringify(content),
    item_count: itemCount(content),
    status: 'draft',
    updated_at: nowIso(),
  });
  return detail(row);
}

async function checkPublishable(deps: Deps, content: StoredContent, simulatedFor?: number) {
  const problems = publishProblems(content, await indicatorCatalogue(deps));
  // An author's publication also needs each adaptive bank simulated within its exposure ceiling.
  if (simulatedFor !== undefined)
    problems.push(...(await adaptivePublishProblems(deps, simulatedFor, content)));
  if (problems.length)
    throw badRequest(fillMessage(M.cannotPublish, { problems: joinMessages(problems, ' ') }), 'sections');
}

/** A published version of the instrument: its name and instructions as they stand, with this content. */
function insertVersionOf(
  db: Parameters<typeof insertInstrumentVersion>[0],
  instrument: { id: number; name: string; instructions: string },
  published: { version: number; content_json: string; published_at: string },
) {
  const { id, name, instructions } = instrument;
  return insertInstrumentVersion(db, { instrument_id: id, name, instructions, ...published });
}

/** Publishes the draft as a new immutable version, after listing every problem that prevents it. */
export async function submitInstrument(deps: Deps, id: number) {
  const row = await liveInstrument(deps, id);
  await checkPublishable(deps, parseContent(row.content_json), id);
  const version = row.version + 1;
  const now = nowIso();
  return deps.db.transaction().execute(async (trx) => {
    await insertVersionOf(trx, row, { version, content_json: row.content_json, published_at: now });
    const updated = await updateInstrumentRow(trx, id, { status: 'published', version, updated_at: now });
    return summary(updated);
  });
}

/**
 * Publishes version `basedOn` with new IRT parameters on some of its items (everything else of the
 * items as it was) as the next version, the draft taking the same items; `provenance` is kept in
 * the version's content as `calibration`, so the parameters can be traced to what estimated them.
 * Only while `basedOn` is still the newest version and the draft holds no changes since: otherwise
 * the new version would silently drop the later edits. Answers null when the instrument has moved on.
 */
export async function publishIrtParameters(
  deps: Deps,
  id: number,
  basedOn: number,
  irt: ReadonlyMap<string, IrtParams>,
  provenance: PublishedCalibration,
): Promise<{ version: number; items_updated: number } | null> {
  const row = await liveInstrument(deps, id);
  const base = await findInstrumentVersionContent(deps.db, id, basedOn);
  if (!base || row.version !== basedOn || row.status !== 'published') return null;
  const content = parseContent(base.content_json);
  let updated = 0;
  const sections = content.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const params = irt.get(item.id ?? '');
      if (!params) return item;
      updated++;
      return { ...item, irt: params };
    }),
  }));
  // Sections only: a `calibration` of the version it was made from does not describe this one.
  const draft: StoredContent = { sections };
  await checkPublishable(deps, draft);
  const version = basedOn + 1;
  const now = nowIso();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const content_json = JSON.stringify({ ...draft, calibration: provenance });
      await insertVersionOf(trx, row, { version, content_json, published_at: now });
      await updateInstrumentRow(trx, id, {
        content_json: JSON.stringify(draft),
        status: 'published',
        version,
        updated_at: now,
      });
    });
  } catch (err) {
    // Another publication took this version number first.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return { version, items_updated: updated };
}
