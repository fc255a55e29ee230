import type { ItemReviewRow } from '@asesa/contracts';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useItemLabel } from './item-labels';
import type { EvidenceItemStatistics } from './result-types';
import { useReasonLabel } from './review-modals';

/** An item's review: "under review" with its reason when one is open, else (for admins) the action that opens one. */
export function ReviewCell({
  item,
  open,
  canFlag,
  onFlag,
}: {
  item: EvidenceItemStatistics;
  open: ItemReviewRow | undefined;
  canFlag: boolean;
  onFlag: () => void;
}) {
  const { t } = useTranslation();
  const reasonLabel = useReasonLabel();
  const label = useItemLabel();
  if (open)
    return (
      <Tooltip
        title={t('evidence.reviews.underReviewHint', {
          reason: reasonLabel(open.reason),
          note: open.note,
        })}
      >
        <Tag color="blue" style={{ marginInlineEnd: 0 }} tabIndex={0}>
          {t('evidence.reviews.underReview')}
        </Tag>
      </Tooltip>
    );
  if (!canFlag) return null;
  return (
    <Button
      size="small"
      type="link"
      style={{ paddingInline: 0 }}
      aria-label={t('evidence.reviews.actionLabel', { item: label(item.id) })}
      onClick={onFlag}
    >
      {t('evidence.reviews.action')}
    </Button>
  );
}
