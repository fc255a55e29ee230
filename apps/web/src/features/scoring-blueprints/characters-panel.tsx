import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type CharacterRow, RULE_MATCHES, RULE_OPERATORS, SCORE_SCALES } from '@asesa/contracts';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { options, type PartPanelProps, profileOptions } from './part-options';
import { PartTable } from './part-table';
import { RequiredField } from './required-field';

export function CharactersPanel({ blueprint }: PartPanelProps) {
  const { t } = useTranslation();
  return (
    <PartTable<CharacterRow, Omit<CharacterRow, 'id'>>
      part="characters"
      blueprintId={blueprint.id}
      title={t('scoring.tabs.characters')}
      columns={[
        { title: t('scoring.position'), dataIndex: 'position', sortable: true, searchable: false },
        { title: t('scoring.typeCode'), dataIndex: 'type_code', sortable: true },
        { title: t('scoring.typeName'), dataIndex: 'name', sortable: true },
        {
          title: t('scoring.conditions'),
          key: 'conditions',
          render: (_v, r) =>
            r.conditions
              .map((c) => `${c.dimension} ${c.op} ${c.value}`)
              .join(r.match === 'all' ? ' and ' : ' or '),
        },
      ]}
      toForm={(row) => row ?? { scale: 'sten', match: 'all', position: 0, conditions: [{ op: '>=' }] }}
      toBody={(v) => ({
        type_code: v.type_code,
        name: v.name,
        description: v.description ?? '',
        scale: v.scale,
        match: v.match,
        position: v.position ?? 0,
        conditions: v.conditions ?? [],
      })}
      fields={() => <CharacterFields blueprint={blueprint} />}
    />
  );
}

/** A character type: code, name, description, scale, how its conditions combine, and the conditions. */
function CharacterFields({ blueprint }: PartPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={12}>
        <RequiredField name="type_code" label={t('scoring.typeCode')} style={{ flex: 1 }}>
          <Input />
        </RequiredField>
        <RequiredField name="name" label={t('scoring.typeName')} style={{ flex: 2 }}>
          <Input />
        </RequiredField>
      </Flex>
      <Form.Item name="description" label={t('scoring.description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="scale" label={t('scoring.scale')}>
          <Select style={{ width: 130 }} options={options(SCORE_SCALES)} />
        </Form.Item>
        <Form.Item name="match" label={t('scoring.match')}>
          <Select style={{ width: 160 }} options={options(RULE_MATCHES, (v) => t(`scoring.matches.${v}`))} />
        </Form.Item>
        <Form.Item name="position" label={t('scoring.position')}>
          <InputNumber min={0} />
        </Form.Item>
      </Flex>
      <Form.Item label={t('scoring.conditions')} required>
        <ConditionsList blueprint={blueprint} />
      </Form.Item>
    </>
  );
}

/** The type's conditions, each "dimension operator value", with add and remove. */
function ConditionsList({ blueprint }: PartPanelProps) {
  const { t } = useTranslation();
  return (
    <Form.List name="conditions">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="baseline">
              <RequiredField
                name={[field.name, 'dimension']}
                style={{ flex: 1, marginBottom: 0 }}
                field={t('scoring.target')}
              >
                <Select options={profileOptions(blueprint)} aria-label={`${t('scoring.target')} ${i + 1}`} />
              </RequiredField>
              <Form.Item name={[field.name, 'op']} style={{ width: 80, marginBottom: 0 }}>
                <Select options={options(RULE_OPERATORS)} aria-label={`${t('scoring.operator')} ${i + 1}`} />
              </Form.Item>
              <RequiredField
                name={[field.name, 'value']}
                style={{ width: 100, marginBottom: 0 }}
                field={t('scoring.value')}
              >
                <InputNumber aria-label={`${t('scoring.value')} ${i + 1}`} />
              </RequiredField>
              <MinusCircleOutlined
                aria-label={`${t('common.remove')} ${i + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ op: '>=' })}>
            {t('scoring.addCondition')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
