import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result } from 'antd';
import { QuestionView } from './question-view';
import type { useTestRunner } from './use-test-runner';

/**
 * The question an adaptive section's server chose, with Next to give the answer for good; at the
 * end, the section's completion and its Finish button.
 */
export function AdaptiveStep({ run }: { run: ReturnType<typeof useTestRunner> }) {
  const { item, adaptive, adaptiveStep: step } = run;
  if (!adaptive) return null;
  if (run.adaptiveDone || !item)
    return (
      <Result
        icon={<CheckCircleOutlined aria-hidden />}
        status="success"
        title={run.copy.adaptiveDone}
        extra={
          <Button size="large" type="primary" onClick={run.confirmFinish} loading={run.ending}>
            {run.finishLabel}
          </Button>
        }
      />
    );
  return (
    <>
      <QuestionView
        key={item.id}
        item={item}
        index={run.current}
        total={adaptive.max_items}
        progressLabel={run.copy.adaptiveQuestion(run.current + 1, adaptive.max_items)}
        sectionTitle={run.many ? (run.section?.title ?? '') : ''}
        value={step.value}
        onAnswer={step.choose}
        locked={run.locked.has(item.id) || run.ending}
        readOnly={step.given}
        itemRemaining={item.time_limit_seconds && run.itemAnchor ? run.itemRemaining : null}
        focusRef={run.questionRef}
        copy={run.copy}
      />
      {step.waiting ? (
        <Alert type="warning" showIcon role="status" message={run.copy.adaptiveWaiting} />
      ) : null}
      <Flex justify="flex-end" style={{ marginTop: 20 }}>
        <Button
          size="large"
          type="primary"
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          disabled={!step.canGoOn && !step.given}
          loading={step.given && !step.waiting}
          onClick={() => void step.next()}
        >
          {run.COPY.next}
        </Button>
      </Flex>
    </>
  );
}
