import { HourglassOutlined } from '@ant-design/icons';
import type { AnswerValue } from '@asesa/contracts';
import { Alert, Flex, Typography } from 'antd';
import { type RefObject, useId } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { type RunnerCopy, useCopy } from '../participant-journey/copy';
import { ItemImage, ItemInput } from './item-inputs';
import { QuestionStem } from './question-stem';
import type { Item } from './runner-types';
import { formatDuration } from './use-countdown';

/** Room the sticky header card takes at the top of a narrow screen. */
const STICKY_HEADER_CLEARANCE = 170;

export function QuestionView({
  item,
  index,
  total,
  sectionTitle,
  value,
  onAnswer,
  locked,
  readOnly = false,
  progressLabel,
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
  /** The answer is given and can no longer change (an adaptive answer on its way). */
  readOnly?: boolean;
  /** Replaces "Question n of total" (an adaptive section does not know its length in advance). */
  progressLabel?: string;
  itemRemaining: number | null;
  focusRef: RefObject<HTMLDivElement | null>;
  copy: RunnerCopy;
}) {
  const COPY = useCopy();
  const stemId = useId();
  const progressId = useId();
  // The stem (where a gap or hot text stands in the text) and the input answer the same way.
  const answering = {
    item,
    number: index + 1,
    value,
    onAnswer,
    disabled: locked || readOnly,
    labelledBy: stemId,
    copy,
  };
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" id={progressId}>
          {progressLabel ?? COPY.itemOf(index + 1, total)}
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
        <QuestionStem {...answering} />
      </div>
      <ItemImage item={item} number={index + 1} copy={copy} />
      {locked ? <Alert type="info" showIcon message={copy.itemTimeUp} style={{ marginBottom: 12 }} /> : null}
      <ItemInput {...answering} describedBy={progressId} />
    </div>
  );
}
