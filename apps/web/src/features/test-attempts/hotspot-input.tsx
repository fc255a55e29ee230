import type { ParticipantItem } from '@asesa/contracts';
import { Typography, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import type { ItemInputProps } from './item-input-props';
import { selectionOf, toggledSelection } from './selection-toggle';

// A hotspot question: the image with an SVG overlay in the image's own pixel coordinates (viewBox),
// so the areas scale with the image's width. Each area is a focusable toggle button named
// "Area n of N", with a visible focus ring (CSS .hotspot-area:focus-visible) and a filled selection.

type Area = NonNullable<ParticipantItem['areas']>[number];

function AreaShape({ area, ...rest }: { area: Area } & Record<string, unknown>) {
  const c = area.coords;
  if (area.shape === 'rect')
    return <rect x={c[0]} y={c[1]} width={c[2] - c[0]} height={c[3] - c[1]} {...rest} />;
  if (area.shape === 'circle') return <circle cx={c[0]} cy={c[1]} r={c[2]} {...rest} />;
  const points = [];
  for (let i = 0; i + 1 < c.length; i += 2) points.push(`${c[i]},${c[i + 1]}`);
  return <polygon points={points.join(' ')} {...rest} />;
}

export function HotspotInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const { token } = theme.useToken();
  const picture = item.picture;
  const areas = item.areas ?? [];
  if (!picture) return null;
  const selected = selectionOf(value);
  const toggle = (id: string) => {
    if (!disabled) onAnswer(toggledSelection(selected, id, item.max_choices));
  };
  const onKey = (e: KeyboardEvent, id: string) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    toggle(id);
  };
  // A stroke a few screen pixels wide whatever the image's own size.
  const stroke = Math.max(2, picture.width / 200);
  return (
    <div>
      <Typography.Text type="secondary">{copy.hotspotHint}</Typography.Text>
      <div style={{ position: 'relative', maxWidth: picture.width, width: '100%', marginTop: 8 }}>
        <img src={picture.src} alt="" style={{ display: 'block', width: '100%', height: 'auto' }} />
        <svg
          viewBox={`0 0 ${picture.width} ${picture.height}`}
          role="group"
          aria-labelledby={labelledBy}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {areas.map((area, i) => {
            const pressed = selected.includes(area.id);
            return (
              <AreaShape
                key={area.id}
                area={area}
                role="button"
                tabIndex={disabled ? -1 : 0}
                className="hotspot-area"
                data-area={area.id}
                aria-pressed={pressed}
                aria-disabled={disabled || undefined}
                aria-label={copy.hotspotAreaLabel(i + 1, areas.length)}
                fill={pressed ? token.colorPrimary : 'rgba(255,255,255,0.05)'}
                fillOpacity={pressed ? 0.45 : 1}
                stroke={pressed ? token.colorPrimary : token.colorTextSecondary}
                strokeWidth={pressed ? stroke * 2 : stroke}
                strokeDasharray={pressed ? undefined : `${stroke * 3} ${stroke * 2}`}
                style={{ cursor: disabled ? 'default' : 'pointer' }}
                onClick={() => toggle(area.id)}
                onKeyDown={(e: KeyboardEvent) => onKey(e, area.id)}
              />
            );
          })}
        </svg>
      </div>
    </div>
  );
}
