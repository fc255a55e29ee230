import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  LeftOutlined,
  LoadingOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { AttemptContent } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Collapse, Flex, Progress, Radio, Result, Typography, theme } from 'antd';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RichText } from '../../components/rich-text';
import { ProctoringNotice } from '../../features/proctoring/notice';
import { useProctoring } from '../../features/proctoring/use-proctoring';
import { firstUnansweredIndex } from '../../features/test-activities/answer-store';
import { testActivityKeys, useStartedAttempt } from '../../features/test-activities/api';
import { LoadError, Loading, usePageTitle, visuallyHidden } from '../../features/test-activities/components';
import { TIME_WARNING_SECONDS } from '../../features/test-activities/constants';
import { type Copy, useCopy } from '../../features/test-activities/copy';
import { useParticipantPaths } from '../../features/test-activities/paths-context';
import { type SaveStatus, useAnswerSync } from '../../features/test-activities/use-answer-sync';
import { type ClockAnchor, formatDuration, useCountdown } from '../../features/test-activities/use-countdown';
import { ApiError } from '../../lib/api';
import type { DashboardNotice } from './DashboardPage';

/** Room the sticky header card takes at the top of a narrow screen. */
const STICKY_HEADER_CLEARANCE = 160;

type Item = AttemptContent['sections'][number]['items'][number] & { sectionTitle: string };

const saveStatus = (COPY: Copy): Record<SaveStatus, { icon: ReactNode; text: string; color?: string }> => ({
  idle: { icon: <CloudOutlined aria-hidden />, text: COPY.saveIdle },
  saving: { icon: <LoadingOutlined aria-hidden />, text: COPY.saveSaving },
  saved: { icon: <CheckCircleOutlined aria-hidden />, text: COPY.saveSaved, color: '#389e0d' },
  offline: { icon: <DisconnectOutlined aria-hidden />, text: COPY.saveOffline, color: '#d46b08' },
  error: { icon: <ExclamationCircleOutlined aria-hidden />, text: COPY.saveError, color: '#cf1322' },
});

function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const COPY = useCopy();
  const s = saveStatus(COPY)[status];
  return (
    <Flex gap={6} align="center" style={{ color: s.color ?? '#6b7280', fontSize: 13 }}>
      <span aria-hidden>{s.icon}</span>
      <span role="status" aria-live="polite">
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

function Timer({ remaining }: { remaining: number }) {
  const COPY = useCopy();
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
      <span style={visuallyHidden}>{COPY.timeRemaining}:</span>
      <span role="timer">{formatDuration(remaining)}</span>
    </Flex>
  );
}

function QuestionNavigator({
  items,
  answers,
  current,
  onGo,
}: {
  items: Item[];
  answers: Record<string, string>;
  current: number;
  onGo: (i: number) => void;
}) {
  const COPY = useCopy();
  const answered = items.filter((it) => answers[it.id]).length;
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
          const isAnswered = Boolean(answers[it.id]);
          const isCurrent = i === current;
          return (
            <li key={it.id}>
              <Button
                block
                color={isCurrent || isAnswered ? 'primary' : 'default'}
                variant={isCurrent ? 'solid' : 'outlined'}
                aria-label={COPY.navigatorItem(i + 1, isAnswered, isCurrent)}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGo(i)}
                style={{
                  minHeight: 40,
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
  value,
  onAnswer,
  focusRef,
}: {
  item: Item;
  index: number;
  total: number;
  value: string | undefined;
  onAnswer: (optionId: string) => void;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const COPY = useCopy();
  const stemId = useId();
  const progressId = useId();
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Text type="secondary" id={progressId}>
        {COPY.itemOf(index + 1, total)}
        {item.sectionTitle ? ` · ${item.sectionTitle}` : ''}
      </Typography.Text>
      <div
        id={stemId}
        ref={focusRef}
        tabIndex={-1}
        style={{
          fontSize: 18,
          fontWeight: 500,
          whiteSpace: 'pre-line',
          margin: '8px 0 16px',
          outline: 'none',
          // Keeps the question clear of the sticky timer card when focus moves to it.
          scrollMarginTop: STICKY_HEADER_CLEARANCE,
        }}
      >
        <RichText html={item.stem} />
      </div>
      <Radio.Group
        aria-labelledby={stemId}
        aria-describedby={progressId}
        value={value ?? null}
        onChange={(e) => onAnswer(String(e.target.value))}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8}>
          {item.options.map((option) => {
            const checked = value === option.id;
            return (
              <Radio
                key={option.id}
                value={option.id}
                style={{
                  margin: 0,
                  padding: '12px 14px',
                  width: '100%',
                  border: `1px solid ${checked ? token.colorPrimary : token.colorBorder}`,
                  borderRadius: token.borderRadiusLG,
                  background: checked
                    ? `color-mix(in srgb, ${token.colorPrimary} 10%, ${token.colorBgContainer})`
                    : token.colorBgContainer,
                  whiteSpace: 'normal',
                }}
              >
                <RichText html={option.text} />
              </Radio>
            );
          })}
        </Flex>
      </Radio.Group>
    </div>
  );
}

