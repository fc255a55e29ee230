import { PlusOutlined } from '@ant-design/icons';
import { SECTION_NAVIGATION } from '@asesa/contracts';
import { Button, Flex, Form, Input, InputNumber, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdaptiveSectionFields } from './adaptive-section-fields';
import { AdaptiveSimulationPanel } from './adaptive-simulation-panel';
import {
  type CalibratedK,
  EDITOR_PAGE_SIZE,
  emptyItem,
  type ItemDraft,
  moveInList,
  type SectionDraft,
} from './content-model';
import { ItemEditor } from './item-editor';

const MAX_MINUTES = 360;

/** Where an item is being dragged from: its section's and its own position. */
export type DragSource = { si: number; ii: number } | null;

/** A section's own settings: title, time limit, navigation and adaptive delivery (with its simulation). */
export function SectionSettings({
  si,
  section,
  instrumentId,
  unsaved,
  onChange,
  onCalibrated,
}: {
  si: number;
  section: SectionDraft;
  instrumentId: number;
  /** The editor holds changes not saved yet (the simulation runs on the saved content). */
  unsaved: boolean;
  onChange: (patch: Partial<SectionDraft>) => void;
  onCalibrated: (k: CalibratedK) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          label={t('instruments.sectionTitle')}
          htmlFor={`s${si}-title`}
          style={{ flex: '1 1 280px' }}
        >
          <Input
            id={`s${si}-title`}
            value={section.title}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('instruments.timeLimit')}
          htmlFor={`s${si}-minutes`}
          extra={t('instruments.timeLimitHint')}
        >
          <InputNumber
            id={`s${si}-minutes`}
            min={1}
            max={MAX_MINUTES}
            value={section.minutes}
            onChange={(v) => onChange({ minutes: typeof v === 'number' ? v : null })}
          />
        </Form.Item>
      </Flex>
      <Form.Item label={t('itemEditor.navigation')} htmlFor={`s${si}-navigation`}>
        <Select
          id={`s${si}-navigation`}
          style={{ maxWidth: 280 }}
          value={section.navigation}
          onChange={(navigation: SectionDraft['navigation']) => onChange({ navigation })}
          options={SECTION_NAVIGATION.map((v) => ({
            value: v,
            label: t(`itemEditor.navigations.${v}`),
          }))}
        />
      </Form.Item>
      <AdaptiveSectionFields
        idPrefix={`s${si}`}
        value={section.adaptive}
        onChange={(adaptive) => onChange({ adaptive })}
      />
      {section.adaptive ? (
        <div style={{ marginBottom: 16 }}>
          <AdaptiveSimulationPanel
            instrumentId={instrumentId}
            sectionId={section.id}
            idPrefix={`s${si}`}
            unsaved={unsaved}
            onCalibrated={onCalibrated}
          />
        </div>
      ) : null}
    </>
  );
}

/** A section's items, a page at a time, reordered by dragging or their buttons, and the action adding one. */
export function SectionItems({
  si,
  section,
  instrumentId,
  dimensions,
  reviewHints,
  page,
  onTurnPage,
  onShowPage,
  dragging,
  onDrag,
  onChange,
  onChangeItem,
}: {
  si: number;
  section: SectionDraft;
  instrumentId: number;
  dimensions: Parameters<typeof ItemEditor>[0]['dimensions'];
  reviewHints?: ReadonlyMap<string, string>;
  page: number;
  onTurnPage: (page: number) => void;
  onShowPage: (page: number) => void;
  dragging: DragSource;
  onDrag: (source: DragSource) => void;
  onChange: (patch: Partial<SectionDraft>) => void;
  onChangeItem: (ii: number, next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} id={`s${si}-items`}>
      {section.items.map((item, ii) =>
        Math.floor(ii / EDITOR_PAGE_SIZE) + 1 !== page ? null : (
          <ItemEditor
            key={item.id ?? `new-${ii}`}
            instrumentId={instrumentId}
            idPrefix={`s${si}-i${ii}`}
            n={ii + 1}
            total={section.items.length}
            item={item}
            reviewHint={item.id ? reviewHints?.get(item.id) : undefined}
            dimensions={dimensions}
            canRemove={section.items.length > 1}
            onChange={(next) => onChangeItem(ii, next)}
            onRemove={() => onChange({ items: section.items.filter((_, i) => i !== ii) })}
            onMove={(to) => onChange({ items: moveInList(section.items, ii, to) })}
            drag={{
              onDragStart: (e) => {
                e.dataTransfer.effectAllowed = 'move';
                onDrag({ si, ii });
              },
              onDragOver: (e) => {
                if (dragging?.si === si) e.preventDefault();
              },
              onDrop: (e) => {
                e.preventDefault();
                if (dragging?.si === si) onChange({ items: moveInList(section.items, dragging.ii, ii) });
                onDrag(null);
              },
            }}
          />
        ),
      )}
      <Pagination
        align="center"
        size="small"
        hideOnSinglePage
        showSizeChanger={false}
        current={page}
        pageSize={EDITOR_PAGE_SIZE}
        total={section.items.length}
        showTotal={(count, [from, to]) =>
          t('instruments.itemRange', { from: String(from), to: String(to), count })
        }
        onChange={(page) => onTurnPage(page)}
      />
      <Button
        icon={<PlusOutlined />}
        onClick={() => {
          onChange({ items: [...section.items, emptyItem()] });
          onShowPage(Math.ceil((section.items.length + 1) / EDITOR_PAGE_SIZE));
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('instruments.addItem')}
      </Button>
    </Flex>
  );
}
