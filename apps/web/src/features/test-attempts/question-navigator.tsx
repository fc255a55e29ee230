import type { AnswerValue } from '@asesa/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { useCopy } from '../participant-journey/copy';
import { isAnswerValue } from './answer-store';
import type { Item } from './runner-types';

export function QuestionNavigator({
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
