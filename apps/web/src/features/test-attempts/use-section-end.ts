import { type AttemptContent, TEST_NOT_STARTED_REASON } from '@asesa/contracts';
import { App } from 'antd';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { TIME_WARNING_SECONDS } from '../participant-journey/constants';
import { useCopy } from '../participant-journey/copy';
import type { DashboardNotice } from '../participant-journey/dashboard-notice';
import type { Section } from './runner-types';
import { rememberFinished } from './stored-progress';

/** How often the page asks the server for the section's remaining time (and reports its own). */
const LAST_ATTEMPT_EVERY_MS = 60_000;

interface SectionEndOptions {
  pcode: string;
  attempt: AttemptContent;
  section: Section | undefined;
  flushAnswers: () => Promise<boolean>;
  closeAnswers: () => void;
  pendingRef: RefObject<number>;
  leave: (notice?: DashboardNotice['notice']) => void;
  onAttempt: (next: AttemptContent) => void;
}

/** Ends the section: answers first (in order), then finish-section; the next section waits. */
export function useSectionEnd({
  pcode,
  attempt,
  section,
  flushAnswers,
  closeAnswers,
  pendingRef,
  leave,
  onAttempt,
}: SectionEndOptions) {
  const copy = useCopy();
  const { message } = App.useApp();
  const [ending, setEnding] = useState(false);
  const endSection = useCallback(
    async (byTime: boolean) => {
      setEnding(true);
      try {
        const sent = await flushAnswers();
        if (!sent && pendingRef.current > 0 && !byTime) {
          void message.error(copy.finishPendingOffline);
          return false;
        }
        const env = await api(
          'test-activities/finish-section',
          { participant_code: pcode, submission_id: attempt.submission_id, section_id: section?.id ?? '' },
          { silent: true },
        );
        if (env.code === 200 && env.data) {
          if (env.data.state === 'finished') {
            rememberFinished(pcode, [attempt.submission_id]);
            closeAnswers();
            leave(byTime ? 'timeUp' : undefined);
          } else {
            if (byTime) void message.info(copy.sectionTimeUp);
            onAttempt(env.data);
          }
          return true;
        }
        if (env.code === 409 && env.error?.reason === TEST_NOT_STARTED_REASON) return false;
        if (env.code === 409 || env.code === 404) {
          leave(byTime ? 'timeUp' : undefined);
          return true;
        }
        void message.error(env.code === 0 ? copy.finishPendingOffline : copy.finishFailed);
        return false;
      } finally {
        setEnding(false);
      }
    },
    [
      flushAnswers,
      closeAnswers,
      pcode,
      attempt.submission_id,
      section?.id,
      leave,
      onAttempt,
      message,
      copy,
      pendingRef,
    ],
  );

  const endSectionRef = useRef(endSection);
  endSectionRef.current = endSection;
  return { ending, endSection, endSectionRef };
}

interface SectionClockOptions {
  pcode: string;
  attempt: AttemptContent;
  section: Section | undefined;
  remaining: number | null;
  remainingRef: RefObject<number | null>;
  online: boolean;
  sectionOver: RefObject<boolean>;
  endSection: (byTime: boolean) => Promise<boolean>;
  endSectionRef: RefObject<(byTime: boolean) => Promise<boolean>>;
  onRemaining: (seconds: number | null) => void;
}

/**
 * The section's clock: warns at one minute, ends the section at zero (again once back online)
 * and asks the server for the remaining time now and then. Answers the warning to show.
 */
export function useSectionClock({
  pcode,
  attempt,
  section,
  remaining,
  remainingRef,
  online,
  sectionOver,
  endSection,
  endSectionRef,
  onRemaining,
}: SectionClockOptions): string {
  const copy = useCopy();
  const { message } = App.useApp();
  // The section's clock: warn at one minute, end the section at zero.
  const warned = useRef(false);
  const [warning, setWarning] = useState('');
  useEffect(() => {
    if (remaining === null) return;
    if (remaining > 0 && remaining <= TIME_WARNING_SECONDS && !warned.current) {
      warned.current = true;
      setWarning(copy.sectionOneMinuteLeft);
      void message.warning(copy.sectionOneMinuteLeft);
    }
    if (remaining === 0 && !sectionOver.current) {
      // The server's clock is the authority; it also ends the section by itself after its grace.
      sectionOver.current = true;
      void endSection(true).then((done) => {
        if (!done) sectionOver.current = false;
      });
    }
  }, [remaining, endSection, message, copy.sectionOneMinuteLeft, sectionOver]);
  // Offline at zero: try again once the connection is back.
  useEffect(() => {
    if (online && remaining === 0 && !sectionOver.current) {
      sectionOver.current = true;
      void endSection(true).then((done) => {
        if (!done) sectionOver.current = false;
      });
    }
  }, [online, remaining, endSection, sectionOver]);

  // The server's remaining time, asked now and then (and when back online): the device's clock never rules.
  useEffect(() => {
    if (!section || attempt.remaining_seconds === null || !online) return;
    const ask = () =>
      void api(
        'test-activities/participant-last-attempt',
        {
          participant_code: pcode,
          section_id: section.id,
          submission_id: attempt.submission_id,
          last_timer: remainingRef.current ?? undefined,
        },
        { silent: true },
      ).then((env) => {
        if (env.code !== 200 || !env.data) return;
        if (env.data.section_state === 'current') onRemaining(env.data.remaining_seconds);
        // The server ended the section (its time ran out while this page could not say so): move on.
        else if (!sectionOver.current) {
          sectionOver.current = true;
          void endSectionRef.current(true);
        }
      });
    ask();
    const id = setInterval(ask, LAST_ATTEMPT_EVERY_MS);
    return () => clearInterval(id);
  }, [
    section,
    attempt.remaining_seconds,
    attempt.submission_id,
    pcode,
    online,
    onRemaining,
    remainingRef,
    sectionOver,
    endSectionRef,
  ]);
  return warning;
}
