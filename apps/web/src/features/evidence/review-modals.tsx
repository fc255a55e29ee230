import {
  ITEM_REVIEW_REASONS,
  ITEM_REVIEW_RESOLUTIONS,
  type ItemReviewReason,
  type ItemReviewResolution,
  type ItemReviewRow,
  MAX_REVIEW_NOTE,
} from '@asesa/contracts';
import { App, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useFlagItem, useResolveReview } from './review-queries';

/** A reason as readers know it: the engine flag's own label, or "Other". */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason) =>
      reason === 'other'
        ? t('evidence.reviews.reasons.other')
        : t(`evidence.itemFlags.${reason}.label`, reason),
    [t],
  );
}

interface FlagValues {
  reason: ItemReviewReason;
  note: string;
}

/** The item a flag is raised on: its id, reader's label, and the analysis it is seen in. */
export interface FlagTarget {
  instrumentId: number;
  analysisId: number;
  itemId: string;
  label: string;
  reason: ItemReviewReason;
}

/**
 * "Flag for review": the reason starts at the item's most pressing engine flag; a refusal (the item
 * already flagged, say) is shown as the client's toast and the modal stays open.
 */
export function FlagItemModal({ target, onClose }: { target: FlagTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reasonLabel = useReasonLabel();
  const flagging = useFlagItem(target?.instrumentId ?? 0);
  return (
    <FormModal<FlagValues>
      open={target !== null}
      name="flag-item"
      title={t('evidence.reviews.flagTitle', { item: target?.label ?? '' })}
      okText={t('evidence.reviews.flagOk')}
      onClose={onClose}
      initialValues={{ reason: target?.reason ?? 'other', note: '' }}
      onSubmit={async (values) => {
        if (!target) return true;
        try {
          await flagging.mutateAsync({
            instrument_id: target.instrumentId,
            analysis_id: target.analysisId,
            item_id: target.itemId,
            reason: values.reason,
            note: values.note.trim(),
          });
        } catch {
          return false;
        }
        message.success(t('evidence.reviews.flagged', { item: target.label }));
        return true;
      }}
    >
      <Typography.Paragraph type="secondary">{t('evidence.reviews.flagIntro')}</Typography.Paragraph>
      <Form.Item name="reason" label={t('evidence.reviews.reason')} rules={[{ required: true }]}>
        <Select options={ITEM_REVIEW_REASONS.map((value) => ({ value, label: reasonLabel(value) }))} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('evidence.reviews.note')}
        rules={[
          { required: true, whitespace: true, message: t('evidence.reviews.noteRequired') },
          {
            max: MAX_REVIEW_NOTE,
            message: t('evidence.reviews.tooLong', { max: String(MAX_REVIEW_NOTE) }),
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={MAX_REVIEW_NOTE}
          placeholder={t('evidence.reviews.notePlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}

interface ResolveValues {
  resolution: ItemReviewResolution;
  resolution_note: string;
}

/** Resolves an open flag: what became of the item (revised, kept, removed) and a note saying why. */
export function ResolveReviewModal({
  review,
  onClose,
}: {
  review: ItemReviewRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resolving = useResolveReview(review?.instrument_id ?? 0);
  const item = review?.item_label ?? review?.item_id ?? '';
  return (
    <FormModal<ResolveValues>
      open={review !== null}
      name="resolve-review"
      title={t('evidence.reviews.resolveTitle', { item })}
      okText={t('evidence.reviews.resolveOk')}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!review) return true;
        try {
          await resolving.mutateAsync({
            review_id: review.id,
            resolution: values.resolution,
            resolution_note: values.resolution_note.trim(),
          });
        } catch {
          return false;
        }
        message.success(t('evidence.reviews.resolved', { item }));
        return true;
      }}
    >
      {review ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, tooltip: review.note }}>
          {review.note}
        </Typography.Paragraph>
      ) : null}
      <Form.Item
        name="resolution"
        label={t('evidence.reviews.resolution')}
        rules={[{ required: true, message: t('evidence.reviews.resolutionRequired') }]}
      >
        <Radio.Group>
          <Flex vertical gap={4}>
            {ITEM_REVIEW_RESOLUTIONS.map((value) => (
              <Radio key={value} value={value}>
                {t(`evidence.reviews.resolutions.${value}`)}{' '}
                <Typography.Text type="secondary">
                  {t(`evidence.reviews.resolutionHints.${value}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="resolution_note"
        label={t('evidence.reviews.resolutionNote')}
        rules={[
          { required: true, whitespace: true, message: t('evidence.reviews.resolutionNoteRequired') },
          {
            max: MAX_REVIEW_NOTE,
            message: t('evidence.reviews.tooLong', { max: String(MAX_REVIEW_NOTE) }),
          },
        ]}
      >
        <Input.TextArea rows={4} maxLength={MAX_REVIEW_NOTE} />
      </Form.Item>
    </FormModal>
  );
}
