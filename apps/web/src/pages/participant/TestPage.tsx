import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  HourglassOutlined,
  LeftOutlined,
  LoadingOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { AnswerValue, AttemptContent } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Collapse, Flex, Progress, Result, Typography, theme } from 'antd';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RichText } from '../../components/rich-text';
import { ProctoringNotice } from '../../features/proctoring/notice';
import { useProctoring } from '../../features/proctoring/use-proctoring';
import { firstUnansweredIndex, isAnswerValue } from '../../features/test-activities/answer-store';
import { testActivityKeys } from '../../features/test-activities/api';
import { LoadError, Loading, usePageTitle, visuallyHidden } from '../../features/test-activities/components';
import { TIME_WARNING_SECONDS } from '../../features/test-activities/constants';
import { type Copy, type RunnerCopy, useCopy } from '../../features/test-activities/copy';
import { ItemImage, ItemInput, preloadItemInputs } from '../../features/test-activities/item-inputs';
import { useParticipantPaths } from '../../features/test-activities/paths-context';
import { rememberFinished, storedFinished } from '../../features/test-activities/stored-progress';
import { type SaveStatus, useAnswerSync } from '../../features/test-activities/use-answer-sync';
import { isWaiting, useAttempt } from '../../features/test-activities/use-attempt';
import { useConnection } from '../../features/test-activities/use-connection';
import {
  anchorNow,
  type ClockAnchor,
  formatDuration,
  useCountdown,
} from '../../features/test-activities/use-countdown';
import { ApiError, api } from '../../lib/api';
import type { DashboardNotice } from './DashboardPage';

/** Room the sticky header card takes at the top of a narrow screen. */
const STICKY_HEADER_CLEARANCE = 170;
/** How often the page asks the server for the section's remaining time (and reports its own). */
const LAST_ATTEMPT_EVERY_MS = 60_000;

type Section = AttemptContent['sections'][number];
type Item = Section['items'][number];

const saveStatus = (COPY: Copy): Record<SaveStatus, { icon: ReactNode; text: string; color?: string }> => ({
  idle: { icon: <CloudOutlined aria-hidden />, text: COPY.saveIdle },
  saving: { icon: <LoadingOutlined aria-hidden />, text: COPY.saveSaving },
  // Green 8: green 7 (#389e0d) is 3.5:1 on white, below WCAG AA (axe: color-contrast).
  saved: { icon: <CheckCircleOutlined aria-hidden />, text: COPY.saveSaved, color: '#237804' },
  offline: { icon: <DisconnectOutlined aria-hidden />, text: COPY.saveOffline, color: '#ad4e00' },
  error: { icon: <ExclamationCircleOutlined aria-hidden />, text: COPY.saveError, color: '#cf1322' },
});

function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const COPY = useCopy();
  const s = saveStatus(COPY)[status];
  return (
    <Flex gap={6} align="center" wrap style={{ color: s.color ?? '#595959', fontSize: 13 }}>
      <span aria-hidden>{s.icon}</span>
      <span role="status" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {s.text}
      </span>
      {status === 'error' || status === 'offline' ? (
        <Button type="link" size="small" onClick={onRetry} style={{ padding: 0 }}>
          {COPY.retry}
        </Button>
      ) : null}
    </Flex>
  );
}

function Timer({ remaining, label }: { remaining: number; label: string }) {
  const urgent = remaining <= TIME_WARNING_SECONDS;
  return (
    <Flex
      gap={6}
      align="center"
      style={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        fontSize: 18,
        color: urgent ? '#cf1322' : undefined,
        padding: '2px 10px',
        borderRadius: 6,
        background: urgent ? '#fff1f0' : '#f0f5ff',
      }}
    >
      <ClockCircleOutlined aria-hidden />
      <span style={visuallyHidden}>{label}:</span>
      <span role="timer" data-testid="section-timer">
        {formatDuration(remaining)}
      </span>
    </Flex>
  );
}

