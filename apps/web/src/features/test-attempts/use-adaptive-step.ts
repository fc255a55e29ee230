import type { AnswerValue, AttemptContent } from '@asesa/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { isAnswerValue } from './answer-store';
import type { Item } from './runner-types';

interface AdaptiveStepOptions {
  pcode: string;
  submissionId: number;
  /** Whether the current section is adaptive. */
  enabled: boolean;
  item: Item | undefined;
  answers: Record<string, AnswerValue>;
  pendingCount: number;
  answer: (itemId: string, value: AnswerValue) => void;
  flush: () => Promise<boolean>;
  onAttempt: (next: AttemptContent) => void;
}

/**
 * One step of an adaptive section. The choice stays on the page until the participant presses
 * Next (the server chooses the next question from it, so it cannot change afterwards); then it
 * goes through the answer queue like any answer — kept on the device while offline — and once the
 * server holds it, the attempt is read again with the question the server chose.
 */
export function useAdaptiveStep(o: AdaptiveStepOptions) {
  const { pcode, submissionId, enabled, item, onAttempt } = o;
  const [draft, setDraft] = useState<AnswerValue | undefined>(undefined);
  const itemId = item?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question starts without a choice
  useEffect(() => setDraft(undefined), [itemId]);
  /** The current question's answer is given (in the queue or on the server): waiting for the next. */
  const given = enabled && itemId !== undefined && isAnswerValue(o.answers[itemId]);

  const readNext = useCallback(async () => {
    const env = await api(
      'test-activities/instrument',
      { participant_code: pcode, attempt_id: submissionId },
      { silent: true },
    );
    if (env.code === 200 && env.data) onAttempt(env.data);
  }, [pcode, submissionId, onAttempt]);

  // Once nothing waits in the queue, the server has the answer and has chosen the next question.
  useEffect(() => {
    if (given && o.pendingCount === 0) void readNext();
  }, [given, o.pendingCount, readNext]);

  const { answer, flush } = o;
  const next = useCallback(async () => {
    if (!itemId || draft === undefined) return;
    answer(itemId, draft);
    await flush();
  }, [itemId, draft, answer, flush]);

  return {
    /** The value shown: the choice not yet confirmed, else the answer given. */
    value: given && itemId ? o.answers[itemId] : draft,
    choose: setDraft,
    canGoOn: draft !== undefined && !given,
    given,
    /** Given, but still on the device (offline): the next question waits for the connection. */
    waiting: given && o.pendingCount > 0,
    next,
  };
}
