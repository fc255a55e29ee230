import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A gap's correct answer, chosen among its possible fillers, or none (the gap is then unscored).
 * Used by the gap-match editor (fillers from the shared pool) and the inline-choice editor (the gap's
 * own options).
 */
export function GapKeySelect({
  id,
  gapId,
  value,
  choices,
  onChange,
  labelWidth,
}: {
  id: string;
  gapId: string;
  value: string | null | undefined;
  choices: ReadonlyArray<{ id: string; text: string }>;
  onChange: (key: string | null) => void;
  labelWidth?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} style={labelWidth ? { minWidth: labelWidth } : undefined}>
        {t('itemEditor.gapKey', { id: gapId })}
      </label>
      <Select
        id={id}
        style={{ minWidth: 180 }}
        value={value ?? ''}
        onChange={(key: string) => onChange(key || null)}
        options={[
          { value: '', label: t('itemEditor.gapNoKey') },
          ...choices.map((x) => ({ value: x.id, label: x.text || x.id })),
        ]}
      />
    </>
  );
}

/** A number of points a gap earns (for its key, or for a wrong choice), with its label. */
export function GapPointsInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (points: number) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <InputNumber id={id} value={value} onChange={(points) => onChange(points ?? 0)} />
    </>
  );
}
