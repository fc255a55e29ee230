import { MinusCircleOutlined, PlusOutlined, TranslationOutlined } from '@ant-design/icons';
import type { BandTranslations } from '@asesa/contracts';
import { Button, ColorPicker, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationFields } from '../library-translations/translation-fields';
import { translatedLanguages } from '../library-translations/translation-texts';
import { RequiredField } from './required-field';

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
                <RequiredField name={[field.name, 'code']} field={label} style={{ flex: 1, marginBottom: 0 }}>
                  <Select options={options} showSearch aria-label={`${label} ${i + 1}`} />
                </RequiredField>
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

/**
 * Bands: min, max, level, description and colour (a colour picker giving a hex colour), and per
 * band its level and description in other languages, behind a toggle below the band's row.
 */
export function BandsField() {
  const { t } = useTranslation();
  // Open translation panels by the band's list key, so a removed band does not hand its state on.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (key: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const expand = (key: number) => setOpen((was) => (was.has(key) ? was : new Set(was).add(key)));
  return (
    <Form.Item label={t('scoring.bands')} required>
      <Form.List name="bands">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, i) => (
              <Flex key={field.key} vertical gap={8}>
                <Flex gap={8} align="baseline" wrap>
                  <Form.Item name={[field.name, 'min']} style={{ width: 80, marginBottom: 0 }}>
                    <InputNumber placeholder={t('scoring.min')} aria-label={`${t('scoring.min')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'max']} style={{ width: 80, marginBottom: 0 }}>
                    <InputNumber placeholder={t('scoring.max')} aria-label={`${t('scoring.max')} ${i + 1}`} />
                  </Form.Item>
                  <RequiredField
                    name={[field.name, 'level']}
                    field={t('scoring.level')}
                    style={{ width: 150, marginBottom: 0 }}
                  >
                    <Input placeholder={t('scoring.level')} aria-label={`${t('scoring.level')} ${i + 1}`} />
                  </RequiredField>
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
                  <BandTranslationsToggle
                    name={field.name}
                    n={i + 1}
                    expanded={open.has(field.key)}
                    onToggle={() => toggle(field.key)}
                  />
                  <MinusCircleOutlined
                    aria-label={`${t('common.remove')} ${i + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
                <BandTranslationFields
                  name={field.name}
                  n={i + 1}
                  hidden={!open.has(field.key)}
                  onInvalid={() => expand(field.key)}
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

/** Opens a band's translations; shows the codes of the languages it is translated into. */
function BandTranslationsToggle({
  name,
  n,
  expanded,
  onToggle,
}: {
  name: number;
  n: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const translations = Form.useWatch<BandTranslations | undefined>(['bands', name, 'translations']);
  const codes = translatedLanguages(translations);
  return (
    <Button
      size="small"
      type={expanded ? 'primary' : 'default'}
      ghost={expanded}
      icon={<TranslationOutlined aria-hidden />}
      aria-expanded={expanded}
      aria-label={t('libraryTranslations.bandToggleLabel', { n: String(n) })}
      title={t('libraryTranslations.bandToggle')}
      onClick={onToggle}
    >
      {codes.length ? codes.join(', ') : null}
    </Button>
  );
}

/**
 * A band's level and description in other languages. Kept mounted while hidden, so the form
 * sends them whether or not the panel was opened; an invalid one opens it.
 */
function BandTranslationFields({
  name,
  n,
  hidden,
  onInvalid,
}: {
  name: number;
  n: number;
  hidden: boolean;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // The stored translations pick the language shown first; read once, as they were loaded.
  const [stored] = useState<BandTranslations | undefined>(() =>
    form.getFieldValue(['bands', name, 'translations']),
  );
  const level = Form.useWatch<string | undefined>(['bands', name, 'level']);
  const description = Form.useWatch<string | undefined>(['bands', name, 'description']);
  return (
    <div
      hidden={hidden}
      style={{ padding: 12, background: 'var(--ant-color-fill-quaternary)', borderRadius: 6 }}
    >
      <TranslationFields
        inline
        onInvalid={onInvalid}
        prefix={[name, 'translations']}
        translations={stored}
        texts={[
          {
            path: ['level'],
            label: t('libraryTranslations.bandLevel'),
            base: level,
            ariaLabel: (language) => t('libraryTranslations.bandLevelField', { n: String(n), language }),
          },
          {
            path: ['description'],
            label: t('libraryTranslations.description'),
            base: description,
            max: 5000,
            ariaLabel: (language) =>
              t('libraryTranslations.bandDescriptionField', { n: String(n), language }),
          },
        ]}
      />
    </div>
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
