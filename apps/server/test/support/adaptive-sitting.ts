import type { IrtItemParams } from '@asesa/scoring';
import type { TestApp } from '../harness';

// Shared by the suites that take the demo's adaptive test through the participant API (not a test file itself).

/** A bank item as the stored content holds it (the participant is never sent its key). */
export interface BankItem {
  id: string;
  key: string;
  options: Array<{ id: string }>;
  irt: IrtItemParams;
}

/** A wrong option of a keyed item (the first that is not the key). */
export const wrongOption = (item: BankItem) => item.options.find((o) => o.id !== item.key)?.id as string;

/**
 * Sits an adaptive submission as a participant does: mark-as-started gives the server's first
 * choice (resume_item_id), each save of that item's answer gives the next (next_item_id) until it
 * is null, then the final save closes the test. `answer` picks the value of the `step`-th item
 * served from its stored definition. Answers what was given, in order, and the final save's answer.
 */
export async function sitAdaptiveTest(
  t: TestApp,
  participantCode: string,
  submissionId: number,
  answer: (item: BankItem, step: number) => string,
) {
  const row = await t.deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select('v.content_json')
    .where('s.id', '=', submissionId)
    .executeTakeFirstOrThrow();
  const bank = new Map(
    (JSON.parse(row.content_json) as { sections: Array<{ items: BankItem[] }> }).sections
      .flatMap((s) => s.items)
      .map((i) => [i.id, i]),
  );
  const attempt = await t.callOk('test-activities/mark-as-started', {
    participant_code: participantCode,
    submission_id: submissionId,
  });
  const given: Array<{ item: BankItem; value: string; right: boolean }> = [];
  let next = attempt.resume_item_id as string | null;
  while (next) {
    const item = bank.get(next);
    if (!item) throw new Error(`served item ${next} is not in the bank`);
    const value = answer(item, given.length);
    const saved = await t.call('test-activities/submission', {
      participant_code: participantCode,
      submission_id: submissionId,
      submission: { [next]: { value, seq: given.length + 1 } },
    });
    if (saved.status !== 200)
      throw new Error(`saving ${next}: ${saved.status} ${JSON.stringify(saved.body)}`);
    given.push({ item, value, right: value === item.key });
    next = (saved.body.data as { next_item_id: string | null }).next_item_id;
  }
  const final = await t.call('test-activities/submission', {
    participant_code: participantCode,
    submission_id: submissionId,
    submission: {},
    is_final: true,
  });
  if (final.status !== 200) throw new Error(`final save: ${final.status} ${JSON.stringify(final.body)}`);
  return { given, final: final.body.data as { state: string; saved: number } };
}
