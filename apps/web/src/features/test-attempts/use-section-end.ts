import { type AttemptContent, TEST_NOT_STARTED_REASON } from '@asesa/contracts';
import { App } from 'antd';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { useCopy } from '../participant-journey/copy';
import type { DashboardNotice } from '../participant-journey/dashboard-notice';
import { rememberFinished } from '../participant-journey/stored-progress';
import { announceSectionEnded } from './attempt-channel';
import type { MovedOnNotice, OnAttempt, Section } from './runner-types';
import { showsOneMinuteWarning } from './section-warning';

/** How often the page asks the server for the section's remaining time (and reports its own). */
const LAST_ATTEMPT_EVERY_MS = 60_000;

interface SectionEndOptions {
  pcode: string;
  attempt: AttemptContent;
  section: Section | undefined;
  flushAnswers: () => Promise<boolean>;
  closeAnswers: () => void;
  pendingRef: RefObject<number>;
  /** The section's clock as the page shows it: zero means its time is over. */
  remainingRef: RefObject<number | null>;
  leave: (notice?: DashboardNotice['notice']) => void;
  onAttempt: OnAttempt;
}

/**
 * Ends the section: answers first (in order), then finish-section; the next section waits. When
 * the section turns out to be over already (another tab or device finished it, or the server's
 * clock ended it), the page reads the attempt again and goes where it really is, saying why once.
 */
export function useSectionEnd({
  pcode,
  attempt,
  section,
  flushAnswers,
  closeAnswers,
  pendingRef,
  remainingRef,
  leave,
  onAttempt,
}: SectionEndOptions) {
  const copy = useCopy();
  const { message } = App.useApp();
  const [ending, setEnding] = useState(false);
  const sectionIndex = attempt.current_section_index ?? 0;

  /** Leaves the test for the dashboard, the test being finished. */
  const leaveFinished = useCallback(
    (notice: DashboardNotice['notice']) => {
      rememberFinished(pcode, [attempt.submission_id]);
      closeAnswers();
      leave(notice);
    },
    [pcode, attempt.submission_id, closeAnswers, leave],
  );

  const moveOn = useMoveOn({ pcode, attempt, sectionIndex, remainingRef, leave, leaveFinished, onAttempt });

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
          announceSectionEnded(pcode, attempt.submission_id, sectionIndex);
          if (env.data.state === 'finished') leaveFinished(byTime ? 'timeUp' : undefined);
          else onAttempt(env.data, byTime ? 'timeUp' : undefined);
          return true;
        }
        if (env.code === 409 && env.error?.reason === TEST_NOT_STARTED_REASON) return false;
        if (env.code === 409 || env.code === 404) {
          // Over already: finished in another tab, or ended by the server's clock.
          await moveOn();
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
      pcode,
      attempt.submission_id,
      section?.id,
      sectionIndex,
      leaveFinished,
      moveOn,
      onAttempt,
      message,
      copy,
      pendingRef,
    ],
  );

  const endSectionRef = useRef(endSection);
  endSectionRef.current = endSection;
  return { ending, endSection, endSectionRef, moveOn };
}

/**
 * The section is over without this page finishing it: read the attempt and go where it is. Its
 * time is over when the page's clock says so; otherwise it was finished elsewhere.
 */
function useMoveOn({
  pcode,
  attempt,
  sectionIndex,
  remainingRef,
  leave,
  leaveFinished,
  onAttempt,
}: Pick<SectionEndOptions, 'pcode' | 'attempt' | 'remainingRef' | 'leave' | 'onAttempt'> & {
  sectionIndex: number;
  leaveFinished: (notice: DashboardNotice['notice']) => void;
}) {
  const movingOn = useRef(false);
  return useCallback(
    async ({ queueClosed = false }: { queueClosed?: boolean } = {}) => {
      if (movingOn.current) return;
      movingOn.current = true;
      const notice: MovedOnNotice = remainingRef.current === 0 ? 'timeUp' : 'closedElsewhere';
      try {
        const env = await api(
          'test-activities/instrument',
          { participant_code: pcode, attempt_id: attempt.submission_id },
          { silent: true },
        );
        const next = env.data;
        if (env.code !== 200 || !next) {
          // The attempt cannot be read now: the dashboard reads the participant's tests afresh.
          leave(notice === 'timeUp' ? 'timeUp' : undefined);
          return;
        }
        if (next.state === 'finished') {
          leaveFinished(notice === 'timeUp' ? 'timeUp' : 'finishedElsewhere');
          return;
        }
        const stillHere = next.state === 'in_progress' && (next.current_section_index ?? 0) === sectionIndex;
        // The answer queue stopped on a refusal of this very section: the dashboard starts it afresh.
        if (stillHere && queueClosed) leave();
        else onAttempt(next, stillHere ? undefined : notice);
      } finally {
        movingOn.current = false;
      }
    },
    [pcode, attempt.submission_id, sectionIndex, remainingRef, leave, leaveFinished, onAttempt],
  );
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
  moveOn: (options?: { queueClosed?: boolean }) => Promise<void>;
  onRemaining: (seconds: number | null) => void;
}

/**
 * The section's clock: warns in the last minute, ends the section at zero (again once back
 * online) and asks the server for the remaining time now and then. Answers the warning to show.
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
  moveOn,
  onRemaining,
}: SectionClockOptions): string {
  const copy = useCopy();
  const warning = showsOneMinuteWarning(remaining) ? copy.sectionOneMinuteLeft : '';
  // At zero the section ends; offline, again once the connection is back. The server's clock is
  // the authority: it also ends the section by itself after its grace.
  useEffect(() => {
    if (online && remaining === 0 && !sectionOver.current) {
      sectionOver.current = true;
      void endSection(true).then((done) => {
        if (!done) sectionOver.current = false;
      });
    }
  }, [online, remaining, endSection, sectionOver]);

  // The server's remaining time, asked now and then (and when back online): the device's clock never rules.
  const moveOnRef = useRef(moveOn);
  moveOnRef.current = moveOn;
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
        // The section ended while this page could not say so (its time ran out on the server, or
        // another tab finished it): move on to where the attempt is.
        else if (!sectionOver.current) {
          sectionOver.current = true;
          void moveOnRef.current();
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
  ]);
  return warning;
}