function QuestionNavigator({
  items,
  answers,
  current,
  earliest,
  onGo,
}: {
  items: Item[];
  answers: Record<string, AnswerValue>;
  current: number;
  /** Items before this one cannot be revisited (forward-only sections). */
  earliest: number;
  onGo: (i: number) => void;
}) {
  const COPY = useCopy();
  const answered = items.filter((it) => isAnswerValue(answers[it.id])).length;
  const { token } = theme.useToken();
  return (
    <nav aria-label={COPY.navigator}>
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>{COPY.navigator}</Typography.Text>
        <Typography.Text type="secondary">{COPY.answeredCount(answered, items.length)}</Typography.Text>
      </Flex>
      <ol
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
          gap: 6,
        }}
      >
        {items.map((it, i) => {
          const isAnswered = isAnswerValue(answers[it.id]);
          const isCurrent = i === current;
          return (
            <li key={it.id}>
              <Button
                block
                color={isCurrent || isAnswered ? 'primary' : 'default'}
                variant={isCurrent ? 'solid' : 'outlined'}
                aria-label={COPY.navigatorItem(i + 1, isAnswered, isCurrent)}
                aria-current={isCurrent ? 'step' : undefined}
                disabled={i < earliest}
                onClick={() => onGo(i)}
                style={{
                  minHeight: 44,
                  paddingInline: 0,
                  fontWeight: isAnswered ? 600 : undefined,
                  background:
                    isAnswered && !isCurrent
                      ? `color-mix(in srgb, ${token.colorPrimary} 12%, ${token.colorBgContainer})`
                      : undefined,
                }}
              >
                {i + 1}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function QuestionView({
  item,
  index,
  total,
  sectionTitle,
  value,
  onAnswer,
  locked,
  itemRemaining,
  focusRef,
  copy,
}: {
  item: Item;
  index: number;
  total: number;
  sectionTitle: string;
  value: AnswerValue | undefined;
  onAnswer: (value: AnswerValue) => void;
  locked: boolean;
  itemRemaining: number | null;
  focusRef: RefObject<HTMLDivElement | null>;
  copy: RunnerCopy;
}) {
  const COPY = useCopy();
  const stemId = useId();
  const progressId = useId();
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" id={progressId}>
          {COPY.itemOf(index + 1, total)}
          {sectionTitle ? ` · ${sectionTitle}` : ''}
        </Typography.Text>
        {itemRemaining !== null ? (
          <Flex gap={6} align="center" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            <HourglassOutlined aria-hidden />
            <span style={visuallyHidden}>{copy.itemTimeLeft}:</span>
            <span role="timer" data-testid="item-timer">
              {formatDuration(itemRemaining)}
            </span>
          </Flex>
        ) : null}
      </Flex>
      <div
        id={stemId}
        ref={focusRef}
        tabIndex={-1}
        style={{
          fontSize: 18,
          fontWeight: 500,
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          margin: '8px 0 16px',
          outline: 'none',
          // Keeps the question clear of the sticky timer card when focus moves to it.
          scrollMarginTop: STICKY_HEADER_CLEARANCE,
        }}
      >
        <RichText html={item.stem} />
      </div>
      <ItemImage item={item} number={index + 1} copy={copy} />
      {locked ? <Alert type="info" showIcon message={copy.itemTimeUp} style={{ marginBottom: 12 }} /> : null}
      <ItemInput
        item={item}
        number={index + 1}
        value={value}
        onAnswer={onAnswer}
        disabled={locked}
        labelledBy={stemId}
        describedBy={progressId}
        copy={copy}
      />
    </div>
  );
}

/** Item clocks of the section: when each timed item's countdown ends, from the server's figures. */
function useItemClocks(pcode: string, attempt: AttemptContent, items: Item[], current: number) {
  const [anchors, setAnchors] = useState<Record<string, ClockAnchor>>(() =>
    Object.fromEntries(Object.entries(attempt.item_remaining ?? {}).map(([id, s]) => [id, anchorNow(s)])),
  );
  const asked = useRef(new Set<string>());
  const item = items[current];
  useEffect(() => {
    if (!item?.time_limit_seconds || anchors[item.id] || asked.current.has(item.id)) return;
    asked.current.add(item.id);
    // Until the server answers, the item counts down from its full limit.
    setAnchors((a) => ({ ...a, [item.id]: anchorNow(item.time_limit_seconds ?? null) }));
    void api(
      'test-activities/item-shown',
      { participant_code: pcode, submission_id: attempt.submission_id, item_id: item.id },
      { silent: true },
    ).then((env) => {
      if (env.code === 200 && env.data)
        setAnchors((a) => ({ ...a, [item.id]: anchorNow(env.data?.remaining_seconds ?? null) }));
    });
  }, [item, anchors, pcode, attempt.submission_id]);
  return anchors;
}

function TestRunner({
  pcode,
  attempt,
  onAttempt,
}: {
  pcode: string;
  attempt: AttemptContent;
  onAttempt: (next: AttemptContent) => void;
}) {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const copy = useCopy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const sectionIndex = attempt.current_section_index ?? 0;
  const section = attempt.sections[sectionIndex];
  const items = section?.items ?? [];
  const isLastSection = sectionIndex >= attempt.sections.length - 1;
  const forwardOnly = section?.navigation === 'forward_only';
  useEffect(() => preloadItemInputs(items), [items]);
  const [clock, setClock] = useState<ClockAnchor>(() => anchorNow(attempt.remaining_seconds));

  const leave = useCallback(
    (notice?: DashboardNotice['notice']) => {
      // The cached dashboard still shows this test as open; drop it so the dashboard loads fresh.
      queryClient.removeQueries({ queryKey: testActivityKeys.home(pcode) });
      navigate(participantPaths.dashboard(pcode), { replace: true, state: notice ? { notice } : null });
    },
    [navigate, pcode, queryClient, participantPaths],
  );
  const onRemaining = useCallback((seconds: number | null) => {
    if (seconds !== null) setClock(anchorNow(seconds));
  }, []);
  const sectionOver = useRef(false);
  const [refusedNotice, setRefusedNotice] = useState('');
  const sync = useAnswerSync({
    participantCode: pcode,
    submissionId: attempt.submission_id,
    serverAnswers: attempt.answers,
    serverSeq: attempt.last_seq ?? 0,
    onRemaining,
    onClosed: () => {
      sync.close();
      leave('timeUp');
    },
    onRefused: () => setRefusedNotice(copy.itemRefused),
  });
  const { answers, flush: flushAnswers, close: closeAnswers } = sync;
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

  const [current, setCurrent] = useState(() => {
    const resume = items.findIndex((i) => i.id === attempt.resume_item_id);
    return resume >= 0 && !isAnswerValue(answers[items[resume].id])
      ? resume
      : firstUnansweredIndex(
          items.map((i) => i.id),
          answers,
        );
  });
  const [earliest, setEarliest] = useState(forwardOnly ? current : 0);
  const go = useCallback(
    (i: number) => {
      const next = Math.max(0, Math.min(items.length - 1, i));
      setCurrent(next);
      if (forwardOnly) setEarliest((e) => Math.max(e, next));
    },
    [items.length, forwardOnly],
  );

  // Per-item clocks: a timed item locks at zero and the page moves on.
  const itemAnchors = useItemClocks(pcode, attempt, items, current);
  const item = items[current];
  const itemAnchor = item ? itemAnchors[item.id] : undefined;
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

  /** Ends the section: answers first (in order), then finish-section; the next section waits. */
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
        if (env.code === 409 && env.error?.message === 'This test has not been started yet.') return false;
        if (env.code === 409 || env.code === 404) {
          leave(byTime ? 'timeUp' : undefined);
          return true;
        }
        void message.error(env.code === 0 ? copy.finishPendingOffline : COPY.finishFailed);
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
      COPY.finishFailed,
    ],
  );

  const endSectionRef = useRef(endSection);
  endSectionRef.current = endSection;

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
  }, [remaining, endSection, message, copy.sectionOneMinuteLeft]);
  // Offline at zero: try again once the connection is back.
  useEffect(() => {
    if (online && remaining === 0 && !sectionOver.current) {
      sectionOver.current = true;
      void endSection(true).then((done) => {
        if (!done) sectionOver.current = false;
      });
    }
  }, [online, remaining, endSection]);

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
  }, [section, attempt.remaining_seconds, attempt.submission_id, pcode, online, onRemaining]);

  // Move focus to the new question when the participant navigates (not on first load).
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

  const answeredCount = items.filter((it) => isAnswerValue(answers[it.id])).length;
  const confirmFinish = () => {
    void modal.confirm({
      title: isLastSection ? COPY.finishConfirmTitle : copy.finishSectionConfirmTitle,
      content: isLastSection
        ? COPY.finishConfirmBody(answeredCount, items.length)
        : copy.finishSectionConfirmBody(answeredCount, items.length),
      okText: COPY.finishConfirmOk,
      cancelText: COPY.finishConfirmCancel,
      onOk: async () => {
        sectionOver.current = true;
        if (!(await endSection(false))) sectionOver.current = remaining === 0;
      },
    });
  };

  const isLast = current >= items.length - 1;
  const finishLabel = isLastSection ? COPY.finishTest : copy.finishSection;
  const many = attempt.sections.length > 1;

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <ProctoringNotice pcode={pcode} submissionId={attempt.submission_id} blocking />
      <Card size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
              {attempt.instrument_name}
            </Typography.Title>
            {many ? (
              <Typography.Text type="secondary">
                {copy.sectionOf(sectionIndex + 1, attempt.sections.length)}
              </Typography.Text>
            ) : null}
          </div>
          {remaining !== null ? <Timer remaining={remaining} label={COPY.timeRemaining} /> : null}
        </Flex>
        <Progress
          percent={items.length ? Math.round((answeredCount / items.length) * 100) : 0}
          showInfo={false}
          size="small"
          aria-label={COPY.answeredCount(answeredCount, items.length)}
          style={{ margin: '8px 0 4px' }}
        />
        <SaveIndicator status={sync.status} onRetry={sync.retry} />
        <div aria-live="assertive" style={visuallyHidden}>
          {warning}
        </div>
      </Card>

      {!online ? (
        <Alert
          type="warning"
          showIcon
          icon={<DisconnectOutlined />}
          role="status"
          data-testid="offline-banner"
          message={copy.offlineBanner}
          description={sync.pendingCount > 0 ? copy.offlinePending(sync.pendingCount) : undefined}
        />
      ) : null}
      {warning && remaining !== null && remaining > 0 ? (
        <Alert type="error" showIcon message={warning} />
      ) : null}
      {refusedNotice ? (
        <Alert type="info" showIcon closable message={refusedNotice} onClose={() => setRefusedNotice('')} />
      ) : null}

      {attempt.instructions.trim() ? (
        <Collapse
          defaultActiveKey={answeredCount === 0 && sectionIndex === 0 ? ['instructions'] : []}
          items={[
            {
              key: 'instructions',
              label: COPY.instructions,
              children: <RichText html={attempt.instructions} style={{ whiteSpace: 'pre-line' }} />,
            },
          ]}
        />
      ) : null}

      <Card>
        {forwardOnly ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {copy.forwardOnly}
          </Typography.Paragraph>
        ) : null}
        {item ? (
          <QuestionView
            key={item.id}
            item={item}
            index={current}
            total={items.length}
            sectionTitle={many ? (section?.title ?? '') : ''}
            value={answers[item.id]}
            onAnswer={(value) => sync.answer(item.id, value)}
            locked={locked.has(item.id) || ending}
            itemRemaining={item.time_limit_seconds && itemAnchor ? itemRemaining : null}
            focusRef={questionRef}
            copy={copy}
          />
        ) : (
          <Typography.Paragraph>{COPY.noItems}</Typography.Paragraph>
        )}
        <Flex justify="space-between" gap={8} wrap style={{ marginTop: 20 }}>
          {forwardOnly ? (
            <span />
          ) : (
            <Button
              size="large"
              icon={<LeftOutlined aria-hidden />}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              {COPY.previous}
            </Button>
          )}
          {isLast ? (
            <Button size="large" type="primary" onClick={confirmFinish} loading={ending}>
              {finishLabel}
            </Button>
          ) : (
            <Button
              size="large"
              type="primary"
              icon={<RightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => go(current + 1)}
            >
              {COPY.next}
            </Button>
          )}
        </Flex>
      </Card>

      <Card size="small">
        <QuestionNavigator items={items} answers={answers} current={current} earliest={earliest} onGo={go} />
        {!isLast ? (
          <Button block style={{ marginTop: 12 }} onClick={confirmFinish} loading={ending}>
            {finishLabel}
          </Button>
        ) : null}
      </Card>
    </Flex>
  );
}

