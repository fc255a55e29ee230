import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ProjectInstrumentInput } from '@asesa/contracts';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProjectInstrumentOptions } from './queries';

/**
 * Chooses instruments in the order participants take them: pick in a multi-select, reorder in the
 * list, and optionally run an instrument as one of its published variations (alternate forms).
 */
export function InstrumentOrderPicker({
  id,
  value = [],
  onChange,
  disabled,
}: {
  id?: string;
  value?: ProjectInstrumentInput[];
  onChange?: (value: ProjectInstrumentInput[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useProjectInstrumentOptions();
  const byId = new Map((data ?? []).map((i) => [i.id, i]));
  const nameOf = (instrumentId: number) => {
    const i = byId.get(instrumentId);
    return i ? `${i.code} · ${i.name}` : String(instrumentId);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange?.(next);
  };
  // Keeps the variation of instruments still chosen; new ones start on the standard form.
  const choose = (ids: number[]) =>
    onChange?.(
      ids.map(
        (instrumentId) =>
          value.find((v) => v.instrument_id === instrumentId) ?? { instrument_id: instrumentId },
      ),
    );
  const setVariation = (index: number, variationId: number | null) =>
    onChange?.(value.map((v, i) => (i === index ? { ...v, variation_id: variationId } : v)));

  return (
    <Flex vertical gap={8}>
      <Select<number[]>
        id={id}
        mode="multiple"
        value={value.map((v) => v.instrument_id)}
        onChange={choose}
        loading={isLoading}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        options={(data ?? []).map((i) => ({ value: i.id, label: `${i.code} · ${i.name}` }))}
      />
      {value.length > 0 ? (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {value.map((item, index) => {
            const variations = byId.get(item.instrument_id)?.variations ?? [];
            const name = nameOf(item.instrument_id);
            return (
              <li key={item.instrument_id}>
                <Flex align="center" gap={4} wrap>
                  <Typography.Text style={{ flex: 1, minWidth: 160 }}>{name}</Typography.Text>
                  {variations.length ? (
                    <Select<number | null>
                      size="small"
                      style={{ width: 180 }}
                      aria-label={`${t('projectSetup.variation')}: ${name}`}
                      value={item.variation_id ?? null}
                      disabled={disabled}
                      onChange={(v) => setVariation(index, v)}
                      options={[
                        { value: null, label: t('projectSetup.baseForm') },
                        ...variations.map((v) => ({ value: v.id, label: `${v.code} · ${v.name}` })),
                      ]}
                    />
                  ) : null}
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('projects.moveUp', { name })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('projects.moveDown', { name })}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Flex>
              </li>
            );
          })}
        </ol>
      ) : null}
    </Flex>
  );
}

/** The project forms' instruments field: one or more, in the order the participant takes them. */
export function InstrumentOrderField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('projects.instruments')}
      name="instruments"
      extra={t('projects.instrumentsHint')}
      rules={[{ required: true, type: 'array', min: 1 }]}
    >
      <InstrumentOrderPicker />
    </Form.Item>
  );
}
