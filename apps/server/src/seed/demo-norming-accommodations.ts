import type { Actor, Deps } from '../deps';
import { grantAccommodation } from '../modules/accommodations/accommodations.service';

/**
 * Some of the norming panel took the tests with an accommodation, as a real panel's candidates
 * with a disability or a health condition do: one panelist in thirteen (about 150 of 2,000), so
 * the workbench's comparison of accommodated candidates has numbers (and DIF by accommodation its
 * hundred) at first start. Their answers come from the same model as everyone's: the comparison
 * should find the scores comparable.
 */
export const NORMING_ACCOMMODATED_EVERY = 13;

/** What the k-th accommodated panelist was granted: mostly extra time, some breaks, text and a screen reader. */
function termsOf(k: number) {
  return {
    extra_time_percent: k % 5 === 4 ? 0 : 25,
    extra_time_overrides: [],
    break_minutes: k % 3 === 0 ? 10 : 0,
    larger_text: k % 4 === 1,
    high_contrast: false,
    screen_reader: k % 5 === 4,
  };
}

const REASONS = [
  'Dyslexia assessment on file',
  'Low vision (medical letter)',
  'Chronic condition: rest breaks',
];

/** Grants the accommodations through their owner's service, as a consultant would. */
export async function seedNormingAccommodations(
  deps: Deps,
  admin: Actor,
  projectId: number,
): Promise<number> {
  const panel = await deps.db
    .selectFrom('participants')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  const chosen = panel.filter((_, i) => i % NORMING_ACCOMMODATED_EVERY === 0);
  for (const [k, p] of chosen.entries())
    await grantAccommodation(deps, admin, {
      participant_id: p.id,
      ...termsOf(k),
      reason: REASONS[k % REASONS.length],
      requested_by: k % 2 ? 'candidate' : 'staff',
      requester_name: '',
    });
  return chosen.length;
}
