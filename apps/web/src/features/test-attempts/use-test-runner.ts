import type { AttemptContent } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createElement, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FocusLoop } from '../../components/focus-loop';
import { testActivityKeys } from '../participant-journey/api';
import { useCopy } from '../participant-journey/copy';
import type { DashboardNotice } from '../participant-journey/dashboard-notice';
import { useParticipantPaths } from '../participant-journey/paths-context';
import { useProctoring } from '../proctoring/use-proctoring';
import { firstUnansweredIndex, isAnswerValue, type StoredAnswers } from './answer-store';
import { useSectionEndedElsewhere } from './attempt-channel';
import { preloadItemInputs } from './item-inputs';
import type { Item, OnAttempt, Section } from './runner-types';
import { useAdaptiveStep } from './use-adaptive-step';
import { useAnswerSync } from './use-answer-sync';
import { useConnection } from './use-connection';
import { anchorNow, type ClockAnchor, useCountdown } from './use-countdown';
import { useItemClocks } from './use-item-clocks';
import { useSectionClock, useSectionEnd } from './use-section-end';

export interface TestRunnerProps {
  pcode: string;
  attempt: AttemptContent;
  onAttempt: OnAttempt;
}

/** The state of one section's run: answers, clocks, the current question and the way out. */
export function useTestRunner({ pcode, attempt, onAttempt }: TestRunnerProps) {
  const COPY = useCopy();
  const copy = useCopy();
  const sectionIndex = attempt.current_section_index ?? 0;
  const section = attempt.sections[sectionIndex];
  const items = section?.items ?? [];
  const isLastSection = sectionIndex >= attempt.sections.length - 1;
  const forwardOnly = section?.navigation === 'forward_only';
  const adaptive = section?.adaptive ?? null;
  const leave = useLeaveForDashboard(pcode);
  useEffect(() => preloadItemInputs(items), [items]);
  const link = useSectionSync(pcode, attempt, section);
  const { sync, remaining, online, refusedNotice, setRefusedNotice } = link;
  const { answers } = sync;

  const { current, earliest, go, item, itemAnchor } = useItemClocksAndNavigation({
    pcode,
    attempt,
    items,
    answers,
    adaptive,
    forwardOnly,
  });
  const adaptiveStep = useAdaptiveStep({
    pcode,
    submissionId: attempt.submission_id,
    enabled: adaptive !== null,
    item,
    answers: sync.answers,
    pendingCount: sync.pendingCount,
    answer: sync.answer,
    flush: sync.flush,
    onAttempt,
  });
  /** The adaptive section chose its last question and it is answered. */
  const adaptiveDone = adaptive?.stopped === true && !attempt.resume_item_id;
  const { itemRemaining, locked } = useItemLocks({ attempt, items, item, itemAnchor, current, go });

  const { ending, endSection, warning } = useSectionWayOut({
    ...link,
    pcode,
    attempt,
    section,
    sectionIndex,
    leave,
    onAttempt,
  });

  const questionRef = useFocusOnQuestionChange(current);

  const answeredCount = items.filter((it) => isAnswerValue(answers[it.id])).length;
  const progressPercent = progressOf(answeredCount, items.length, adaptive, adaptiveDone);
  const confirmFinish = useFinishConfirm({
    isLastSection,
    answeredCount,
    total: items.length,
    sectionOver: link.sectionOver,
    endSection,
    remaining,
  });

  const isLast = current >= items.length - 1;
  const finishLabel = isLastSection ? COPY.finishTest : copy.finishSection;
  const many = attempt.sections.length > 1;

  return {
    COPY,
    copy,
    sectionIndex,
    section,
    items,
    forwardOnly,
    adaptive,
    adaptiveStep,
    adaptiveDone,
    progressPercent,
    sync,
    answers,
    remaining,
    online,
    refusedNotice,
    setRefusedNotice,
    current,
    earliest,
    go,
    item,
    itemAnchor,
    itemRemaining,
    locked,
    ending,
    warning,
    questionRef,
    answeredCount,
    confirmFinish,
    isLast,
    finishLabel,
    many,
  };
}

/**
 * The question shown and how far back the participant may go: resumes at the question the server
 * names (or the first unanswered one); a forward-only section never goes back before the furthest
 * one reached; an adaptive section stays at the question the server chose.
 */
