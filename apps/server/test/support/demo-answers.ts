import type { TestApp } from '../harness';

// Shared by the scoring-blueprint suites (not a test file itself).

/**
 * Answers a demo submission and finishes it: six of the eight reasoning items right (the key for
 * the first six, a wrong option for the last two) and every inventory statement 'Agree' (D).
 */
export async function finishWithSixRight(t: TestApp, sub: { id: number; content_json: string }, now: string) {
  const content = JSON.parse(sub.content_json) as {
    sections: Array<{ items: Array<{ id: string; key?: string }> }>;
  };
  const answers = content.sections
    .flatMap((s) => s.items)
    .map((item, i) => ({
      submission_id: sub.id,
      item_id: item.id,
      value: !item.key ? 'D' : i < 6 ? item.key : item.key === 'A' ? 'B' : 'A',
      answered_at: now,
    }));
  await t.deps.db.insertInto('answers').values(answers).execute();
  await t.deps.db
    .updateTable('submissions')
    .set({ state: 'finished', finished_at: now })
    .where('id', '=', sub.id)
    .execute();
}