/** Between sections: the next section and its time limit; its clock starts with the participant's Start. */
function SectionIntro({ attempt, onStart }: { attempt: AttemptContent; onStart: () => Promise<void> }) {
  const copy = useCopy();
  const index = attempt.current_section_index ?? 0;
  const section = attempt.sections[index];
  const [starting, setStarting] = useState(false);
  const limit = section?.time_limit_seconds ?? null;
  const minutes =
    limit === null ? null : Math.ceil((limit * (100 + (attempt.extra_time_percent ?? 0))) / 100 / 60);
  return (
    <Card>
      <Typography.Text type="secondary">{copy.sectionOf(index + 1, attempt.sections.length)}</Typography.Text>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 4, overflowWrap: 'anywhere' }}>
        {copy.sectionReadyTitle(section?.title ?? '')}
      </Typography.Title>
      <Typography.Paragraph>{copy.sectionReadyBody(section?.item_count ?? 0, minutes)}</Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        loading={starting}
        onClick={async () => {
          setStarting(true);
          try {
            await onStart();
          } finally {
            setStarting(false);
          }
        }}
      >
        {copy.startSection}
      </Button>
    </Card>
  );
}

/** /test-activity/test/{pcode}?submission={id}: one section at a time, one question at a time, saved as answered. */
export function TestPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { message } = App.useApp();
  const { pcode = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { submissionId?: number } | null)?.submissionId;
  const submissionId = Number(params.get('submission') ?? fromState ?? Number.NaN);
  const valid = Number.isInteger(submissionId) && submissionId > 0;
  const loaded = useAttempt(pcode, valid ? submissionId : 0, valid);
  const attempt = loaded.attempt;
  usePageTitle(attempt?.instrument_name ?? COPY.testLoading);

  const missing = (
    <Result
      status="warning"
      title={COPY.testMissing}
      extra={<Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>}
    />
  );
  if (!valid) return missing;
  if (loaded.loading && !attempt) return <Loading label={COPY.testLoading} />;
  if (loaded.error || !attempt) {
    const error = loaded.error;
    if (error instanceof ApiError && error.code === 404) return missing;
    if (error instanceof ApiError && error.code === 0) {
      // A section stored as finished (spec 3 hasFinish) leads on as a finished one does.
      if (storedFinished(pcode, submissionId))
        return <Navigate to={participantPaths.dashboard(pcode)} replace />;
      // Otherwise the connectivity probe decides on the connection-lost page (spec 2.2).
      return <LoadError error={error} />;
    }
    return (
      <>
        <LoadError error={error} onRetry={() => void loaded.reload()} />
        <Flex justify="center">
          <Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>
        </Flex>
      </>
    );
  }
  if (attempt.state === 'finished') return <Navigate to={participantPaths.dashboard(pcode)} replace />;
  if (isWaiting(attempt))
    return (
      <SectionIntro
        attempt={attempt}
        onStart={async () => {
          const env = await loaded.startSection();
          if (env.code !== 200) void message.error(env.error?.message ?? COPY.loadFailed);
        }}
      />
    );
  return (
    <TestRunner
      key={`${attempt.submission_id}:${attempt.current_section_index ?? 0}`}
      pcode={pcode}
      attempt={attempt}
      onAttempt={loaded.setAttempt}
    />
  );
}