function useQuestionNavigation({
  attempt,
  items,
  answers,
  adaptive,
  forwardOnly,
}: {
  attempt: AttemptContent;
  items: Item[];
  answers: StoredAnswers['answers'];
  adaptive: Section['adaptive'] | null;
  forwardOnly: boolean;
}) {
  const [chosen, setCurrent] = useState(() => {
    const resume = items.findIndex((i) => i.id === attempt.resume_item_id);
    return resume >= 0 && !isAnswerValue(answers[items[resume].id])
      ? resume
      : firstUnansweredIndex(
          items.map((i) => i.id),
          answers,
        );
  });
  // An adaptive section is always at the question the server chose last (or its last one once stopped).
  const adaptiveAt = items.findIndex((i) => i.id === attempt.resume_item_id);
  const current = adaptive ? (adaptiveAt >= 0 ? adaptiveAt : Math.max(0, items.length - 1)) : chosen;
  const [earliest, setEarliest] = useState(forwardOnly ? current : 0);
  const go = useCallback(
    (i: number) => {
      const next = Math.max(0, Math.min(items.length - 1, i));
      setCurrent(next);
      if (forwardOnly) setEarliest((e) => Math.max(e, next));
    },
    [items.length, forwardOnly],
  );
  return { current, earliest, go };
}

/** Per-item clocks: a timed item locks at zero and the page moves on. */
function useItemLocks({
  attempt,
  items,
  item,
  itemAnchor,
  current,
  go,
}: {
  attempt: AttemptContent;
  items: Item[];
  item: Item | undefined;
  itemAnchor: ClockAnchor | undefined;
  current: number;
  go: (i: number) => void;
}) {
  const itemRemaining = useCountdown(itemAnchor ?? { seconds: null, at: 0 });
  const [locked, setLocked] = useState<Set<string>>(
    () =>
      new Set(
        Object.entries(attempt.item_remaining ?? {})
          .filter(([, s]) => s <= 0)
          .map(([id]) => id),
      ),
  );
  useEffect(() => {
    if (!item || !itemAnchor || itemRemaining !== 0 || locked.has(item.id)) return;
    setLocked((l) => new Set(l).add(item.id));
    if (current < items.length - 1) go(current + 1);
  }, [item, itemAnchor, itemRemaining, locked, current, items.length, go]);
  return { itemRemaining, locked };
}

/** Moves focus to the new question when the participant navigates (not on first load). */
function useFocusOnQuestionChange(current: number) {
  const questionRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of question
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    questionRef.current?.focus();
  }, [current]);

  return questionRef;
}

/** Back to the dashboard (replacing the test in history), with a notice to show there if any. */
function useLeaveForDashboard(pcode: string) {
  const participantPaths = useParticipantPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (notice?: DashboardNotice['notice']) => {
      // The cached dashboard still shows this test as open; drop it so the dashboard loads fresh.
      queryClient.removeQueries({ queryKey: testActivityKeys.home(pcode) });
      navigate(participantPaths.dashboard(pcode), { replace: true, state: notice ? { notice } : null });
    },
    [navigate, pcode, queryClient, participantPaths],
  );
}

/** How far through the section: of its items, or of an adaptive section's most items (all once it stopped). */
function progressOf(
  answeredCount: number,
  itemCount: number,
  adaptive: Section['adaptive'] | null,
  adaptiveDone: boolean,
): number {
  return adaptive
    ? adaptiveDone
      ? 100
      : Math.round((answeredCount / Math.max(1, adaptive.max_items)) * 100)
    : itemCount
      ? Math.round((answeredCount / itemCount) * 100)
      : 0;
}

/**
 * The section's link to the server: the answers kept in sync, the section clock it corrects, the
 * connection and proctoring; `moveOnRef` is set once the way out of the section is known.
 */
function useSectionSync(pcode: string, attempt: AttemptContent, section: Section | undefined) {
  const copy = useCopy();
  const [clock, setClock] = useState<ClockAnchor>(() => anchorNow(attempt.remaining_seconds));

  const onRemaining = useCallback((seconds: number | null) => {
    if (seconds !== null) setClock(anchorNow(seconds));
  }, []);
  const sectionOver = useRef(false);
  const [refusedNotice, setRefusedNotice] = useState('');
  /** Set below: the section is over without this page finishing it; go where the attempt is. */
  const moveOnRef = useRef<(options?: { queueClosed?: boolean }) => Promise<void>>(async () => {});
  const sync = useAnswerSync({
    participantCode: pcode,
    submissionId: attempt.submission_id,
    serverAnswers: attempt.answers,
    serverSeq: attempt.last_seq ?? 0,
    onRemaining,
    onClosed: () => void moveOnRef.current({ queueClosed: true }),
    onRefused: () => setRefusedNotice(copy.itemRefused),
    onSectionClosed: () => void moveOnRef.current(),
  });
  const pendingRef = useRef(sync.pendingCount);
  pendingRef.current = sync.pendingCount;
  useProctoring({ pcode, submissionId: attempt.submission_id });
  const remaining = useCountdown(clock);
  const remainingRef = useRef(remaining);
  remainingRef.current = remaining;
  const online = useConnection({
    participantCode: pcode,
    submissionId: attempt.submission_id,
    sectionId: section?.id ?? null,
    timer: () => remainingRef.current,
  });
  return {
    onRemaining,
    sectionOver,
    refusedNotice,
    setRefusedNotice,
    moveOnRef,
    sync,
    pendingRef,
    remaining,
    remainingRef,
    online,
  };
}

