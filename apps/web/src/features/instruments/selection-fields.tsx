import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { gapIdsInStem, gapMarker, HOTSPOT_SHAPES } from '@asesa/contracts';
import { Button, Checkbox, Flex, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './content-model';
import { AddButton, NumberField } from './editor-fields';
import { InstrumentImageUpload } from './instrument-image-upload';

// The editor's fields of hottext and hotspot items: the selectable choices (spans marked [[id]] in
// the question, or areas typed as coordinates over an uploaded image, with a preview), which ones
// are keyed, or each one's points when the item is scored by a mapping.

type Hottext = Extract<ItemDraft, { type: 'hottext' }>;
type Hotspot = Extract<ItemDraft, { type: 'hotspot' }>;
type Selection = Hottext | Hotspot;
interface Props<T> {
  idPrefix: string;
  item: T;
  onChange: (next: ItemDraft) => void;
}

const nextId = (prefix: string, used: readonly { id: string }[]) => {
  let n = used.length + 1;
  while (used.some((c) => c.id === `${prefix}${n}`)) n++;
  return `${prefix}${n}`;
};

/** The scoring of a selection: all-or-nothing on the keyed choices, or points per choice. */
function SelectionScoring({ idPrefix, item, onChange }: Props<Selection>) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap align="end">
      <Radio.Group
        aria-label={t('itemEditor.selectionScoring')}
        value={item.scoring ?? 'all-or-nothing'}
        onChange={(e) => onChange({ ...item, scoring: e.target.value })}
        options={[
          { value: 'all-or-nothing', label: t('itemEditor.allOrNothing') },
          { value: 'mapping', label: t('itemEditor.pointsPerChoice') },
        ]}
      />
      <NumberField
        id={`${idPrefix}-max-choices`}
        label={t('itemEditor.maxChoices')}
        min={1}
        value={item.max_choices}
        onChange={(max_choices) => onChange({ ...item, max_choices })}
      />
      {item.scoring === 'mapping' ? (
        <NumberField
          id={`${idPrefix}-lower`}
          label={t('itemEditor.lowerBound')}
          value={item.lower_bound}
          onChange={(lower_bound) => onChange({ ...item, lower_bound })}
        />
      ) : null}
    </Flex>
  );
}

/** One choice's key checkbox, or its points when the item maps points. */
function ChoiceScore({
  item,
  choice,
  label,
  onPoints,
  onChange,
}: {
  item: Selection;
  choice: { id: string; points?: number | null };
  label: string;
  onPoints: (points: number | null) => void;
  onChange: (next: ItemDraft) => void;
}) {
  const { t } = useTranslation();
  const keys = item.keys ?? [];
  if (item.scoring === 'mapping')
    return (
      <NumberField
        id={`points-${choice.id}`}
        label={t('itemEditor.choicePoints', { id: choice.id })}
        value={choice.points}
        onChange={onPoints}
        style={{ marginBottom: 0 }}
      />
    );
  return (
    <Checkbox
      checked={keys.includes(choice.id)}
      aria-label={t('itemEditor.choiceKeyed', { id: label })}
      onChange={(e) =>
        onChange({
          ...item,
          keys: e.target.checked ? [...keys, choice.id] : keys.filter((k) => k !== choice.id),
        })
      }
    >
      {t('itemEditor.correct')}
    </Checkbox>
  );
}

export function HottextFields({ idPrefix, item, onChange }: Props<Hottext>) {
  const { t } = useTranslation();
  const setSpan = (i: number, next: Partial<Hottext['spans'][number]>) =>
    onChange({ ...item, spans: item.spans.map((s, j) => (j === i ? { ...s, ...next } : s)) });
  const add = () => {
    const id = nextId('h', item.spans);
    onChange({
      ...item,
      stem: `${item.stem} ${gapMarker(id)}`.trim(),
      spans: [...item.spans, { id, text: '' }],
    });
  };
  const missing = item.spans.filter((s) => !gapIdsInStem(item.stem).includes(s.id));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.spansHint')}</Typography.Text>
      {missing.length > 0 && (
        <Typography.Text type="warning" role="status">
          {t('itemEditor.gapMarkerMissing', { markers: missing.map((s) => gapMarker(s.id)).join(', ') })}
        </Typography.Text>
      )}
      {item.spans.map((span, i) => (
        <Flex key={span.id} gap={8} align="center" wrap>
          <Typography.Text code>{gapMarker(span.id)}</Typography.Text>
          <Input
            id={`${idPrefix}-span-${span.id}`}
            aria-label={t('itemEditor.spanText', { id: span.id })}
            value={span.text}
            onChange={(e) => setSpan(i, { text: e.target.value })}
            style={{ maxWidth: 260 }}
          />
          <ChoiceScore
            item={item}
            choice={span}
            label={span.id}
            onChange={onChange}
            onPoints={(points) => setSpan(i, { points })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('itemEditor.removeChoice', { id: span.id })}
            onClick={() =>
              onChange({
                ...item,
                stem: item.stem.split(gapMarker(span.id)).join('').trim(),
                spans: item.spans.filter((s) => s.id !== span.id),
                keys: (item.keys ?? []).filter((k) => k !== span.id),
              })
            }
          />
        </Flex>
      ))}
      <AddButton label={t('itemEditor.addSpan')} onClick={add} />
      <SelectionScoring idPrefix={idPrefix} item={item} onChange={onChange} />
    </Flex>
  );
}

