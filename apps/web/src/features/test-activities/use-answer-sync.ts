import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import {
  answersStorageKey,
  confirmSent,
  mergeWithServer,
  pendingBatch,
  readStoredAnswers,
  recordAnswer,
  type StoredAnswers,
  writeStoredAnswers,
} from './answer-store';
import { MAX_ANSWERS_PER_SAVE, SAVE_RETRY_BASE_MS, SAVE_RETRY_MAX_MS } from './constants';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

interface Options {
  participantCode: string;
  submissionId: number;
  /** Answers the server already holds (attempt content). */
  serverAnswers: Record<string, string>;
  /** Called with the server's remaining seconds after each save. */
  onRemaining: (seconds: number | null) => void;
  /** Called when the server reports the submission finished (e.g. its clock ran out). */
  onClosed: () => void;
}

/** The server answers 409 when the submission can no longer change (finished, or its time ran out). */
const CLOSED_CODE = 409;

function isOffline(code: number): boolean {
  return code === 0 || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Failures worth retrying by themselves: no network, server trouble, timeouts, rate limits. */
function isTransient(code: number): boolean {
  return code === 0 || code >= 500 || code === 408 || code === 429;
}

/**
 * Autosave of one submission: every answer is written to localStorage first, then sent; failed
 * saves stay queued and are retried with back-off and when the browser comes back online.
 */
export function useAnswerSync({
  participantCode,
  submissionId,
  serverAnswers,
  onRemaining,
  onClosed,
}: Options) {
  const storageKey = answersStorageKey(participantCode, submissionId);
  const storeRef = useRef<StoredAnswers | null>(null);
  if (storeRef.current === null) {
    storeRef.current = mergeWithServer(serverAnswers, readStoredAnswers(localStorage, storageKey));
  }
  const [answers, setAnswers] = useState<Record<string, string>>(storeRef.current.answers);
  const [status, setStatus] = useState<SaveStatus>(() =>
    Object.keys(storeRef.current?.pending ?? {}).length > 0 ? 'saving' : 'idle',
  );

  const inFlight = useRef(false);
  const again = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closed = useRef(false);
  const mounted = useRef(true);
  const callbacks = useRef({ onRemaining, onClosed });
  callbacks.current = { onRemaining, onClosed };

  const persist = useCallback(
    (next: StoredAnswers) => {
      storeRef.current = next;
      writeStoredAnswers(localStorage, storageKey, next);
    },
    [storageKey],
  );

  const clearRetry = useCallback(() => {
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (closed.current || !mounted.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const store = storeRef.current;
    if (!store || Object.keys(store.pending).length === 0) {
      setStatus((s) => (s === 'idle' ? 'idle' : 'saved'));
      return;
    }
    clearRetry();
    inFlight.current = true;
    again.current = false;
    setStatus('saving');
    const batch = pendingBatch(store.pending, MAX_ANSWERS_PER_SAVE);
    const env = await api(
      'test-activities/submission',
      { submission_id: submissionId, participant_code: participantCode, submission: batch, is_final: false },
      { silent: true },
    );
    inFlight.current = false;
    if (!mounted.current || closed.current) return;
    if (env.code === 200 && env.data) {
      failures.current = 0;
      persist(confirmSent(storeRef.current ?? store, batch));
      callbacks.current.onRemaining(env.data.remaining_seconds);
      if (env.data.state === 'finished') {
        closed.current = true;
        callbacks.current.onClosed();
        return;
      }
      if (again.current || Object.keys(storeRef.current?.pending ?? {}).length > 0) {
        void flush();
      } else {
        setStatus('saved');
      }
      return;
    }
    if (env.code === CLOSED_CODE) {
      closed.current = true;
      callbacks.current.onClosed();
      return;
    }
    failures.current += 1;
    setStatus(isOffline(env.code) ? 'offline' : 'error');
    // A refused answer (400) would be refused again; it waits for the participant's retry.
    if (!isTransient(env.code)) return;
    const delay = Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** (failures.current - 1));
    retryTimer.current = setTimeout(() => void flush(), delay);
  }, [clearRetry, participantCode, persist, submissionId]);

  /** Records an answer locally and sends it. */
  const answer = useCallback(
    (itemId: string, optionId: string) => {
      if (closed.current || !storeRef.current) return;
      persist(recordAnswer(storeRef.current, itemId, optionId));
      setAnswers(storeRef.current.answers);
      void flush();
    },
    [flush, persist],
  );

  /**
   * Sends every answer with is_final. True when the server accepted it; then the local copy is
   * removed. On failure the answers stay queued on the device.
   */
  const finish = useCallback(async (): Promise<boolean> => {
    const store = storeRef.current;
    if (!store) return false;
    clearRetry();
    const env = await api(
      'test-activities/submission',
      {
        submission_id: submissionId,
        participant_code: participantCode,
        submission: store.answers,
        is_final: true,
      },
      { silent: true },
    );
    // 409: the server already closed the submission (e.g. its clock ran out) — nothing left to send.
    if (env.code === 200 || env.code === CLOSED_CODE) {
      closed.current = true;
      try {
        localStorage.removeItem(storageKey);
      } catch {
        // Nothing to clean up when storage is unavailable.
      }
      return true;
    }
    if (mounted.current) {
      setStatus(isOffline(env.code) ? 'offline' : 'error');
      if (Object.keys(store.pending).length > 0)
        retryTimer.current = setTimeout(() => void flush(), SAVE_RETRY_BASE_MS);
    }
    return false;
  }, [clearRetry, flush, participantCode, storageKey, submissionId]);

  useEffect(() => {
    mounted.current = true;
    const onOnline = () => {
      failures.current = 0;
      void flush();
    };
    const onOffline = () => {
      if (Object.keys(storeRef.current?.pending ?? {}).length > 0) setStatus('offline');
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    // Answers left unsent by an earlier visit go out now.
    void flush();
    return () => {
      mounted.current = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      clearRetry();
    };
  }, [clearRetry, flush]);

  const retry = useCallback(() => {
    failures.current = 0;
    void flush();
  }, [flush]);

  return { answers, status, answer, finish, retry };
}
