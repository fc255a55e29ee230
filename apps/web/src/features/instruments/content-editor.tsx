import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { InstrumentDetail } from '@asesa/contracts';
import { Alert, Button, Card, Flex, Form, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefusalAlert } from '../../components/refusal-alert';
import { useDimensionOptions } from '../test-dimensions/queries';
import { emptySection, withCalibratedK } from './content-model';
import { type DragSource, SectionItems, SectionSettings } from './content-section';
import { useContentEditor, useItemPages } from './use-content-editor';

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
  const {
    sections,
    setSections,
    dirty,
    busy,
    problem,
    clearProblem,
    change,
    updateSection,
    updateItem,
    onSave,
    onPublish,
  } = useContentEditor(detail, onUnsavedChange);
  const itemPages = useItemPages(sections);
  const dimensions = useDimensionOptions().data ?? [];
  const [dragging, setDragging] = useState<DragSource>(null);

  return (
    <Flex vertical gap={16}>
      <ContentHeader dirty={dirty} busy={busy} onSave={onSave} onPublish={onPublish} />
      <ContentNotices detail={detail} problem={problem} onCloseProblem={clearProblem} />
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
              <SectionSettings
                si={si}
                section={section}
                instrumentId={detail.id}
                unsaved={dirty}
                onChange={(patch) => updateSection(si, patch)}
                onCalibrated={(k) => setSections((current) => withCalibratedK(current, section.id, k))}
              />
              <SectionItems
                si={si}
                section={section}
                instrumentId={detail.id}
                dimensions={dimensions}
                reviewHints={reviewHints}
                page={itemPages.pageOf(si)}
                onTurnPage={(page) => itemPages.turn(si, page)}
                onShowPage={(page) => itemPages.show(si, page)}
                dragging={dragging}
                onDrag={setDragging}
                onChange={(patch) => updateSection(si, patch)}
                onChangeItem={(ii, next) => updateItem(si, ii, next)}
              />
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

/** The content's heading (marked while unsaved) with saving and publishing. */
function ContentHeader({
  dirty,
  busy,
  onSave,
  onPublish,
}: {
  dirty: boolean;
  busy: 'save' | 'publish' | null;
  onSave: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The way to the bank view for a large bank, and what refused the last save or publish. */
function ContentNotices({
  detail,
  problem,
  onCloseProblem,
}: {
  detail: InstrumentDetail;
  problem: string | null;
  onCloseProblem: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
      <RefusalAlert message={problem} onClose={onCloseProblem} />
    </>
  );
}
