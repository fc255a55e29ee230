import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type InstrumentDetail, SECTION_NAVIGATION } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Pagination,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useReportUnsaved } from '../../lib/use-unsaved-changes-guard';
import { useDimensionOptions } from '../test-dimensions/queries';
import { AdaptiveSectionFields } from './adaptive-section-fields';
import { AdaptiveSimulationPanel } from './adaptive-simulation-panel';
import {
  clampEditorPage,
  EDITOR_PAGE_SIZE,
  emptyItem,
  emptySection,
  type ItemDraft,
  moveInList,
  type SectionDraft,
  toContentRequest,
  toDraft,
  withCalibratedK,
} from './content-model';
import { ItemEditor } from './item-editor';
import { INSTRUMENTS_KEY } from './queries';

const MAX_MINUTES = 360;
/** Above this many items the long page is slow to use: the bank view pages them. */
const LARGE_BANK = 50;

/**
 * Edits an instrument's sections and items of every type, in order (drag an item's handle or use
 * its up/down buttons), saves them (instruments/content) and publishes (instruments/submit).
 * Items flagged for review are marked, with why (`reviewHints`, by item id), where they are edited.
 */
export function ContentEditor({
  detail,
  reviewHints,
  onUnsavedChange,
}: {
  detail: InstrumentDetail;
  reviewHints?: ReadonlyMap<string, string>;
  /** The page asks before its unsaved changes are left (one guard per page, see instrument-page). */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sections, setSections] = useState<SectionDraft[]>(() =>
    detail.sections.length > 0 ? toDraft(detail) : [emptySection(t('instruments.section', { n: '1' }))],
  );
  const [dirty, setDirty] = useState(false);
  useReportUnsaved(dirty, onUnsavedChange);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dimensions = useDimensionOptions().data ?? [];
  const [dragging, setDragging] = useState<{ si: number; ii: number } | null>(null);
  // The page of items shown per section (by position): a bank of hundreds of items rendered at once
  // makes every keystroke and every navigation away take seconds.
  const [itemPages, setItemPages] = useState<Record<number, number>>({});
  const itemPageOf = (si: number) => clampEditorPage(itemPages[si] ?? 1, sections[si]?.items.length ?? 0);
  const showItemPage = (si: number, page: number) => setItemPages((pages) => ({ ...pages, [si]: page }));
  const turnItemPage = (si: number, page: number) => {
    showItemPage(si, page);
    // The pager sits under the items: bring the new page's first item into view.
    requestAnimationFrame(() => document.getElementById(`s${si}-items`)?.scrollIntoView({ block: 'start' }));
  };

  const change = (next: SectionDraft[]) => {
    setSections(next);
    setDirty(true);
  };
  const updateSection = (si: number, patch: Partial<SectionDraft>) =>
    change(sections.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  const updateItem = (si: number, ii: number, next: ItemDraft) =>
    updateSection(si, { items: sections[si].items.map((it, i) => (i === ii ? next : it)) });

  const save = async (): Promise<boolean> => {
    const env = await api('instruments/content', toContentRequest(detail.id, sections));
    if (env.code !== 200 || !env.data) {
      setProblem(env.error?.message ?? null);
      return false;
    }
    setProblem(null);
    setSections(toDraft(env.data));
    setDirty(false);
    queryClient.setQueryData<InstrumentDetail>([...INSTRUMENTS_KEY, 'detail', detail.id], (old) => ({
      ...(env.data as InstrumentDetail),
      variations: old?.variations,
    }));
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY, refetchType: 'none' });
    // The translation editor below lists the saved texts (new items, changed options); its own
    // edits in progress stay, they are keyed by text.
    await queryClient.invalidateQueries({ queryKey: [...INSTRUMENTS_KEY, 'translation', detail.id] });
    return true;
  };

  const onSave = async () => {
    setBusy('save');
    if (await save()) message.success(t('instruments.saved'));
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy('publish');
    try {
      if (dirty && !(await save())) return;
      const env = await api('instruments/submit', { id: detail.id });
      if (env.code !== 200 || !env.data) {
        setProblem(env.error?.message ?? null);
        return;
      }
      setProblem(null);
      message.success(t('instruments.published'));
      await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {t('instruments.content')} {dirty ? <Tag color="orange">{t('instruments.unsaved')}</Tag> : null}
        </Typography.Title>
        <Space>
          <Button onClick={onSave} loading={busy === 'save'} disabled={busy !== null}>
            {t('instruments.saveContent')}
          </Button>
          <Button type="primary" onClick={onPublish} loading={busy === 'publish'} disabled={busy !== null}>
            {t('instruments.publish')}
          </Button>
        </Space>
      </Flex>
      {detail.item_count > LARGE_BANK ? (
        <Alert
          type="info"
          showIcon
          title={t('itemBankView.largeBank', { count: detail.item_count })}
          action={
            <Link to={`/assessment-center/test-instrument/${detail.id}/bank`}>
              {t('itemBankView.largeBankLink')}
            </Link>
          }
        />
      ) : null}
      {problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          closable={{ onClose: () => setProblem(null) }}
        />
      ) : null}
      <Form layout="vertical" component="div">
        <Flex vertical gap={16}>
          {sections.map((section, si) => (
            <Card
              key={section.id ?? `new-${si}`}
              title={t('instruments.section', { n: String(si + 1) })}
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={sections.length <= 1}
                  onClick={() => change(sections.filter((_, i) => i !== si))}
                >
                  {t('instruments.removeSection')}
                </Button>
              }
            >
              <Flex gap={16} wrap>
                <Form.Item
                  label={t('instruments.sectionTitle')}
                  htmlFor={`s${si}-title`}
                  style={{ flex: '1 1 280px' }}
                >
                  <Input
                    id={`s${si}-title`}
                    value={section.title}
                    onChange={(e) => updateSection(si, { title: e.target.value })}
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
                    onChange={(v) => updateSection(si, { minutes: typeof v === 'number' ? v : null })}
                  />
                </Form.Item>
              </Flex>
              <Form.Item label={t('itemEditor.navigation')} htmlFor={`s${si}-navigation`}>
                <Select
                  id={`s${si}-navigation`}
                  style={{ maxWidth: 280 }}
                  value={section.navigation}
                  onChange={(navigation: SectionDraft['navigation']) => updateSection(si, { navigation })}
                  options={SECTION_NAVIGATION.map((v) => ({
                    value: v,
                    label: t(`itemEditor.navigations.${v}`),
                  }))}
                />
              </Form.Item>
              <AdaptiveSectionFields
                idPrefix={`s${si}`}
                value={section.adaptive}
                onChange={(adaptive) => updateSection(si, { adaptive })}
              />
              {section.adaptive ? (
                <div style={{ marginBottom: 16 }}>
                  <AdaptiveSimulationPanel
                    instrumentId={detail.id}
                    sectionId={section.id}
                    idPrefix={`s${si}`}
                    unsaved={dirty}
                    onCalibrated={(k) => setSections((current) => withCalibratedK(current, section.id, k))}
                  />
                </div>
              ) : null}
              <Flex vertical gap={12} id={`s${si}-items`}>
                {section.items.map((item, ii) =>
                  Math.floor(ii / EDITOR_PAGE_SIZE) + 1 !== itemPageOf(si) ? null : (
                    <ItemEditor
                      key={item.id ?? `new-${ii}`}
                      instrumentId={detail.id}
                      idPrefix={`s${si}-i${ii}`}
                      n={ii + 1}
                      total={section.items.length}
                      item={item}
                      reviewHint={item.id ? reviewHints?.get(item.id) : undefined}
                      dimensions={dimensions}
                      canRemove={section.items.length > 1}
                      onChange={(next) => updateItem(si, ii, next)}
                      onRemove={() => updateSection(si, { items: section.items.filter((_, i) => i !== ii) })}
                      onMove={(to) => updateSection(si, { items: moveInList(section.items, ii, to) })}
                      drag={{
                        onDragStart: (e) => {
                          e.dataTransfer.effectAllowed = 'move';
                          setDragging({ si, ii });
                        },
                        onDragOver: (e) => {
                          if (dragging?.si === si) e.preventDefault();
                        },
                        onDrop: (e) => {
                          e.preventDefault();
                          if (dragging?.si === si)
                            updateSection(si, { items: moveInList(section.items, dragging.ii, ii) });
                          setDragging(null);
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
                  current={itemPageOf(si)}
                  pageSize={EDITOR_PAGE_SIZE}
                  total={section.items.length}
                  showTotal={(count, [from, to]) =>
                    t('instruments.itemRange', { from: String(from), to: String(to), count })
                  }
                  onChange={(page) => turnItemPage(si, page)}
                />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => {
                    updateSection(si, { items: [...section.items, emptyItem()] });
                    showItemPage(si, Math.ceil((section.items.length + 1) / EDITOR_PAGE_SIZE));
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('instruments.addItem')}
                </Button>
              </Flex>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              change([
                ...sections,
                emptySection(t('instruments.section', { n: String(sections.length + 1) })),
              ])
            }
          >
            {t('instruments.addSection')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
