import { DeleteOutlined, HolderOutlined, UploadOutlined } from '@ant-design/icons';
import { ITEM_TYPES, type ItemType } from '@asesa/contracts';
import { Button, Card, Flex, Form, Image, Select, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeType } from './content-model';
import { MoveButtons } from './editor-fields';
import { InstrumentImageUpload } from './instrument-image-upload';
import { Advanced } from './item-advanced-fields';
import type { ItemEditorProps } from './item-editor-props';
import { TypeFields } from './item-type-fields';
import { WeightsTable } from './item-weights-table';
import { RichTextInput } from './rich-text-input';

/** Edits one item of any type: stem, type, indicator, image, options/keys, weights and IRT. */
export function ItemEditor(props: ItemEditorProps) {
  const { idPrefix, n, total, item, reviewHint, dimensions, canRemove, onChange, onRemove, onMove, drag } =
    props;
  const { t } = useTranslation();
  const indicatorOptions = dimensions.map((d) => ({
    label: `${d.code} · ${d.name}`,
    options: d.indicators.map((i) => ({ value: i.code, label: `${i.code} · ${i.name}` })),
  }));

  return (
    <Card
      size="small"
      type="inner"
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      title={
        <Flex align="center" gap={8}>
          <span
            draggable
            onDragStart={drag.onDragStart}
            title={t('itemEditor.dragHint')}
            aria-hidden
            style={{ cursor: 'grab', color: 'rgba(0,0,0,0.45)' }}
          >
            <HolderOutlined />
          </span>
          <span>{t('instruments.item', { n: String(n) })}</span>
          {reviewHint ? (
            <Tooltip title={reviewHint}>
              <Tag color="blue" tabIndex={0} style={{ fontWeight: 'normal' }}>
                {t('evidence.reviews.editorTag')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      }
      extra={
        <Space size={0}>
          <MoveButtons
            index={n - 1}
            count={total}
            upLabel={t('itemEditor.moveUp', { n: String(n) })}
            downLabel={t('itemEditor.moveDown', { n: String(n) })}
            onMove={onMove}
          />
          <Button
            danger
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            disabled={!canRemove}
            onClick={onRemove}
          >
            {t('instruments.removeItem')}
          </Button>
        </Space>
      }
    >
      <Flex gap={16} wrap>
        <Form.Item label={t('itemEditor.type')} htmlFor={`${idPrefix}-type`} style={{ flex: '0 1 240px' }}>
          <Select
            id={`${idPrefix}-type`}
            value={item.type}
            onChange={(type: ItemType) => onChange(changeType(item, type))}
            options={ITEM_TYPES.map((type) => ({ value: type, label: t(`itemEditor.types.${type}`) }))}
          />
        </Form.Item>
        {item.type !== 'forced-choice' ? (
          <Form.Item
            label={t('itemEditor.indicator')}
            htmlFor={`${idPrefix}-indicator`}
            style={{ flex: '1 1 240px' }}
          >
            <Select
              id={`${idPrefix}-indicator`}
              allowClear
              showSearch
              placeholder={t('itemEditor.noIndicator')}
              value={item.indicator ?? undefined}
              onChange={(v?: string) => onChange({ ...item, indicator: v ?? null })}
              options={indicatorOptions}
            />
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item label={t('instruments.stem')} htmlFor={`${idPrefix}-stem`}>
        <RichTextInput
          id={`${idPrefix}-stem`}
          label={t('instruments.stem')}
          value={item.stem}
          onChange={(stem) => onChange({ ...item, stem })}
        />
      </Form.Item>
      <ItemImage {...props} />
      <TypeFields {...props} indicatorOptions={indicatorOptions} />
      {'options' in item ? <WeightsTable {...props} indicatorOptions={indicatorOptions} /> : null}
      <Advanced {...props} />
    </Card>
  );
}

function ItemImage({ instrumentId, idPrefix, item, onChange }: ItemEditorProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
      {item.image ? <Image src={item.image} alt="" width={96} /> : null}
      <InstrumentImageUpload
        instrumentId={instrumentId}
        onUploaded={(path) => onChange({ ...item, image: path })}
      >
        <Button size="small" icon={<UploadOutlined />} id={`${idPrefix}-image`}>
          {t('itemEditor.uploadImage')}
        </Button>
      </InstrumentImageUpload>
      {item.image ? (
        <Button size="small" type="text" danger onClick={() => onChange({ ...item, image: null })}>
          {t('itemEditor.removeImage')}
        </Button>
      ) : null}
    </Flex>
  );
}
