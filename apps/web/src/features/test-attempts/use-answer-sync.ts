import type { AnswerValue } from '@asesa/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../lib/api';
import { AnswerQueue } from './answer-queue';
import { answersStorageKey } from './answer-store';

export type { SaveStatus } from './answer-queue';

interface Options {
  participantCode: string;
  submissionId: number;
  /** Answers the server already holds (attempt content) and its highest sequence number. */
  serverAnswers: Record<string, AnswerValue>;
  serverSeq: number;
  /** Called with the server's remaining seconds after each save. */
  onRemaining: (seconds: number | null) => void;
  /** Called when the server reports the submission finished (e.g. its last clock ran out). */
  onClosed: () => void;
  /** Called when the server refused an answer for good (its own time is over). */
  onRefused?: (itemId: string, message: string) => void;
  /** Called when the server refused an answer because its section is closed (see answer-queue.ts). */
  onSectionClosed?: (itemId: string) => void;
}

/**
 * The page's binding of the answer queue (answer-queue.ts): answers stored on the device first,
 * sent in order with their sequence numbers, retried on failure and when the browser is back online.
 */
export function useAnswerSync(options: Options) {
  const callbacks = useRef(options);
  callbacks.current = options;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const queueRef = useRef<AnswerQueue | null>(null);
  if (queueRef.current === null) {
    const { participantCode, submissionId } = options;
    queueRef.current = new AnswerQueue({
      storage: localStorage,
      storageKey: answersStorageKey(participantCode, submissionId),
      serverAnswers: options.serverAnswers,
      serverSeq: options.serverSeq,
      send: (batch) =>
        api(
          'test-activities/submission',
          {
            submission_id: submissionId,
            participant_code: participantCode,
            submission: batch,
            is_final: false,
          },
          { silent: true },
        ),
      isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
      onChange: () => rerender(),
      onRemaining: (s) => callbacks.current.onRemaining(s),
      onClosed: () => callbacks.current.onClosed(),
      onRefused: (id, message) => callbacks.current.onRefused?.(id, message),
      onSectionClosed: (id) => callbacks.current.onSectionClosed?.(id),
    });
  }
  const queue = queueRef.current;

  useEffect(() => {
    const onOnline = () => void queue.online();
    const onOffline = () => queue.offline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    // Answers left unsent by an earlier visit go out now.
    void queue.flush();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      queue.dispose();
    };
  }, [queue]);

  const answer = useCallback((itemId: string, value: AnswerValue) => queue.answer(itemId, value), [queue]);
  const flush = useCallback(() => queue.flush(), [queue]);
  const retry = useCallback(() => void queue.online(), [queue]);
  const close = useCallback(() => queue.close(), [queue]);
  const lastSeq = useCallback(() => queue.lastSeq, [queue]);

  return {
    answers: queue.answers,
    status: queue.status,
    pendingCount: queue.pendingCount,
    answer,
    flush,
    retry,
    close,
    lastSeq,
  };
}
