import { z } from 'zod';
import { GAP_ID, gapIdsInStem, gapMarker } from './item-gaps';

/**
 * Selection items: the candidate selects spans of a text (hottext: the stem holds [[id]] where each
 * selectable span stands, as an inline-choice stem holds its gaps) or areas of an uploaded image
 * (hotspot: shapes in the image's pixel coordinates, as QTI's hotspotChoice). Both are keyed by the
 * choices to select (all-or-nothing) or by points per choice kept within bounds (QTI's mapping).
 */
export const MAX_SELECTION_CHOICES = 20;
export const HOTSPOT_SHAPES = ['rect', 'circle', 'poly'] as const;
export type HotspotShape = (typeof HOTSPOT_SHAPES)[number];

const choiceId = z
  .string()
  .regex(GAP_ID, 'an id starts with a letter and holds letters, digits, - and _ (at most 20)');
const points = z.number().refine(Number.isFinite, 'points must be a number').nullable().optional();
const uploadPath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'image must be an uploaded image (/uploads/…)')
  .refine((p) => !p.includes('..'), 'image must be an uploaded image (/uploads/…)');

/** Scoring fields both selection types share. */
export const selectionScoring = {
  /** The choices to select for the point (all-or-nothing). */
  keys: z.array(choiceId).max(MAX_SELECTION_CHOICES).nullable().optional(),
  /** 'mapping': each selected choice earns its points, the sum kept within lower/upper. */
  scoring: z.enum(['all-or-nothing', 'mapping']).optional(),
  lower_bound: points,
  upper_bound: points,
  min_choices: z.number().int().min(0).max(MAX_SELECTION_CHOICES).nullable().optional(),
  max_choices: z.number().int().min(1).max(MAX_SELECTION_CHOICES).nullable().optional(),
};

export const hottextSpan = z.object({
  id: choiceId,
  /** Plain text: the words of the stem that the span makes selectable. */
  text: z.string().trim().min(1, 'span text is required').max(200),
  points,
});
export type HottextSpan = z.infer<typeof hottextSpan>;

export const hotspotArea = z
  .object({
    id: choiceId,
    shape: z.enum(HOTSPOT_SHAPES),
    /** rect: left, top, right, bottom; circle: centre x, centre y, radius; poly: x1, y1, x2, y2, … */
    coords: z.array(z.number().min(0).max(20_000)).min(3).max(40),
    points,
  })
  .superRefine((a, ctx) => {
    const ok =
      a.shape === 'rect'
        ? a.coords.length === 4 && a.coords[0] < a.coords[2] && a.coords[1] < a.coords[3]
        : a.shape === 'circle'
          ? a.coords.length === 3 && a.coords[2] > 0
          : a.coords.length >= 6 && a.coords.length % 2 === 0;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['coords'],
        message: `area ${a.id}: a ${a.shape} takes ${a.shape === 'rect' ? 'left, top, right, bottom' : a.shape === 'circle' ? 'x, y, radius' : 'three or more x, y pairs'}`,
      });
  });
export type HotspotArea = z.infer<typeof hotspotArea>;

export const hotspotPicture = z.object({
  src: uploadPath,
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
});

type Selection = {
  keys?: string[] | null;
  scoring?: string;
  min_choices?: number | null;
  max_choices?: number | null;
};

function checkSelection(item: Selection, ids: string[], what: string, ctx: z.RefinementCtx) {
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: [what], message: `two ${what} have the same id` });
  for (const k of item.keys ?? [])
    if (!ids.includes(k))
      ctx.addIssue({ code: 'custom', path: ['keys'], message: `key ${k} is not one of the ${what}` });
  if (item.min_choices != null && item.max_choices != null && item.min_choices > item.max_choices)
    ctx.addIssue({ code: 'custom', path: ['min_choices'], message: 'min_choices is more than max_choices' });
}

/** Each span's marker stands in the stem once, and the stem names no span the item lacks. */
function checkSpanMarkers(item: { stem: string; spans: { id: string }[] }, ctx: z.RefinementCtx) {
  const inStem = gapIdsInStem(item.stem);
  for (const { id } of item.spans) {
    const n = inStem.filter((s) => s === id).length;
    if (n !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['stem'],
        message: `the stem must hold ${gapMarker(id)} once where span ${id} goes (found ${n})`,
      });
  }
  for (const id of inStem.filter((s) => !item.spans.some((span) => span.id === s)))
    ctx.addIssue({
      code: 'custom',
      path: ['stem'],
      message: `the stem names ${gapMarker(id)}, a span the item lacks`,
    });
}

/** A hottext item built on the fields every item has. */
export const hottextItemOf = <C extends z.ZodRawShape>(common: C) =>
  z
    .object({
      ...common,
      type: z.literal('hottext'),
      spans: z.array(hottextSpan).min(1, 'an item needs at least 1 span').max(MAX_SELECTION_CHOICES),
      ...selectionScoring,
    })
    .superRefine((item, ctx) => {
      const i = item as unknown as Selection & { stem: string; spans: HottextSpan[] };
      checkSelection(
        i,
        i.spans.map((s) => s.id),
        'spans',
        ctx,
      );
      checkSpanMarkers(i, ctx);
    });

/** A hotspot item built on the fields every item has. */
export const hotspotItemOf = <C extends z.ZodRawShape>(common: C) =>
  z
    .object({
      ...common,
      type: z.literal('hotspot'),
      picture: hotspotPicture,
      areas: z.array(hotspotArea).min(1, 'an item needs at least 1 area').max(MAX_SELECTION_CHOICES),
      ...selectionScoring,
    })
    .superRefine((item, ctx) => {
      const i = item as unknown as Selection & { areas: HotspotArea[] };
      checkSelection(
        i,
        i.areas.map((a) => a.id),
        'areas',
        ctx,
      );
    });

/** A numeric item shown as a slider: its min and max are the scale's bounds, answers fall on the steps. */
export const sliderPresentation = z.object({
  step: z.number().positive('step must be more than 0').max(1_000_000),
  orientation: z.enum(['horizontal', 'vertical']).optional(),
});
export type SliderPresentation = z.infer<typeof sliderPresentation>;

export function checkSliderBounds(
  item: { min?: number | null; max?: number | null; slider?: SliderPresentation | null },
  ctx: z.RefinementCtx,
) {
  if (!item.slider) return;
  if (item.min == null || item.max == null || item.min >= item.max)
    ctx.addIssue({ code: 'custom', path: ['slider'], message: 'a slider needs a min below its max' });
}

/** What a participant sees of a selection or slider item (no keys, no points). */
export const participantSelection = {
  spans: z.array(z.object({ id: z.string(), text: z.string() })).optional(),
  picture: hotspotPicture.extend({ src: z.string() }).optional(),
  areas: z
    .array(z.object({ id: z.string(), shape: z.enum(HOTSPOT_SHAPES), coords: z.array(z.number()) }))
    .optional(),
  slider: sliderPresentation.nullable().optional(),
};
