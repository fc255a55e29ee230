import { z } from 'zod';

/**
 * Gaps of an inline-choice item: the stem holds a marker [[id]] where each gap's dropdown sits, so
 * the author places gaps inside the text and QTI's inline interactions keep their place in a body.
 */
export const GAP_ID = /^[A-Za-z_][A-Za-z0-9_-]{0,19}$/;
/** Every gap marker in a stem (global: use with matchAll / replace). */
export const GAP_MARKER = /\[\[([A-Za-z_][A-Za-z0-9_-]{0,19})\]\]/g;
export const gapMarker = (id: string) => `[[${id}]]`;
/** Gap ids in the order their markers appear in the stem. */
export const gapIdsInStem = (stem: string) => [...stem.matchAll(GAP_MARKER)].map((m) => m[1]);
export const MAX_GAPS = 10;
const MAX_GAP_OPTIONS = 10;

const gapOptionId = z.string().trim().min(1, 'option id is required').max(20);
const gapPoints = (what: string) =>
  z.number({ message: `${what} must be a number` }).refine(Number.isFinite, `${what} must be a number`);
export const inlineGap = z
  .object({
    id: z
      .string()
      .regex(GAP_ID, 'a gap id starts with a letter and holds letters, digits, - and _ (at most 20)'),
    /** Plain text: a dropdown shows no formatting (and QTI's inline choices hold text). */
    options: z
      .array(
        z.object({ id: gapOptionId, text: z.string().trim().min(1, 'option text is required').max(200) }),
      )
      .min(2, 'a gap needs at least 2 options')
      .max(MAX_GAP_OPTIONS, `a gap has at most ${MAX_GAP_OPTIONS} options`),
    key: gapOptionId.nullable().optional(),
    /** Points for choosing the key (default 1). */
    points: gapPoints('gap points').nullable().optional(),
    /** Points for choosing another option of a keyed gap (default 0; negative to penalise a guess). */
    wrong_points: gapPoints('wrong choice points').nullable().optional(),
  })
  .superRefine((gap, ctx) => {
    const ids = gap.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `gap ${gap.id} lists an option id twice` });
    if (gap.key != null && !ids.includes(gap.key))
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: `key ${gap.key} is not an option of gap ${gap.id}`,
      });
    if (gap.key != null && gap.wrong_points != null && gap.wrong_points >= (gap.points ?? 1))
      ctx.addIssue({
        code: 'custom',
        path: ['wrong_points'],
        message: `a wrong choice in gap ${gap.id} must earn less than its key`,
      });
  });
export type InlineGap = z.infer<typeof inlineGap>;

/** Each gap's marker stands in the stem once, and the stem names no gap the item lacks. */
export function checkGapMarkers(item: { stem: string; gaps: { id: string }[] }, ctx: z.RefinementCtx) {
  const inStem = gapIdsInStem(item.stem);
  const ids = item.gaps.map((g) => g.id);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['gaps'], message: 'two gaps have the same id' });
  for (const id of ids) {
    const n = inStem.filter((s) => s === id).length;
    if (n !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['stem'],
        message: `the stem must hold ${gapMarker(id)} once where gap ${id} goes (found ${n})`,
      });
  }
  for (const id of inStem.filter((s) => !ids.includes(s)))
    ctx.addIssue({
      code: 'custom',
      path: ['stem'],
      message: `the stem names ${gapMarker(id)}, a gap the item lacks`,
    });
}
