import type { VariationContentRequest, VariationDetail, VariationNewRequest } from '@asesa/contracts';
import { isUniqueViolation } from '../../db/unique';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { fillMessage, joinMessages, type ServerMessage } from '../../lib/server-messages';
import { parseContent, publishProblems, type StoredContent } from './instrument-content';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { findInstrumentVersionContent, findLiveInstrumentContent } from './instruments.repository';
import { indicatorCatalogue } from './instruments.service';
import {
  findVariation,
  findVariationByCode,
  insertVariation,
  markVariationRemoved,
  updateVariationRow,
} from './variations.repository';

interface VariationContent {
  sections: { title: string; time_limit_seconds: number | null; item_ids: string[] }[];
}

type Row = NonNullable<Awaited<ReturnType<typeof findVariation>>>;

async function liveVariation(deps: Deps, id: number) {
  const row = await findVariation(deps.db, id);
  if (!row) throw notFound('Variation');
  return row;
}

async function baseInstrument(deps: Deps, id: number) {
  const row = await findLiveInstrumentContent(deps.db, id);
  if (!row) throw notFound('Instrument');
  return row;
}

const detail = (row: Row): VariationDetail => {
  const content = JSON.parse(row.content_json) as VariationContent;
  return {
    id: row.id,
    instrument_id: row.instrument_id,
    code: row.code,
    name: row.name,
    status: row.status,
    version: row.version,
    item_count: content.sections.reduce((n, s) => n + s.item_ids.length, 0),
    sections: content.sections,
    updated_at: row.updated_at,
  };
};

const codeTaken = (code: string) => conflict(fillMessage(M.variationCodeTaken, { code }), 'code');

/** A new variation starts as the whole base instrument: its sections, time limits and item order. */
export async function createVariation(deps: Deps, input: VariationNewRequest) {
  const base = await baseInstrument(deps, input.instrument_id);
  const taken = await findVariationByCode(deps.db, input.instrument_id, input.code);
  if (taken) throw codeTaken(input.code);
  const content: VariationContent = {
    sections: parseContent(base.content_json).sections.map((s) => ({
      title: s.title,
      time_limit_seconds: s.time_limit_seconds,
      item_ids: s.items.map((i) => i.id),
    })),
  };
  const now = nowIso();
  const row = await insertVariation(deps.db, {
    instrument_id: input.instrument_id,
    code: input.code,
    name: input.name,
    status: 'draft',
    version: 0,
    content_json: JSON.stringify(content),
    published_json: null,
    created_at: now,
    updated_at: now,
  }).catch((err) => {
    throw isUniqueViolation(err) ? codeTaken(input.code) : err;
  });
  return detail(row);
}

export async function variationDetail(deps: Deps, id: number) {
  return detail(await liveVariation(deps, id));
}

export async function updateVariation(deps: Deps, input: { id: number; code: string; name: string }) {
  const row = await liveVariation(deps, input.id);
  const taken = await findVariationByCode(deps.db, row.instrument_id, input.code, input.id);
  if (taken) throw codeTaken(input.code);
  const updated = await updateVariationRow(deps.db, input.id, {
    code: input.code,
    name: input.name,
    updated_at: nowIso(),
  });
  return detail(updated);
}

/** Saves the variation's sections; every item id must be an item of the base instrument, used once. */
export async function saveVariationContent(deps: Deps, input: VariationContentRequest) {
  const row = await liveVariation(deps, input.id);
  const base = await baseInstrument(deps, row.instrument_id);
  const baseIds = new Set(parseContent(base.content_json).sections.flatMap((s) => s.items.map((i) => i.id)));
  const seen = new Set<string>();
  for (const [si, s] of input.sections.entries()) {
    for (const [ii, itemId] of s.item_ids.entries()) {
      const field = `sections.${si}.item_ids.${ii}`;
      if (!baseIds.has(itemId)) throw fieldError(field, fillMessage(M.notAnItem, { item: itemId }));
      if (seen.has(itemId)) throw fieldError(field, fillMessage(M.itemListedTwice, { item: itemId }));
      seen.add(itemId);
    }
  }
  const content: VariationContent = {
    sections: input.sections.map((s) => ({
      title: s.title,
      time_limit_seconds: s.time_limit_seconds ?? null,
      item_ids: s.item_ids,
    })),
  };
  const updated = await updateVariationRow(deps.db, input.id, {
    content_json: JSON.stringify(content),
    status: 'draft',
    updated_at: nowIso(),
  });
  return detail(updated);
}

export async function removeVariation(deps: Deps, id: number) {
  await liveVariation(deps, id);
  await markVariationRemoved(deps.db, id);
  return { ok: true };
}

/**
 * Publishes the variation as its base items resolved from the base instrument's latest published
 * version, after listing every problem (unpublished base, items gone, and the usual item checks).
 */
export async function submitVariation(deps: Deps, id: number) {
  const row = await liveVariation(deps, id);
  const base = await baseInstrument(deps, row.instrument_id);
  const content = JSON.parse(row.content_json) as VariationContent;
  const published = await findInstrumentVersionContent(deps.db, row.instrument_id, base.version);
  if (!published) throw badRequest(M.variationNoPublished, 'id');
  const items = new Map(
    parseContent(published.content_json).sections.flatMap((s) => s.items.map((i) => [i.id, i])),
  );
  const problems: ServerMessage[] = [];
  const resolved: StoredContent = {
    sections: content.sections.map((s, si) => ({
      id: `s_v${si + 1}`,
      title: s.title,
      time_limit_seconds: s.time_limit_seconds,
      navigation: 'free' as const,
      items: s.item_ids.flatMap((itemId) => {
        const item = items.get(itemId);
        if (!item)
          problems.push(
            fillMessage(M.variationItemGone, {
              where: fillMessage(M.section, { n: si + 1, title: s.title }),
              item: itemId,
            }),
          );
        return item ? [item] : [];
      }),
    })),
  };
  problems.push(...publishProblems(resolved, await indicatorCatalogue(deps)));
  if (problems.length)
    throw badRequest(
      fillMessage(M.variationCannotPublish, { problems: joinMessages(problems, ' ') }),
      'sections',
    );
  const updated = await updateVariationRow(deps.db, id, {
    status: 'published',
    version: row.version + 1,
    published_json: JSON.stringify(resolved),
    updated_at: nowIso(),
  });
  return detail(updated);
}
