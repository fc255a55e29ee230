import type { AttemptContent } from '@asesa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, unwrap } from '../../lib/api';
import { participantLanguage, useParticipantLanguage } from '../../lib/participant-language';
import { withTextsOf } from './attempt-texts';

interface AttemptState {
  attempt: AttemptContent | null;
  error: unknown;
  loading: boolean;
}

/** A section whose clock waits for the participant (after the previous section ended). */
export const isWaiting = (a: AttemptContent) => a.state === 'in_progress' && a.section_started === false;

/**
 * The attempt on the test page. It is read first (instrument); a test not started yet, or a
 * section already running, is then (re)started with mark-as-started — the dashboard's Start was
 * the participant's choice, and a repeated call on a running section resumes it (the server
 * records the resume). A later section waiting for its clock is shown as is, so a reload never
 * starts it behind the participant's back. When the participant's language changes, the attempt is
 * read again and only its texts change on the page.
 */
export function useAttempt(pcode: string, submissionId: number, enabled: boolean) {
  const [state, setState] = useState<AttemptState>({ attempt: null, error: null, loading: enabled });
  const generation = useRef(0);
  const textsGeneration = useRef(0);

  /** The texts in the current language: a plain read (instrument), which neither starts nor resumes anything. */
  const refreshTexts = useCallback(async () => {
    const mine = ++textsGeneration.current;
    const env = await api(
      'test-activities/instrument',
      { participant_code: pcode, attempt_id: submissionId },
      { silent: true },
    );
    const read = env.data;
    if (mine !== textsGeneration.current || env.code !== 200 || !read) return;
    setState((s) => (s.attempt ? { ...s, attempt: withTextsOf(s.attempt, read) } : s));
  }, [pcode, submissionId]);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    const asked = participantLanguage();
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const read = await unwrap(
        api(
          'test-activities/instrument',
          { participant_code: pcode, attempt_id: submissionId },
          { silent: true },
        ),
      );
      const attempt =
        read.state === 'not_started' || (read.state === 'in_progress' && !isWaiting(read))
          ? await unwrap(
              api(
                'test-activities/mark-as-started',
                { participant_code: pcode, submission_id: submissionId },
                { silent: true },
              ),
            )
          : read;
      if (mine === generation.current) {
        setState({ attempt, error: null, loading: false });
        // The language changed while the attempt was loading in the previous one.
        if (participantLanguage() !== asked) void refreshTexts();
      }
    } catch (error) {
      if (mine === generation.current) setState({ attempt: null, error, loading: false });
    }
  }, [pcode, submissionId, refreshTexts]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const language = useParticipantLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (!enabled || shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refreshTexts();
  }, [enabled, language, refreshTexts]);

  /** Starts the waiting section's clock. */
  const startSection = useCallback(async () => {
    const env = await api(
      'test-activities/mark-as-started',
      { participant_code: pcode, submission_id: submissionId },
      { silent: true },
    );
    if (env.code === 200 && env.data) setState({ attempt: env.data, error: null, loading: false });
    return env;
  }, [pcode, submissionId]);

  const setAttempt = useCallback(
    (attempt: AttemptContent) => setState({ attempt, error: null, loading: false }),
    [],
  );

  return { ...state, reload: load, startSection, setAttempt };
}
