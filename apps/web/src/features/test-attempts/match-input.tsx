import type { CSSProperties } from 'react';
import { useId } from 'react';
import { plainText as plain, RichText } from '../../components/rich-text';
import type { ItemInputProps } from './item-input-props';

// A match question: one row per source, with a native dropdown of the targets (or, where a source
// may pair with several targets, a checkbox per target). Native controls are operated by keyboard
// and announced by every screen reader; each is named "Match for <source>". The answer is the
// list of "source target" pairs; a target used as often as it may be is offered no more.

const selectStyle: CSSProperties = {
  minHeight: 32,
  minWidth: 160,
  padding: '2px 6px',
  fontSize: 16,
  borderRadius: 6,
  border: '1px solid #8c8c8c',
  background: '#fff',
};

export function MatchInput({ item, value, onAnswer, disabled, copy }: ItemInputProps) {
  const rowId = useId();
  const sources = item.sources ?? [];
  const targets = item.targets ?? [];
  const pairs = Array.isArray(value) ? (value as string[]) : [];
  const targetsOf = (source: string) =>
    pairs.filter((p) => p.startsWith(`${source} `)).map((p) => p.slice(source.length + 1));
  const usedUp = (target: string, source: string) => {
    const max = targets.find((t) => t.id === target)?.match_max ?? 1;
    const uses = pairs.filter((p) => p.endsWith(` ${target}`) && !p.startsWith(`${source} `)).length;
    return max > 0 && uses >= max;
  };
  const setTargets = (source: string, chosen: string[]) =>
    onAnswer([...pairs.filter((p) => !p.startsWith(`${source} `)), ...chosen.map((t) => `${source} ${t}`)]);
  return (
    <div style={{ display: 'grid', gap: 12, marginTop: 8 }}>
      {sources.map((s, i) => {
        const label = `${rowId}-${i}`;
        const mine = targetsOf(s.id);
        return (
          <div key={s.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
            <div id={label} style={{ minWidth: 160 }}>
              <RichText html={s.text} />
            </div>
            {s.match_max === 1 ? (
              <select
                aria-label={copy.matchLabel(plain(s.text))}
                data-match-source={s.id}
                style={selectStyle}
                value={mine[0] ?? ''}
                disabled={disabled}
                onChange={(e) => setTargets(s.id, e.target.value ? [e.target.value] : [])}
              >
                <option value="">{copy.gapPlaceholder}</option>
                {targets.map((t) => (
                  <option key={t.id} value={t.id} disabled={usedUp(t.id, s.id)}>
                    {plain(t.text)}
                  </option>
                ))}
              </select>
            ) : (
              <fieldset
                aria-label={copy.matchLabel(plain(s.text))}
                style={{ border: 0, margin: 0, padding: 0 }}
              >
                {targets.map((t) => (
                  <label key={t.id} style={{ marginRight: 16, fontSize: 16 }}>
                    <input
                      type="checkbox"
                      checked={mine.includes(t.id)}
                      disabled={disabled || (!mine.includes(t.id) && usedUp(t.id, s.id))}
                      onChange={(e) =>
                        setTargets(s.id, e.target.checked ? [...mine, t.id] : mine.filter((x) => x !== t.id))
                      }
                    />{' '}
                    {plain(t.text)}
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        );
      })}
    </div>
  );
}