/** The answers this page shows (option ids); answers of other item types are kept on the server as they are. */
function choiceAnswers(answers: AttemptContent['answers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function flattenItems(attempt: AttemptContent): Item[] {
  const many = attempt.sections.length > 1;
  return attempt.sections.flatMap((s) => s.items.map((it) => ({ ...it, sectionTitle: many ? s.title : '' })));
}

function TestRunner({ pcode, attempt }: { pcode: string; attempt: AttemptContent }) {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const items = useMemo(() => flattenItems(attempt), [attempt]);
  const [clock, setClock] = useState<ClockAnchor>(() => ({
    seconds: attempt.remaining_seconds,
    at: Date.now(),
  }));

  const leave = useCallback(
    (notice?: DashboardNotice['notice']) => {
      // The cached dashboard still shows this test as open; drop it so the dashboard loads fresh.
      queryClient.removeQueries({ queryKey: testActivityKeys.home(pcode) });
      navigate(participantPaths.dashboard(pcode), { replace: true, state: notice ? { notice } : null });
    },
    [navigate, pcode, queryClient, participantPaths],
  );
  const onRemaining = useCallback((seconds: number | null) => setClock({ seconds, at: Date.now() }), []);
  const onClosed = useCallback(() => leave('timeUp'), [leave]);
  const sync = useAnswerSync({
    participantCode: pcode,
    submissionId: attempt.submission_id,
    serverAnswers: choiceAnswers(attempt.answers),
    onRemaining,
    onClosed,
  });
  const { answers, finish } = sync;
  useProctoring({ pcode, submissionId: attempt.submission_id });
  const [current, setCurrent] = useState(() =>
    firstUnansweredIndex(
      items.map((i) => i.id),
      answers,
    ),
  );
  const remaining = useCountdown(clock);
  const warned = useRef(false);
  const expired = useRef(false);
  const [warning, setWarning] = useState('');

  useEffect(() => {
    if (remaining === null) return;
    if (remaining > 0 && remaining <= TIME_WARNING_SECONDS && !warned.current) {
      warned.current = true;
      setWarning(COPY.oneMinuteLeft);
      void message.warning(COPY.oneMinuteLeft);
    }
    if (remaining === 0 && !expired.current) {
      // The server's clock is the authority; it also auto-finishes the section with the saved answers.
      expired.current = true;
      void finish().finally(() => leave('timeUp'));
    }
  }, [remaining, finish, leave, message, COPY.oneMinuteLeft]);

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

  const answeredCount = items.filter((it) => answers[it.id]).length;
  const confirmFinish = () => {
    void modal.confirm({
      title: COPY.finishConfirmTitle,
      content: COPY.finishConfirmBody(answeredCount, items.length),
      okText: COPY.finishConfirmOk,
      cancelText: COPY.finishConfirmCancel,
      onOk: async () => {
        expired.current = true;
        if (await finish()) {
          leave();
        } else {
          expired.current = remaining === 0;
          void message.error(COPY.finishFailed);
        }
      },
    });
  };

  const item = items[current];
  const isLast = current >= items.length - 1;

  return (
    <Flex vertical gap={12}>
      <ProctoringNotice pcode={pcode} submissionId={attempt.submission_id} blocking />
      <Card size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0, minWidth: 0 }}>
            {attempt.instrument_name}
          </Typography.Title>
          {remaining !== null ? <Timer remaining={remaining} /> : null}
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

      {attempt.instructions.trim() ? (
        <Collapse
          defaultActiveKey={answeredCount === 0 ? ['instructions'] : []}
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
        {item ? (
          <QuestionView
            key={item.id}
            item={item}
            index={current}
            total={items.length}
            value={answers[item.id]}
            onAnswer={(optionId) => sync.answer(item.id, optionId)}
            focusRef={questionRef}
          />
        ) : (
          <Typography.Paragraph>{COPY.noItems}</Typography.Paragraph>
        )}
        <Flex justify="space-between" gap={8} style={{ marginTop: 20 }}>
          <Button
            size="large"
            icon={<LeftOutlined aria-hidden />}
            disabled={current === 0}
            onClick={() => setCurrent((c) => Math.max(0, c - 1))}
          >
            {COPY.previous}
          </Button>
          {isLast ? (
            <Button size="large" type="primary" onClick={confirmFinish}>
              {COPY.finishTest}
            </Button>
          ) : (
            <Button
              size="large"
              type="primary"
              icon={<RightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => setCurrent((c) => Math.min(items.length - 1, c + 1))}
            >
              {COPY.next}
            </Button>
          )}
        </Flex>
      </Card>

      <Card size="small">
        <QuestionNavigator items={items} answers={answers} current={current} onGo={setCurrent} />
        {!isLast ? (
          <Button block style={{ marginTop: 12 }} onClick={confirmFinish}>
            {COPY.finishTest}
          </Button>
        ) : null}
      </Card>
    </Flex>
  );
}

/** /test-activity/test/{pcode}?submission={id}: one instrument, one question at a time, saved as answered. */
export function TestPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { pcode = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { submissionId?: number } | null)?.submissionId;
  const submissionId = Number(params.get('submission') ?? fromState ?? Number.NaN);
  const valid = Number.isInteger(submissionId) && submissionId > 0;
  const attempt = useStartedAttempt(pcode, valid ? submissionId : 0);
  usePageTitle(attempt.data?.instrument_name ?? COPY.testLoading);

  const missing = (
    <Result
      status="warning"
      title={COPY.testMissing}
      extra={<Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>}
    />
  );
  if (!valid) return missing;
  if (attempt.isPending) return <Loading label={COPY.testLoading} />;
  if (attempt.isError) {
    if (attempt.error instanceof ApiError && attempt.error.code === 404) return missing;
    return (
      <>
        <LoadError error={attempt.error} onRetry={() => void attempt.refetch()} />
        <Flex justify="center">
          <Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>
        </Flex>
      </>
    );
  }
  if (attempt.data.state === 'finished') return <Navigate to={participantPaths.dashboard(pcode)} replace />;
  return <TestRunner key={attempt.data.submission_id} pcode={pcode} attempt={attempt.data} />;
}
