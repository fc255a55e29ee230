import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CodeOption {
  value: string;
  label: string;
}

/** A list of {code, weight}: the indicators of a dimension or the dimensions of a group. */
export function WeightsField({
  name,
  label,
  options,
  addText,
}: {
  name: string;
  label: string;
  options: CodeOption[];
  addText: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="baseline">
                <Form.Item
                  name={[field.name, 'code']}
                  rules={[{ required: true, message: t('scoring.required', { field: label }) }]}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <Select options={options} showSearch aria-label={`${label} ${i + 1}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'weight']} style={{ width: 110, marginBottom: 0 }}>
                  <InputNumber
                    step={0.1}
                    aria-label={`${t('scoring.weight')} ${i + 1}`}
                    placeholder={t('scoring.weight')}
                  />
                </Form.Item>
                <MinusCircleOutlined
                  aria-label={`${t('common.remove')} ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ weight: 1 })}>
              {addText}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Bands: min, max, level, description and colour (a colour picker giving a hex colour). */
export function BandsField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('scoring.bands')} required>
      <Form.List name="bands">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="baseline" wrap>
                <Form.Item name={[field.name, 'min']} style={{ width: 80, marginBottom: 0 }}>
                  <InputNumber placeholder={t('scoring.min')} aria-label={`${t('scoring.min')} ${i + 1}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'max']} style={{ width: 80, marginBottom: 0 }}>
                  <InputNumber placeholder={t('scoring.max')} aria-label={`${t('scoring.max')} ${i + 1}`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'level']}
                  rules={[{ required: true, message: t('scoring.required', { field: t('scoring.level') }) }]}
                  style={{ width: 150, marginBottom: 0 }}
                >
                  <Input placeholder={t('scoring.level')} aria-label={`${t('scoring.level')} ${i + 1}`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'colour']}
                  getValueFromEvent={(colour: { toHexString(): string }) => colour.toHexString()}
                  style={{ marginBottom: 0 }}
                >
                  <ColorPicker aria-label={`${t('scoring.colour')} ${i + 1}`} disabledAlpha />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  style={{ flex: 1, minWidth: 160, marginBottom: 0 }}
                >
                  <Input
                    placeholder={t('scoring.description')}
                    aria-label={`${t('scoring.description')} ${i + 1}`}
                  />
                </Form.Item>
                <MinusCircleOutlined
                  aria-label={`${t('common.remove')} ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ colour: '#1677ff' })}
            >
              {t('scoring.addBand')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Band colour chips for a table cell. */
export function BandChips({
  bands,
}: {
  bands: Array<{ level: string; colour: string; min?: number | null; max?: number | null }>;
}) {
  return (
    <Flex gap={4} wrap>
      {bands.map((b) => (
        <span
          key={b.level}
          style={{
            background: b.colour,
            color: '#fff',
            padding: '0 6px',
            borderRadius: 4,
            textShadow: '0 0 2px #000',
          }}
        >
          {b.level} ({b.min ?? '−∞'}–{b.max ?? '∞'})
        </span>
      ))}
    </Flex>
  );
}
