import { Collapse, Flex, Form, InputNumber, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ItemDraft, type OptionDraft, setWeightIndicators, weightIndicators } from './content-model';
import { type IndicatorOptions, type ItemEditorProps, num } from './item-editor-props';

/** Each option's weight on each indicator it scores. */
export function WeightsTable({
  idPrefix,
  item,
  onChange,
  indicatorOptions,
}: ItemEditorProps & { indicatorOptions: IndicatorOptions }) {
  const { t } = useTranslation();
  if (!('options' in item)) return null;
  const codes = weightIndicators(item);
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'weights',
          label: `${t('itemEditor.weights')}${codes.length ? ` (${codes.join(', ')})` : ''}`,
          children: (
            <Flex vertical gap={8}>
              <Form.Item
                label={t('itemEditor.weightIndicators')}
                htmlFor={`${idPrefix}-weights`}
                style={{ marginBottom: 0 }}
              >
                <Select
                  id={`${idPrefix}-weights`}
                  mode="multiple"
                  value={codes}
                  options={indicatorOptions}
                  onChange={(next: string[]) => onChange(setWeightIndicators(item, next))}
                />
              </Form.Item>
              {codes.length ? (
                <Table
                  size="small"
                  pagination={false}
                  rowKey="id"
                  dataSource={item.options}
                  columns={[
                    { title: '', dataIndex: 'id', width: 40 },
                    ...codes.map((code) => ({
                      title: code,
                      key: code,
                      render: (_: unknown, o: OptionDraft) => (
                        <InputNumber
                          size="small"
                          aria-label={t('itemEditor.weightOf', { id: o.id, indicator: code })}
                          value={o.weights?.[code] ?? 0}
                          onChange={(v) =>
                            onChange({
                              ...item,
                              options: item.options.map((x) =>
                                x.id === o.id ? { ...x, weights: { ...x.weights, [code]: num(v) ?? 0 } } : x,
                              ),
                            } as ItemDraft)
                          }
                        />
                      ),
                    })),
                  ]}
                />
              ) : null}
            </Flex>
          ),
        },
      ]}
    />
  );
}