/** The size of an uploaded image in its own pixels: the coordinates' frame. */
const imageSize = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = reject;
    img.src = src;
  });

function HotspotPreview({ item, label }: { item: Hotspot; label: string }) {
  const { picture, areas } = item;
  if (!picture.src) return null;
  return (
    <div
      style={{ position: 'relative', maxWidth: Math.min(picture.width, 480) }}
      data-testid="hotspot-preview"
    >
      <img src={picture.src} alt="" style={{ display: 'block', width: '100%', height: 'auto' }} />
      <svg
        viewBox={`0 0 ${picture.width} ${picture.height}`}
        role="img"
        aria-label={label}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        {areas.map((a) => {
          const c = a.coords;
          const look = { fill: 'rgba(22,119,255,0.25)', stroke: '#1677ff', strokeWidth: 2 };
          if (a.shape === 'rect')
            return <rect key={a.id} x={c[0]} y={c[1]} width={c[2] - c[0]} height={c[3] - c[1]} {...look} />;
          if (a.shape === 'circle') return <circle key={a.id} cx={c[0]} cy={c[1]} r={c[2]} {...look} />;
          const pts: string[] = [];
          for (let i = 0; i + 1 < c.length; i += 2) pts.push(`${c[i]},${c[i + 1]}`);
          return <polygon key={a.id} points={pts.join(' ')} {...look} />;
        })}
      </svg>
    </div>
  );
}

const coordsText = (coords: readonly number[]) => coords.join(', ');
const parseCoords = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
    .filter(Number.isFinite);

export function HotspotFields({
  idPrefix,
  item,
  onChange,
  instrumentId,
}: Props<Hotspot> & { instrumentId: number }) {
  const { t } = useTranslation();
  const setArea = (i: number, next: Partial<Hotspot['areas'][number]>) =>
    onChange({ ...item, areas: item.areas.map((a, j) => (j === i ? { ...a, ...next } : a)) });
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('itemEditor.areasHint')}</Typography.Text>
      <InstrumentImageUpload
        instrumentId={instrumentId}
        onUploaded={async (src) => onChange({ ...item, picture: { src, ...(await imageSize(src)) } })}
      >
        <Button icon={<UploadOutlined />} id={`${idPrefix}-hotspot-image`}>
          {t('itemEditor.hotspotImage')}
        </Button>
      </InstrumentImageUpload>
      {item.picture.src ? (
        <Typography.Text type="secondary">
          {t('itemEditor.imageSize', {
            width: String(item.picture.width),
            height: String(item.picture.height),
          })}
        </Typography.Text>
      ) : null}
      <HotspotPreview item={item} label={t('itemEditor.areasPreview')} />
      {item.areas.map((area, i) => (
        <Flex key={area.id} gap={8} align="center" wrap>
          <Typography.Text strong>{t('itemEditor.areaTitle', { n: String(i + 1) })}</Typography.Text>
          <Select
            aria-label={t('itemEditor.areaShape', { n: String(i + 1) })}
            value={area.shape}
            style={{ width: 120 }}
            onChange={(shape) => setArea(i, { shape })}
            options={HOTSPOT_SHAPES.map((s) => ({ value: s, label: t(`itemEditor.shapes.${s}`) }))}
          />
          <Input
            id={`${idPrefix}-area-${area.id}`}
            aria-label={t('itemEditor.areaCoords', { n: String(i + 1) })}
            defaultValue={coordsText(area.coords)}
            placeholder={t(`itemEditor.coordsOf.${area.shape}`)}
            onBlur={(e) => setArea(i, { coords: parseCoords(e.target.value) })}
            style={{ maxWidth: 220 }}
          />
          <ChoiceScore
            item={item}
            choice={area}
            label={t('itemEditor.areaTitle', { n: String(i + 1) })}
            onChange={onChange}
            onPoints={(points) => setArea(i, { points })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('itemEditor.removeChoice', { id: t('itemEditor.areaTitle', { n: String(i + 1) }) })}
            onClick={() =>
              onChange({
                ...item,
                areas: item.areas.filter((a) => a.id !== area.id),
                keys: (item.keys ?? []).filter((k) => k !== area.id),
              })
            }
          />
        </Flex>
      ))}
      <AddButton
        label={t('itemEditor.addArea')}
        onClick={() =>
          onChange({
            ...item,
            areas: [...item.areas, { id: nextId('a', item.areas), shape: 'rect', coords: [0, 0, 10, 10] }],
          })
        }
      />
      <SelectionScoring idPrefix={idPrefix} item={item} onChange={onChange} />
    </Flex>
  );
}

/** A numeric item shown as a slider: its step and orientation (min and max are the scale's ends). */
export function SliderFields({ idPrefix, item, onChange }: Props<Extract<ItemDraft, { type: 'numeric' }>>) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap align="end">
      <Checkbox
        checked={Boolean(item.slider)}
        onChange={(e) => onChange({ ...item, slider: e.target.checked ? { step: 1 } : null })}
      >
        {t('itemEditor.showAsSlider')}
      </Checkbox>
      {item.slider ? (
        <NumberField
          id={`${idPrefix}-step`}
          label={t('itemEditor.sliderStep')}
          min={0}
          value={item.slider.step}
          onChange={(step) => onChange({ ...item, slider: { ...item.slider, step: step ?? 1 } })}
        />
      ) : null}
    </Flex>
  );
}