/** "Finish the test/section?": opens on the safe choice; finishing cannot be undone. */
function useFinishConfirm({
  isLastSection,
  answeredCount,
  total,
  sectionOver,
  endSection,
  remaining,
}: {
  isLastSection: boolean;
  answeredCount: number;
  total: number;
  sectionOver: RefObject<boolean>;
  endSection: (timeUp: boolean) => Promise<boolean>;
  remaining: number | null;
}) {
  const copy = useCopy();
  const { modal } = App.useApp();
  return () => {
    void modal.confirm({
      title: isLastSection ? copy.finishConfirmTitle : copy.finishSectionConfirmTitle,
      content: isLastSection
        ? copy.finishConfirmBody(answeredCount, total)
        : copy.finishSectionConfirmBody(answeredCount, total),
      okText: copy.finishConfirmOk,
      cancelText: copy.finishConfirmCancel,
      // Finishing cannot be undone: the dialog opens on the safe choice, and Tab stays inside it.
      focusable: { autoFocusButton: 'cancel', trap: true },
      modalRender: (node) => createElement(FocusLoop, null, node),
      onOk: async () => {
        sectionOver.current = true;
        if (!(await endSection(false))) sectionOver.current = remaining === 0;
      },
    });
  };
}

type SectionSync = ReturnType<typeof useSectionSync>;

/**
 * The ways out of the section: finishing it here, its time running out (with the warning before),
 * or another tab or device ending it, which this page then follows.
 */
function useSectionWayOut(
  options: Pick<
    SectionSync,
    | 'sync'
    | 'pendingRef'
    | 'remaining'
    | 'remainingRef'
    | 'online'
    | 'sectionOver'
    | 'moveOnRef'
    | 'onRemaining'
  > & {
    pcode: string;
    attempt: AttemptContent;
    section: Section | undefined;
    sectionIndex: number;
    leave: (notice?: DashboardNotice['notice']) => void;
    onAttempt: OnAttempt;
  },
) {
  const {
    pcode,
    attempt,
    section,
    sectionIndex,
    sync,
    pendingRef,
    remainingRef,
    sectionOver,
    moveOnRef,
    leave,
    onAttempt,
  } = options;
  const { ending, endSection, moveOn } = useSectionEnd({
    pcode,
    attempt,
    section,
    flushAnswers: sync.flush,
    closeAnswers: sync.close,
    pendingRef,
    remainingRef,
    leave,
    onAttempt,
  });
  moveOnRef.current = moveOn;
  // Another tab of this browser ended this section: follow it at once.
  useSectionEndedElsewhere(
    { participantCode: pcode, submissionId: attempt.submission_id, sectionIndex },
    () => {
      sectionOver.current = true;
      void moveOn();
    },
  );
  // The clock reads the section's link (time left, connection) as given, with the ways to end it.
  const warning = useSectionClock({ ...options, endSection, moveOn });
  return { ending, endSection, warning };
}

/**
 * The question shown with its own clock: navigation first, then the per-item clocks of the question
 * shown, which lock a timed item at zero and move on.
 */
function useItemClocksAndNavigation({
  pcode,
  attempt,
  items,
  answers,
  adaptive,
  forwardOnly,
}: {
  pcode: string;
  attempt: AttemptContent;
  items: Item[];
  answers: StoredAnswers['answers'];
  adaptive: Section['adaptive'] | null;
  forwardOnly: boolean;
}) {
  const { current, earliest, go } = useQuestionNavigation({ attempt, items, answers, adaptive, forwardOnly });
  const itemAnchors = useItemClocks(pcode, attempt, items, current);
  const item = items[current];
  const itemAnchor = item ? itemAnchors[item.id] : undefined;
  return { current, earliest, go, item, itemAnchor };
}
