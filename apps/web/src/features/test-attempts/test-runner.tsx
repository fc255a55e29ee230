import { DisconnectOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Flex, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { RichText } from '../../components/rich-text';
import { visuallyHidden } from '../../components/visually-hidden';
import { ProctoringNotice } from '../proctoring/notice';
import { AdaptiveStep } from './adaptive-step';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { SaveIndicator, Timer } from './runner-status';
import { TakeBreakButton } from './section-break';
import { useStickyScrollPadding } from './use-sticky-scroll-padding';
import { type TestRunnerProps, useTestRunner } from './use-test-runner';

/** One section of a test: one question at a time, saved as answered, under the section's clock. */
export function TestRunner(props: TestRunnerProps) {
  const { pcode, attempt } = props;
  const run = useTestRunner(props);

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <ProctoringNotice pcode={pcode} submissionId={attempt.submission_id} blocking />
      <RunnerHeader run={run} props={props} />

      <RunnerNotices run={run} />

      {attempt.instructions.trim() ? (
        <Collapse
          defaultActiveKey={run.answeredCount === 0 && run.sectionIndex === 0 ? ['instructions'] : []}
          items={[
            {
              key: 'instructions',
              label: run.COPY.instructions,
              children: <RichText html={attempt.instructions} style={{ whiteSpace: 'pre-line' }} />,
            },
          ]}
        />
      ) : null}

      <QuestionCard run={run} />

      <Card size="small" hidden={run.adaptive !== null}>
        <QuestionNavigator
          items={run.items}
          answers={run.answers}
          current={run.current}
          earliest={run.earliest}
          onGo={run.go}
        />
        {!run.isLast ? (
          <Button block style={{ marginTop: 12 }} onClick={run.confirmFinish} loading={run.ending}>
            {run.finishLabel}
          </Button>
        ) : null}
      </Card>
    </Flex>
  );
}

type Run = ReturnType<typeof useTestRunner>;

/** Stays on top: the test's name and section, the clock, progress and whether answers are saved. */
function RunnerHeader({ run, props }: { run: Run; props: TestRunnerProps }) {
  const { attempt } = props;
  const bar = useRef<HTMLDivElement>(null);
  useStickyScrollPadding(bar);
  return (
    <Card ref={bar} size="small" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
            {attempt.instrument_name}
          </Typography.Title>
          {run.many ? (
            <Typography.Text type="secondary">
              {run.copy.sectionOf(run.sectionIndex + 1, attempt.sections.length)}
            </Typography.Text>
          ) : null}
        </div>
        <Flex gap={8} align="center" wrap>
          <TakeBreakButton
            pcode={props.pcode}
            attempt={attempt}
            onAttempt={props.onAttempt}
            beforeBreak={run.sync.flush}
            lastSeq={run.sync.lastSeq}
          />
          {run.remaining !== null ? <Timer remaining={run.remaining} label={run.COPY.timeRemaining} /> : null}
        </Flex>
      </Flex>
      <Progress
        percent={run.progressPercent}
        showInfo={false}
        size="small"
        aria-label={
          run.adaptive
            ? run.COPY.answeredOfUpTo(run.answeredCount, run.adaptive.max_items)
            : run.COPY.answeredCount(run.answeredCount, run.items.length)
        }
        style={{ margin: '8px 0 4px' }}
      />
      <SaveIndicator status={run.sync.status} onRetry={run.sync.retry} />
      <div aria-live="assertive" style={visuallyHidden}>
        {run.warning}
      </div>
    </Card>
  );
}

/** Offline, the section's last minute, and an answer the server refused. */
function RunnerNotices({ run }: { run: Run }) {
  return (
    <>
      {!run.online ? (
        <Alert
          type="warning"
          showIcon
          icon={<DisconnectOutlined />}
          role="status"
          data-testid="offline-banner"
          message={run.copy.offlineBanner}
          description={run.sync.pendingCount > 0 ? run.copy.offlinePending(run.sync.pendingCount) : undefined}
        />
      ) : null}
      {run.warning ? <Alert type="error" showIcon message={run.warning} /> : null}
      {run.refusedNotice ? (
        <Alert
          type="info"
          showIcon
          closable
          message={run.refusedNotice}
          onClose={() => run.setRefusedNotice('')}
        />
      ) : null}
    </>
  );
}

/** The question shown (or the adaptive step) with the buttons to the previous and next one, or to finish. */
function QuestionCard({ run }: { run: Run }) {
  const item = run.item;
  return (
    <Card>
      {run.forwardOnly ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {run.adaptive ? run.copy.adaptiveNotice(run.COPY.next) : run.copy.forwardOnly}
        </Typography.Paragraph>
      ) : null}
      {run.adaptive ? (
        <AdaptiveStep run={run} />
      ) : item ? (
        <QuestionView
          key={item.id}
          item={item}
          index={run.current}
          total={run.items.length}
          sectionTitle={run.many ? (run.section?.title ?? '') : ''}
          value={run.answers[item.id]}
          onAnswer={(value) => run.sync.answer(item.id, value)}
          locked={run.locked.has(item.id) || run.ending}
          itemRemaining={item.time_limit_seconds && run.itemAnchor ? run.itemRemaining : null}
          focusRef={run.questionRef}
          copy={run.copy}
        />
      ) : (
        <Typography.Paragraph>{run.COPY.noItems}</Typography.Paragraph>
      )}
      <Flex
        justify="space-between"
        gap={8}
        wrap
        style={{ marginTop: 20, display: run.adaptive ? 'none' : undefined }}
      >
        {run.forwardOnly ? (
          <span />
        ) : (
          <Button
            size="large"
            icon={<LeftOutlined aria-hidden />}
            disabled={run.current === 0}
            onClick={() => run.go(run.current - 1)}
          >
            {run.COPY.previous}
          </Button>
        )}
        {run.isLast ? (
          <Button size="large" type="primary" onClick={run.confirmFinish} loading={run.ending}>
            {run.finishLabel}
          </Button>
        ) : (
          <Button
            size="large"
            type="primary"
            icon={<RightOutlined aria-hidden />}
            iconPlacement="end"
            onClick={() => run.go(run.current + 1)}
          >
            {run.COPY.next}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
