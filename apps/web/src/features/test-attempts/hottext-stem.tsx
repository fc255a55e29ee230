import { GAP_MARKER } from '@asesa/contracts';
import { theme } from 'antd';
import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ItemInputProps } from './item-input-props';
import { selectionOf, toggledSelection } from './selection-toggle';

// A hottext question: its text with each selectable part a toggle button in place (aria-pressed),
// at least 24 × 24 px, operated by Tab and Enter/Space; each is named by its words and its place
// ("cat (part 1 of 3)") and described by the whole question.

/** The stem's HTML with an empty placeholder element where each span's button goes. */
const withSlots = (html: string) =>
  html.replace(GAP_MARKER, (_, id: string) => `<span data-span="${id}"></span>`);

export function HottextStem({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const { token } = theme.useToken();
  const host = useRef<HTMLSpanElement>(null);
  const html = useMemo(() => withSlots(item.stem), [item.stem]);
  const [slots, setSlots] = useState<Map<string, Element>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are found again when the stem's HTML changes.
  useLayoutEffect(() => {
    const found = new Map<string, Element>();
    for (const el of host.current?.querySelectorAll('[data-span]') ?? [])
      found.set(el.getAttribute('data-span') as string, el);
    setSlots(found);
  }, [html]);
  const selected = selectionOf(value);
  const spans = item.spans ?? [];
  const style = (pressed: boolean): CSSProperties => ({
    minWidth: 24,
    minHeight: 24,
    margin: '0 2px',
    padding: '0 4px',
    font: 'inherit',
    cursor: disabled ? 'default' : 'pointer',
    borderRadius: 4,
    border: `1px ${pressed ? 'solid' : 'dashed'} ${pressed ? token.colorPrimary : token.colorBorder}`,
    background: pressed ? `color-mix(in srgb, ${token.colorPrimary} 18%, transparent)` : 'transparent',
    textDecoration: pressed ? 'underline' : 'none',
    color: 'inherit',
  });
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stem before storing it. */}
      <span ref={host} className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {spans.map((span, i) => {
        const slot = slots.get(span.id);
        if (!slot) return null;
        const pressed = selected.includes(span.id);
        return createPortal(
          <button
            type="button"
            className="hottext-span"
            data-hottext={span.id}
            aria-pressed={pressed}
            aria-label={copy.hottextLabel(span.text, i + 1, spans.length)}
            aria-describedby={labelledBy}
            disabled={disabled}
            style={style(pressed)}
            onClick={() => onAnswer(toggledSelection(selected, span.id, item.max_choices))}
          >
            {span.text}
          </button>,
          slot,
          span.id,
        );
      })}
    </>
  );
}
