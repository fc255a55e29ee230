import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, InputNumber } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Small controls the item editor repeats: it edits a draft in state, not an antd form, so each
// field carries its own value and change handler.

/** A labelled number box; an emptied box reports null. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step,
  disabled,
  style,
}: {
  id: string;
  label: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Form.Item label={label} htmlFor={id} style={style}>
      <InputNumber
        id={id}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        value={value ?? null}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      />
    </Form.Item>
  );
}

/** Up and down arrows that move an entry of a list; disabled at either end. */
export function MoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  /** Called with the index the entry moves to. */
  onMove: (to: number) => void;
}) {
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={upLabel}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={downLabel}
        disabled={index >= count - 1}
        onClick={() => onMove(index + 1)}
      />
    </>
  );
}

/** The small "add" button under a list of options, statements or rubric levels. */
export function AddButton({
  label,
  disabled,
  onClick,
}: {
  label: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      icon={<PlusOutlined />}
      style={{ alignSelf: 'flex-start' }}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** "Reverse scored" for an item or a statement; unset reads as not reversed. */
export function ReverseCheckbox({
  checked,
  onChange,
  ariaLabel,
}: {
  checked: boolean | undefined;
  onChange: (reverse: boolean) => void;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox checked={checked ?? false} aria-label={ariaLabel} onChange={(e) => onChange(e.target.checked)}>
      {t('itemEditor.reverse')}
    </Checkbox>
  );
}
