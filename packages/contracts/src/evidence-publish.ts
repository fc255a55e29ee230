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
