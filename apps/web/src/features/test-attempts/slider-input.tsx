import { Flex, Slider, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ItemInputProps } from './item-input-props';

// A numeric question shown as a slider on its bounded scale: the Ant Design slider (arrow keys,
// Home/End) with the chosen value written beside it. An untouched slider says "Not answered yet",
// so a value at the lower bound is never mistaken for no answer.

export function SliderInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const labelId = useId();
  const statusId = useId();
  const min = item.min ?? 0;
  const max = item.max ?? 100;
  const slider = item.slider;
  const [shown, setShown] = useState<number | null>(typeof value === 'number' ? value : null);
  const vertical = slider?.orientation === 'vertical';
  return (
    <Flex vertical gap={6} style={{ maxWidth: 560 }}>
      <span id={labelId} style={{ fontWeight: 500 }}>
        {copy.sliderLabel}
      </span>
      <Flex gap={16} align="center" vertical={vertical}>
        <Slider
          min={min}
          max={max}
          step={slider?.step ?? 1}
          vertical={vertical}
          value={shown ?? undefined}
          disabled={disabled}
          className={shown === null ? 'slider-unanswered' : undefined}
          style={vertical ? { height: 240 } : { flex: 1, minWidth: 200 }}
          ariaLabelledByForHandle={`${labelledBy} ${labelId}`}
          ariaValueTextFormatterForHandle={(v) => (shown === null ? copy.sliderUnanswered : String(v))}
          onChange={(v) => setShown(v)}
          onChangeComplete={(v) => onAnswer(v)}
          marks={{ [min]: String(min), [max]: String(max) }}
        />
      </Flex>
      <Typography.Text
        id={statusId}
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
