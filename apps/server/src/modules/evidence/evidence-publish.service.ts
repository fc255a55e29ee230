import type { EvidencePublishResponse, IrtParams, PublishedCalibration } from '@asesa/contracts';
import { type CalibratedItem, compileIrtItem, type EvidenceResult, isScoringError } from '@asesa/scoring';
import type { Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { type AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { fieldMessage, fillMessage, type ServerMessage } from '../../lib/server-messages';
import { writeAudit } from '../audit/audit-log';
import { parseContent } from '../instruments/instrument-content';
import { publishIrtParameters } from '../instruments/instruments.service';
import { EVIDENCE_MESSAGES as E } from './evidence.messages';
import { findPublishedVersion, findVisibleAnalysis } from './evidence.repository';
import { findInstrumentState } from './evidence-publish.repository';

const CALL = 'evidence/analyses/publish-parameters';

/**
 * An item's calibrated parameters as its `irt`: the calibration's model and estimates, in the
 * difficulty form the items keep. A rating item is scored by the graded response model only, so a
 * two-category rating item (which the engine reports as 2PL) keeps the same curve as a GRM with one
 * threshold; a Rasch item keeps its common slope, so its curve is the one estimated.
 */
function irtOf(item: CalibratedItem, isRating: boolean): IrtParams {
  if (item.model === 'GRM' || isRating) return { model: 'GRM', a: item.a, thresholds: [...item.b] };
  if (item.model === 'Rasch') return { model: '1PL', a: item.a, b: item.b[0] };
  if (item.model === '3PL') return { model: '3PL', a: item.a, b: item.b[0], c: item.c ?? 0 };
  return { model: '2PL', a: item.a, b: item.b[0] };
}

/** Why scoring could not use these parameters, or null when it can (the scoring engine's own check). */
function unusable(irt: IrtParams): string | null {
  try {
    if (irt.model === 'GRM') compileIrtItem({ model: 'GRM', a: irt.a ?? 0, b: irt.thresholds ?? [] });
    else if (irt.model === '1PL') compileIrtItem({ model: '1PL', a: irt.a, b: irt.b ?? Number.NaN });
    else if (irt.model === '3PL')
      compileIrtItem({ model: '3PL', a: irt.a ?? 0, b: irt.b ?? Number.NaN, c: irt.c ?? 0 });
    else compileIrtItem({ model: '2PL', a: irt.a ?? 0, b: irt.b ?? Number.NaN });
    return null;
  } catch (err) {
    if (isScoringError(err)) return err.message.replace(/^IRT item: /, '');
    throw err;
  }
}

/** Names the first few unknown ids only: a long list of them says no more than its count. */
function notCalibrated(ids: readonly string[]): ServerMessage {
  const named = ids
    .slice(0, 5)
    .map((id) => `'${id}'`)
    .join(', ');
  const items = ids.length > 5 ? fillMessage(E.andMore, { items: named, n: ids.length - 5 }) : named;
  return fillMessage(ids.length === 1 ? E.itemNotCalibrated : E.itemsNotCalibrated, { items });
}

/** The refusal when the instrument is no longer where the analysis found it. */
function movedOn(analysed: number, state: { version: number; status: string }): AppError {
  const refused = (message: ServerMessage) => conflict(fieldMessage('analysis_id', message), 'analysis_id');
  if (state.version !== analysed)
    return refused(fillMessage(E.publishStaleVersion, { analysed, newest: state.version }));
  return refused(E.publishDraftPending);
}

/**
 * Publishes a finished analysis's calibrated item parameters as the instrument's next version.
 * Only from an analysis of the newest version with no draft changes since (else the new version
 * would silently drop later edits); projects keep the version they pinned, so only new projects get
 * the parameters. The version records the analysis, engine version, model and sample it came from.
 */
export async function publishParameters(
  deps: Deps,
  ctx: CallContext,
  input: { analysis_id: number; item_ids?: string[] },
): Promise<EvidencePublishResponse> {
  // Admins only (the routes say so), and admins see every analysis.
  const analysis = await findVisibleAnalysis(deps.db, null, input.analysis_id);
  if (!analysis) throw notFound('Analysis');
  if (analysis.status !== 'done')
    throw fieldError(
      'analysis_id',
      fillMessage(E.publishNotDone, { id: analysis.id, status: analysis.status }),
    );
  const result = analysis.result_json ? (JSON.parse(analysis.result_json) as Partial<EvidenceResult>) : null;
  const calibration = result?.calibration;
  if (!calibration || !('items' in calibration) || !calibration.items.length) {
    const reason = (calibration as { unavailable?: string } | undefined)?.unavailable ?? '';
    const message = reason
      ? fillMessage(E.publishNoCalibrationBecause, { id: analysis.id, reason })
      : fillMessage(E.publishNoCalibration, { id: analysis.id });
    throw fieldError('analysis_id', message);
  }

  const state = await findInstrumentState(deps.db, analysis.instrument_id);
  if (!state) throw notFound('Instrument');
  if (state.version !== analysis.instrument_version || state.status !== 'published')
    throw movedOn(analysis.instrument_version, state);

  const calibrated = new Map(calibration.items.map((item) => [item.id, item]));
  const chosen = input.item_ids ? [...new Set(input.item_ids)] : [...calibrated.keys()];
  const unknown = chosen.filter((id) => !calibrated.has(id));
  if (unknown.length) throw fieldError('item_ids', notCalibrated(unknown));

  const version = await findPublishedVersion(deps.db, state.id, analysis.instrument_version);
  if (!version) throw notFound('Instrument version');
  const ratings = new Set(
    parseContent(version.content_json)
      .sections.flatMap((s) => s.items)
      .filter((item) => item.type === 'likert')
      .map((item) => item.id),
  );
  const irt = new Map<string, IrtParams>();
  for (const id of chosen) {
    const params = irtOf(calibrated.get(id) as CalibratedItem, ratings.has(id));
    const why = unusable(params);
    if (why) throw fieldError('item_ids', fillMessage(E.publishUnusableItem, { item: id, why }));
    irt.set(id, params);
  }

  const provenance: PublishedCalibration = {
    analysis_id: analysis.id,
    instrument_version: analysis.instrument_version,
    engine_version: analysis.engine_version,
    model: calibration.model,
    sample: JSON.parse(analysis.sample_json),
    n: analysis.n === null ? null : Number(analysis.n),
    item_ids: chosen,
    published_at: nowIso(),
  };
  const published = await publishIrtParameters(deps, state.id, analysis.instrument_version, irt, provenance);
  if (!published) {
    // Someone published or edited the instrument since the check above.
    const now = await findInstrumentState(deps.db, state.id);
    throw now ? movedOn(analysis.instrument_version, now) : notFound('Instrument');
  }
  await writeAudit(ctx, {
    action: CALL,
    entityType: 'instruments',
    entityId: state.id,
    changes: {
      version: [state.version, published.version],
      irt_parameters: [null, `${published.items_updated} items from analysis ${analysis.id}`],
    },
  });
  return { instrument_id: state.id, ...published };
}
