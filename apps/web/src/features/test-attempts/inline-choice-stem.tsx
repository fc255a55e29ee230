import { GAP_MARKER } from '@asesa/contracts';
import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ItemInputProps } from './item-input-props';

// An inline-choice question: its text with a native dropdown in each gap. Native selects are
// operated by keyboard and announced by every screen reader; each is named "Gap n of N" and
// described by the whole question, so the sentence around it is heard too.

const selectStyle: CSSProperties = {
  minHeight: 32,
  minWidth: 96,
  margin: '0 4px',
  padding: '2px 6px',
  fontSize: 16,
  borderRadius: 6,
  border: '1px solid #8c8c8c',
  background: '#fff',
};

/** The stem's HTML with an empty placeholder element where each gap's dropdown goes. */
const withSlots = (html: string) =>
  html.replace(GAP_MARKER, (_, id: string) => `<span data-gap="${id}"></span>`);

export function InlineChoiceStem({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const host = useRef<HTMLSpanElement>(null);
  const html = useMemo(() => withSlots(item.stem), [item.stem]);
  const [slots, setSlots] = useState<Map<string, Element>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are found again when the stem's HTML changes.
  useLayoutEffect(() => {
    const found = new Map<string, Element>();
    for (const el of host.current?.querySelectorAll('[data-gap]') ?? [])
      found.set(el.getAttribute('data-gap') as string, el);
    setSlots(found);
  }, [html]);
  const answer =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  const gaps = item.gaps ?? [];
  // A gap match's text used as often as it may be elsewhere is offered no more (matchMax; 0 = unlimited).
  const usedUp = (text: string, gapId: string) => {
    const max = item.gap_texts?.find((x) => x.id === text)?.match_max ?? 0;
    return max > 0 && Object.entries(answer).filter(([g, v]) => g !== gapId && v === text).length >= max;
  };
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stem before storing it. */}
      <span ref={host} className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {gaps.map((gap, i) => {
        const slot = slots.get(gap.id);
        if (!slot) return null;
        return createPortal(
          <select
            aria-label={copy.gapLabel(i + 1, gaps.length)}
            aria-describedby={labelledBy}
            data-gap-select={gap.id}
            className="gap-select"
            style={selectStyle}
            value={answer[gap.id] ?? ''}
            disabled={disabled}
            onChange={(e) => {
              const next = { ...answer };
              if (e.target.value) next[gap.id] = e.target.value;
              else delete next[gap.id];
              onAnswer(next);
            }}
          >
            <option value="">{copy.gapPlaceholder}</option>
            {gap.options.map((o) => (
              <option key={o.id} value={o.id} disabled={usedUp(o.id, gap.id)}>
                {o.text}
              </option>
            ))}
          </select>,
          slot,
          gap.id,
        );
      })}
    </>
  );
}
