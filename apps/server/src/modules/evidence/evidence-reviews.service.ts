import {
  ITEM_REVIEW_REASONS,
  type ItemReviewFlagRequest,
  type ItemReviewListRequest,
  type ItemReviewResolveRequest,
  type ItemReviewRow,
  REVIEW_STEM_CHARS,
} from '@asesa/contracts';
import { isUniqueViolation } from '../../db/unique';
import type { Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { writeAudit } from '../audit/audit-log';
import { parseContent, type StoredContent } from '../instruments/instrument-content';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import { findLiveInstrument, findVisibleAnalysis } from './evidence.repository';
import { scopeOf } from './evidence.service';
import { itemLabelsOf } from './evidence-items';
import {
  findInstrumentContent,
  findOpenReview,
  findReview,
  insertReview,
  listReviews,
  resolveReview,
  type StoredReview,
} from './evidence-reviews.repository';

const ENTITY = 'evidence/reviews';

/** How authors know the items of an instrument now: "Q3" by position, and the stem as plain text. */
interface ItemNames {
  labels: Record<string, string>;
  stems: Map<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A stem's rich text as one line of plain text, cut to REVIEW_STEM_CHARS. */
function shortStem(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > REVIEW_STEM_CHARS ? `${text.slice(0, REVIEW_STEM_CHARS - 1).trimEnd()}…` : text;
}

/** Labels as the analysis detail gives them (itemLabelsOf), over the instrument's current content. */
function namesOf(content: StoredContent): ItemNames {
  const items = content.sections.flatMap((s) => s.items) as { id: string; stem?: unknown }[];
  return {
    labels: itemLabelsOf(content),
    stems: new Map(items.map((i) => [i.id, typeof i.stem === 'string' ? shortStem(i.stem) : ''])),
  };
}

function rowOf(r: StoredReview, names: ItemNames): ItemReviewRow {
  return {
    id: r.id,
    instrument_id: r.instrument_id,
    item_id: r.item_id,
    item_label: names.labels[r.item_id] ?? null,
    item_stem: names.stems.get(r.item_id) ?? '',
    analysis_id: r.analysis_id,
    instrument_version: Number(r.instrument_version),
    // Stored from the contract's list; an unknown one (an older list) reads as 'other'.
    reason: (ITEM_REVIEW_REASONS as readonly string[]).includes(r.reason)
      ? (r.reason as ItemReviewRow['reason'])
      : 'other',
    note: r.note,
    status: r.status,
    resolution: r.resolution,
    resolution_note: r.resolution_note,
    flagged_by_name: r.flagged_by_name ?? '',
    flagged_at: r.flagged_at,
    resolved_by_name: r.resolved_by_name ?? null,
    resolved_at: r.resolved_at,
  };
}

async function namesOfInstrument(deps: Deps, instrumentId: number): Promise<ItemNames> {
  const instrument = await findInstrumentContent(deps.db, instrumentId);
  return instrument ? namesOf(parseContent(instrument.content_json)) : { labels: {}, stems: new Map() };
}

/**
 * Flags an item of an instrument for review (admins only: the library is theirs). The item must be
 * in the instrument's current content; the flag keeps the analysis and version it came from. An
 * item already flagged and not yet resolved is refused, naming it.
 */
export async function flagItem(
  deps: Deps,
  ctx: CallContext,
  input: ItemReviewFlagRequest,
): Promise<ItemReviewRow> {
  const actor = ctx.actor;
  if (!actor || actor.role !== 'admin') throw forbidden(E.adminsFlag);
  const instrument = await findInstrumentContent(deps.db, input.instrument_id);
  if (!instrument)
    throw fieldError('instrument_id', fillMessage(E.reviewUnknownInstrument, { id: input.instrument_id }));
  const itemId = input.item_id.trim();
  const names = namesOf(parseContent(instrument.content_json));
  const label = names.labels[itemId];
  if (!label) throw fieldError('item_id', fillMessage(E.reviewUnknownItem, { item: itemId }));

  let version = instrument.version;
  if (input.analysis_id !== undefined) {
    // Admins see every analysis.
    const analysis = await findVisibleAnalysis(deps.db, null, input.analysis_id);
    if (!analysis) throw notFound('Analysis');
    if (analysis.instrument_id !== instrument.id)
      throw fieldError(
        'analysis_id',
        fillMessage(E.reviewAnalysisOther, { analysis: analysis.id, instrument: instrument.id }),
      );
    version = analysis.instrument_version;
  }

  const alreadyOpen = conflict(
    fieldMessage('item_id', fillMessage(E.reviewAlreadyOpen, { label, item: itemId })),
    'item_id',
  );
  if (await findOpenReview(deps.db, instrument.id, itemId)) throw alreadyOpen;
  let reviewId: number;
  try {
    reviewId = await insertReview(deps.db, {
      instrument_id: instrument.id,
      item_id: itemId,
      analysis_id: input.analysis_id ?? null,
      instrument_version: version,
      reason: input.reason,
      note: input.note.trim(),
      status: 'open',
      resolution: null,
      resolution_note: null,
      flagged_by: actor.userId,
      flagged_at: nowIso(),
      resolved_by: null,
      resolved_at: null,
    });
  } catch (err) {
    // Another author flagged the same item between the check and the insert.
    if (isUniqueViolation(err)) throw alreadyOpen;
    throw err;
  }
  await writeAudit(ctx, {
    action: `${ENTITY}/flag`,
    entityType: ENTITY,
    entityId: reviewId,
    changes: {
      instrument_id: [null, instrument.id],
      item_id: [null, itemId],
      reason: [null, input.reason],
      status: [null, 'open'],
    },
  });
  const stored = await findReview(deps.db, reviewId);
  if (!stored) throw notFound('Review flag');
  return rowOf(stored, names);
}

/** Resolves an open flag with what became of the item and why (admins only). */
export async function resolveItemReview(
  deps: Deps,
  ctx: CallContext,
  input: ItemReviewResolveRequest,
): Promise<ItemReviewRow> {
  const actor = ctx.actor;
  if (!actor || actor.role !== 'admin') throw forbidden(E.adminsResolve);
  const review = await findReview(deps.db, input.review_id);
  if (!review || !(await findLiveInstrument(deps.db, review.instrument_id))) throw notFound('Review flag');
  const refused = conflict(
    fieldMessage('review_id', fillMessage(E.reviewAlreadyResolved, { id: review.id })),
    'review_id',
  );
  if (review.status !== 'open') throw refused;
  const resolved = await resolveReview(deps.db, review.id, {
    resolution: input.resolution,
    resolution_note: input.resolution_note.trim(),
    resolved_by: actor.userId,
    resolved_at: nowIso(),
  });
  // Someone resolved it between the read and the write.
  if (!resolved) throw refused;
  await writeAudit(ctx, {
    action: `${ENTITY}/resolve`,
    entityType: ENTITY,
    entityId: review.id,
    changes: { status: ['open', 'resolved'], resolution: [null, input.resolution] },
  });
  const stored = await findReview(deps.db, review.id);
  if (!stored) throw notFound('Review flag');
  return rowOf(stored, await namesOfInstrument(deps, review.instrument_id));
}

/**
 * An instrument's review flags (open ones unless asked otherwise), newest first, each with the
 * item's label and stem as the instrument's current content has them. Whoever may analyse the
 * instrument may read them: admins, and consultants (for whom the flags say what authors are
 * doing about the items they analyse).
 */
export async function listItemReviews(
  deps: Deps,
  ctx: CallContext,
  input: ItemReviewListRequest,
): Promise<{ rows: ItemReviewRow[] }> {
  if (!ctx.actor) throw forbidden();
  scopeOf(ctx.actor);
  const instrument = await findInstrumentContent(deps.db, input.instrument_id);
  if (!instrument) throw notFound('Instrument');
  const status = input.status ?? 'open';
  const rows = await listReviews(deps.db, instrument.id, status === 'all' ? null : status);
  const names = namesOf(parseContent(instrument.content_json));
  return { rows: rows.map((r) => rowOf(r, names)) };
}
