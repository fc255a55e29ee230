import { Flex, Input, InputNumber, Typography } from 'antd';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { ItemInputProps } from './item-input-props';

// Numeric and text items: a labelled number field and text area (loaded on demand by item-inputs).

/** Text typed into numeric and text items is sent once the participant pauses. */
const TYPING_PAUSE_MS = 600;

/** Calls `send` once typing pauses, and at once when the field loses focus. */
function usePausedSend<T>(send: (v: T) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<{ v: T } | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const now = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current) sendRef.current(latest.current.v);
    latest.current = null;
  }, []);
  // Leaving the question sends what was typed.
  useEffect(() => now, [now]);
  return {
    later: (v: T) => {
      latest.current = { v };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(now, TYPING_PAUSE_MS);
    },
    now,
  };
}

export function NumericInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const min = item.min ?? null;
  const max = item.max ?? null;
  const send = usePausedSend<number>(onAnswer);
  const hint = copy.numberRange(min, max);
  return (
    <Flex vertical gap={6}>
      <label htmlFor={inputId} id={labelId} style={{ fontWeight: 500 }}>
        {copy.numberLabel}
      </label>
      <InputNumber
        id={inputId}
        aria-labelledby={`${labelledBy} ${labelId}`}
        aria-describedby={hint ? hintId : undefined}
        defaultValue={typeof value === 'number' ? value : undefined}
        min={min ?? undefined}
        max={max ?? undefined}
        disabled={disabled}
        inputMode="decimal"
        size="large"
        style={{ width: '100%', maxWidth: 240 }}
        onChange={(v) => {
          const n = typeof v === 'number' ? v : Number.NaN;
          if (Number.isFinite(n) && (min === null || n >= min) && (max === null || n <= max)) send.later(n);
        }}
        onBlur={send.now}
      />
      {hint ? (
        <Typography.Text type="secondary" id={hintId}>
          {hint}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export function TextInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const inputId = useId();
  const labelId = useId();
  const send = usePausedSend<string>(onAnswer);
  return (
    <Flex vertical gap={6}>
      <label htmlFor={inputId} id={labelId} style={{ fontWeight: 500 }}>
        {copy.textLabel}
      </label>
      <Input.TextArea
        id={inputId}
        aria-labelledby={`${labelledBy} ${labelId}`}
        defaultValue={typeof value === 'string' ? value : ''}
        maxLength={item.max_length ?? 20_000}
        showCount={Boolean(item.max_length)}
        autoSize={{ minRows: 4, maxRows: 14 }}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value.trim()) send.later(e.target.value);
        }}
        onBlur={send.now}
      />
    </Flex>
  );
}
