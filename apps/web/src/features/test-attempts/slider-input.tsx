import { Flex, Typography } from 'antd';
import { type CSSProperties, useId, useState } from 'react';
import type { ItemInputProps } from './item-input-props';

// A numeric question shown as a slider on its bounded scale: the browser's own range input (arrow
// keys, Home/End, Page Up/Down; announced as a slider by every screen reader, and no script of its
// own on the participant's phone) with the chosen value written beside it. An untouched slider says
// "Not answered yet" and shows a faint thumb, so a value at the lower bound is never mistaken for
// no answer.

const horizontal: CSSProperties = { flex: 1, minWidth: 200, minHeight: 24, accentColor: '#1f4e8c' };
// A vertical range: the writing mode turns it, right-to-left puts its minimum at the bottom.
const vertical: CSSProperties = {
  ...horizontal,
  flex: 'none',
  minWidth: 24,
  height: 240,
  writingMode: 'vertical-lr',
  direction: 'rtl',
};

export function SliderInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const labelId = useId();
  const min = item.min ?? 0;
  const max = item.max ?? 100;
  const step = item.slider?.step ?? 1;
  const [shown, setShown] = useState<number | null>(typeof value === 'number' ? value : null);
  const isVertical = item.slider?.orientation === 'vertical';
  const choose = (v: number) => {
    setShown(v);
    onAnswer(v);
  };
  return (
    <Flex vertical gap={6} style={{ maxWidth: 560 }}>
      <span id={labelId} style={{ fontWeight: 500 }}>
        {copy.sliderLabel}
      </span>
      <Flex gap={12} align="center" vertical={isVertical}>
        <span aria-hidden="true">{isVertical ? max : min}</span>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={shown ?? min}
          disabled={disabled}
          className={shown === null ? 'slider-unanswered' : undefined}
          style={isVertical ? vertical : horizontal}
          aria-labelledby={`${labelledBy} ${labelId}`}
          aria-valuetext={shown === null ? copy.sliderUnanswered : String(shown)}
          onChange={(e) => choose(Number(e.target.value))}
        />
        <span aria-hidden="true">{isVertical ? min : max}</span>
      </Flex>
      <Typography.Text
        aria-live="polite"
        type={shown === null ? 'secondary' : undefined}
        strong={shown !== null}
        data-testid="slider-value"
      >
        {shown === null ? copy.sliderUnanswered : copy.sliderValue(shown)}
      </Typography.Text>
    </Flex>
  );
}
