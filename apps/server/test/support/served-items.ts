import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { parseContent } from '../../src/modules/instruments/instrument-content';

/** An item as the participant is served it, with what the test fixtures answer it by. */
export interface ServedItem {
  id: string;
  type?: string;
  key?: string | null;
  options?: Array<{ id: string }>;
}

/**
 * A participant's submissions, each with the items it serves: those of the project's variation
 * where it has one, else those of the instrument version it sits.
 */
export async function servedItemsOf(db: Kysely<Database>, participantId: number) {
  const subs = await db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select((eb) => ['s.id', eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json')])
    .where('s.participant_id', '=', participantId)
    .execute();
  return subs.map((sub) => ({
    submissionId: sub.id,
    items: parseContent(sub.content_json).sections.flatMap((s) => s.items) as ServedItem[],
  }));
}

/** The option at the middle of a Likert statement's scale (the lower middle of an even one). */
export function middleOption(options: Array<{ id: string }>): string {
  return options[Math.floor((options.length - 1) / 2)].id;
}
