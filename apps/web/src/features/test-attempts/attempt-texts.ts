import type { AttemptContent } from '@asesa/contracts';

/**
 * The attempt on the page with the texts of `read`, the same attempt read again in another
 * language: the instructions, the sections' titles and the items' texts change; the clocks, the
 * answers, where the participant is and which sections' items are shown stay as they are.
 */
export function withTextsOf(attempt: AttemptContent, read: AttemptContent): AttemptContent {
  if (read.submission_id !== attempt.submission_id) return attempt;
  const sections = new Map(read.sections.map((s) => [s.id, s]));
  return {
    ...attempt,
    instrument_name: read.instrument_name,
    instructions: read.instructions,
    sections: attempt.sections.map((section) => {
      const other = sections.get(section.id);
      if (!other) return section;
      const items = new Map(other.items.map((i) => [i.id, i]));
      return {
        ...section,
        title: other.title,
        // Items are matched by id: the order shown (shuffled per participant) stays the page's.
        items: section.items.map((item) => {
          const translated = items.get(item.id);
          return translated && translated.type === item.type ? translated : item;
        }),
      };
    }),
  };
}
