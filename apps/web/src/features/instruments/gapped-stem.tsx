import { DeleteOutlined } from '@ant-design/icons';
import { gapIdsInStem, gapMarker } from '@asesa/contracts';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An item whose question holds gap markers [[id]]: gap-match and inline-choice. */
interface GappedDraft<G extends { id: string }> {
  stem: string;
  gaps: G[];
}

/**
 * Edits of a gapped item's gaps that keep its question and its gaps in step: adding a gap appends
 * its marker to the question, removing one takes the marker out (and the double space it leaves).
 */
export function gapEdits<G extends { id: string }, D extends GappedDraft<G>>(
  item: D,
  onChange: (next: D) => void,
) {
  return {
    setGap: (index: number, next: G) =>
      onChange({ ...item, gaps: item.gaps.map((g, i) => (i === index ? next : g)) }),
    addGap: (gap: G) =>
      onChange({ ...item, stem: `${item.stem} ${gapMarker(gap.id)}`.trim(), gaps: [...item.gaps, gap] }),
    removeGap: (gap: G) =>
      onChange({
        ...item,
        stem: item.stem.split(gapMarker(gap.id)).join('').replace(/ {2,}/g, ' ').trim(),
        gaps: item.gaps.filter((g) => g.id !== gap.id),
      }),
  };
}

/** Warns when the question lost the marker of a gap (edited away by hand), naming the markers. */
export function MissingGapMarkers<G extends { id: string }>({ item }: { item: GappedDraft<G> }) {
  const { t } = useTranslation();
  const missing = item.gaps.filter((g) => !gapIdsInStem(item.stem).includes(g.id));
  if (missing.length === 0) return null;
  return (
    <Typography.Text type="warning" role="status">
      {t('itemEditor.gapMarkerMissing', { markers: missing.map((g) => gapMarker(g.id)).join(', ') })}
    </Typography.Text>
  );
}

/** A gap's remove button; the last gap stays. */
export function RemoveGapButton({
  gapId,
  gapCount,
  onClick,
}: {
  gapId: string;
  gapCount: number;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="text"
      icon={<DeleteOutlined />}
      aria-label={t('itemEditor.removeGap', { id: gapId })}
      disabled={gapCount <= 1}
      onClick={onClick}
    />
  );
}
