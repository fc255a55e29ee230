import { ArrowLeftOutlined } from '@ant-design/icons';
import { Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { plainText } from '../../components/rich-text';
import { ReviewFlagsPanel } from '../../features/evidence/review-flags-panel';
import { useReasonLabel } from '../../features/evidence/review-modals';
import { openByItem } from '../../features/evidence/review-model';
import { useItemReviews } from '../../features/evidence/review-queries';
import { ContentEditor } from '../../features/instruments/content-editor';
import { InstrumentActions } from '../../features/instruments/instrument-actions';
import { useInstrument } from '../../features/instruments/queries';
import { TranslationEditor } from '../../features/instruments/translation-editor';
import { VariationsPanel } from '../../features/instruments/variations-panel';
import { BlueprintsPanel } from '../../features/scoring-blueprints/blueprints-panel';
import { truncateWords } from '../../lib/text';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';

/** Admin: /assessment-center/test-instrument/:id, an instrument and its content editor. */
export function InstrumentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useInstrument(id);
  const reviews = useItemReviews(id);
  const reasonLabel = useReasonLabel();
  // An item import changes the draft under the editor: a new key makes it start from the saved content.
  const [imports, setImports] = useState(0);
  // The content and translation editors each hold edits until saved; leaving asks first.
  const [contentUnsaved, setContentUnsaved] = useState(false);
  const [translationUnsaved, setTranslationUnsaved] = useState(false);
  useUnsavedChangesGuard(contentUnsaved || translationUnsaved);
  // Why each item flagged for review is, for the mark the editor shows on it.
  const reviewHints = useMemo(
    () =>
      new Map(
        [...openByItem(reviews.data)].map(([itemId, r]) => [
          itemId,
          t('evidence.reviews.editorHint', { reason: reasonLabel(r.reason), note: r.note }),
        ]),
      ),
    [reviews.data, reasonLabel, t],
  );

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  return (
    <Flex vertical gap={16}>
      <Link to="/assessment-center/test-instrument">
        <ArrowLeftOutlined /> {t('instruments.back')}
      </Link>
      <PageHeader
        title={data.name}
        extra={<InstrumentActions detail={data} onItemsImported={() => setImports((n) => n + 1)} />}
        sub={
          <>
            {data.code}{' '}
            <Tag color={data.status === 'published' ? 'green' : 'default'}>
              {t(`instruments.statuses.${data.status}`)}
            </Tag>
          </>
        }
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'kind', label: t('instruments.kind'), children: t(`instruments.kinds.${data.kind}`) },
          { key: 'version', label: t('instruments.version'), children: data.version },
          { key: 'items', label: t('instruments.items'), children: data.item_count },
          {
            key: 'instructions',
            label: t('instruments.instructions'),
            children: data.instructions ? truncateWords(plainText(data.instructions), 30) : t('common.none'),
            span: 3,
          },
        ]}
      />
      <ReviewFlagsPanel instrumentId={data.id} />
      <ContentEditor
        key={`${data.id}:${data.version}:${imports}`}
        detail={data}
        reviewHints={reviewHints}
        onUnsavedChange={setContentUnsaved}
      />
      <VariationsPanel detail={data} />
      <BlueprintsPanel instrumentId={data.id} />
      <TranslationEditor
        key={`tr:${data.id}`}
        instrumentId={data.id}
        onUnsavedChange={setTranslationUnsaved}
      />
    </Flex>
  );
}
