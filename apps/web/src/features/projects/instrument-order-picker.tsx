import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstrumentOptions } from '../instruments/queries';

/** Chooses instruments in the order participants take them: pick in a multi-select, reorder in the list. */
export function InstrumentOrderPicker({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useInstrumentOptions();
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

  return (
    <Flex vertical gap={8}>
      <Select<number[]>
        id={id}
        mode="multiple"
        value={value}
        onChange={onChange}
        loading={isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(data ?? []).map((i) => ({ value: i.id, label: `${i.code} · ${i.name}` }))}
      />
      {value.length > 1 ? (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {value.map((instrumentId, index) => (
            <li key={instrumentId}>
              <Flex align="center" gap={4}>
                <Typography.Text style={{ flex: 1 }}>{nameOf(instrumentId)}</Typography.Text>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('projects.moveUp', { name: nameOf(instrumentId) })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('projects.moveDown', { name: nameOf(instrumentId) })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Flex>
            </li>
          ))}
        </ol>
      ) : null}
    </Flex>
  );
}
