import { z } from 'zod';

/**
 * Publishing an analysis's calibration: the IRT parameters the engine estimated become the `irt`
 * of the instrument's items in a new published version. Projects pin the version they run, so the
 * new version reaches new projects only; the version keeps where its parameters came from (the
 * analysis, engine version, model and sample), so they can be re-derived.
 */

/** Most items one publication names (an instrument's scored items are far fewer). */
export const MAX_PUBLISHED_ITEMS = 1000;

export const evidencePublishRequest = z.object({
  analysis_id: z
    .number({ message: 'analysis_id must be a number' })
    .int('analysis_id must be a whole number')
    .positive('analysis_id must be positive'),
  /** The items whose parameters are published; default every calibrated item. */
  item_ids: z
    .array(z.string().trim().min(1, 'item_ids: an item id is empty').max(40))
    .min(1, 'item_ids: name at least one item, or leave it out to publish every calibrated item')
    .max(MAX_PUBLISHED_ITEMS, `item_ids: name at most ${MAX_PUBLISHED_ITEMS} items`)
    .optional(),
});
export type EvidencePublishRequest = z.input<typeof evidencePublishRequest>;

export const evidencePublishResponse = z.object({
  instrument_id: z.number().int(),
  /** The version just published. */
  version: z.number().int(),
  items_updated: z.number().int(),
});
export type EvidencePublishResponse = z.infer<typeof evidencePublishResponse>;

/**
 * Where the parameters of a version came from: kept in the version's content as `calibration`
 * (the items' `irt` alone cannot say which sample and engine produced them).
 */
export interface PublishedCalibration {
  analysis_id: number;
  /** The version the analysis calibrated (the one the new version was made from). */
  instrument_version: number;
  engine_version: string;
  model: string;
  sample: Record<string, unknown>;
  n: number | null;
  item_ids: string[];
  published_at: string;
}

export const EVIDENCE_PUBLISH_CALLS = {
  'evidence/analyses/publish-parameters': {
    request: evidencePublishRequest,
    response: evidencePublishResponse,
  },
} as const;

/** The refusals of evidence/analyses/publish-parameters, each naming the field it is about. */
export const evidencePublishNotDone = (analysisId: number, status: string) =>
  `analysis_id: analysis ${analysisId} is ${status}; only a finished (done) analysis has parameters to publish`;
export const evidencePublishNoCalibration = (analysisId: number, reason: string) =>
  `analysis_id: analysis ${analysisId} has no IRT calibration to publish${reason ? ` (${reason})` : ''}`;
export const evidencePublishStaleVersion = (analysed: number, newest: number) =>
  `analysis_id: the analysis calibrated version ${analysed}, but version ${newest} is the instrument's newest; publishing would drop the changes of version ${newest}. Analyse version ${newest} and publish from that analysis`;
export const EVIDENCE_PUBLISH_DRAFT_PENDING =
  'analysis_id: the instrument has unpublished draft changes, which a version made from this analysis would silently drop; publish the draft (and analyse that version) or undo the changes first';
/** Names the first few unknown ids only: a long list of them says no more than its count. */
export const evidencePublishUnknownItems = (ids: readonly string[]) => {
  const named = ids
    .slice(0, 5)
    .map((id) => `'${id}'`)
    .join(', ');
  const more = ids.length > 5 ? ` and ${ids.length - 5} more` : '';
  return `item_ids: ${named}${more} ${ids.length === 1 ? 'is' : 'are'} not calibrated by this analysis`;
};
/** A calibrated item whose estimates scoring could not use (a slope that is not positive, say). */
export const evidencePublishUnusableItem = (id: string, why: string) =>
  `item_ids: the calibrated parameters of item '${id}' cannot be used for scoring (${why}); leave the item out`;
