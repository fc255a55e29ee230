import { IRT_MODELS } from '@asesa/contracts';
import { Collapse, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from './editor-fields';
import type { ItemEditorProps } from './item-editor-props';

/** The folded-away settings: the IRT model and parameters, the item's time limit and weight. */
export function Advanced({ idPrefix, item, onChange }: ItemEditorProps) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'advanced',
          label: t('itemEditor.advanced'),
          children: (
            <Flex gap={16} wrap>
              <IrtFields idPrefix={idPrefix} item={item} onChange={onChange} />
              <NumberField
                id={`${idPrefix}-time`}
                label={t('itemEditor.itemTimeLimit')}
                min={5}
                max={3600}
                value={item.time_limit_seconds}
                onChange={(time_limit_seconds) => onChange({ ...item, time_limit_seconds })}
              />
              <NumberField
                id={`${idPrefix}-weight`}
                label={t('itemEditor.itemWeight')}
                step={0.1}
                value={item.weight}
                onChange={(weight) => onChange({ ...item, weight: weight ?? undefined })}
              />
            </Flex>
          ),
        },
      ]}
    />
  );
}

/** The item's IRT model and the parameters it takes (a, b or the GRM's thresholds, the 3PL's c). */
function IrtFields({ idPrefix, item, onChange }: Pick<ItemEditorProps, 'idPrefix' | 'item' | 'onChange'>) {
  const { t } = useTranslation();
  const irt = item.irt ?? null;
  const setIrt = (patch: Partial<NonNullable<typeof irt>>) =>
    irt && onChange({ ...item, irt: { ...irt, ...patch } });
  return (
    <>
      <Form.Item label={t('itemEditor.irtModel')} htmlFor={`${idPrefix}-irt`}>
        <Select
          id={`${idPrefix}-irt`}
          style={{ width: 160 }}
          value={irt?.model ?? 'none'}
          onChange={(model: string) =>
            onChange({
              ...item,
              irt: model === 'none' ? null : { ...(irt ?? {}), model: model as (typeof IRT_MODELS)[number] },
            })
          }
          options={[
            { value: 'none', label: t('itemEditor.irtNone') },
            ...IRT_MODELS.map((m) => ({ value: m, label: m })),
          ]}
        />
      </Form.Item>
      {irt ? (
        <>
          <NumberField
            id={`${idPrefix}-irt-a`}
            label={t('itemEditor.irtA')}
            step={0.1}
            value={irt.a}
            onChange={(a) => setIrt({ a: a ?? undefined })}
          />
          {irt.model !== 'GRM' ? (
            <NumberField
              id={`${idPrefix}-irt-b`}
              label={t('itemEditor.irtB')}
              step={0.1}
              value={irt.b}
              onChange={(b) => setIrt({ b: b ?? undefined })}
            />
          ) : (
            <Form.Item label={t('itemEditor.irtThresholds')} htmlFor={`${idPrefix}-irt-th`}>
              <Input
                id={`${idPrefix}-irt-th`}
                defaultValue={(irt.thresholds ?? []).join(', ')}
                onBlur={(e) =>
                  setIrt({
                    thresholds: e.target.value
                      .split(',')
                      .map((x) => Number(x.trim()))
                      .filter((x) => !Number.isNaN(x) && e.target.value.trim() !== ''),
                  })
                }
              />
            </Form.Item>
          )}
          {irt.model === '3PL' ? (
            <NumberField
              id={`${idPrefix}-irt-c`}
              label={t('itemEditor.irtC')}
              min={0}
              max={0.99}
              step={0.05}
              value={irt.c}
              onChange={(c) => setIrt({ c: c ?? undefined })}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
