import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ParticipantItem } from '@asesa/contracts';
import { Button, Checkbox, Flex, Radio, Spin, Typography, theme } from 'antd';
import { type CSSProperties, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { plainText, RichText } from '../../components/rich-text';
import { visuallyHidden } from '../../components/visually-hidden';
import type { RunnerCopy } from '../participant-journey/copy';
import { HotspotInput } from './hotspot-input';
import type { ItemInputProps } from './item-input-props';
import { MatchInput } from './match-input';
import { SliderInput } from './slider-input';

// One input per item type of DOMAIN.md, each a real form control with a label: radios
// (single, Likert, true/false), checkboxes (multiple response), two radio groups (forced choice
// most/least), an ordered list with Up/Down buttons (ranking), a number field and a text area.
// Everything works by keyboard and wraps on a 360 px wide screen.

const wrap: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };
const imageStyle: CSSProperties = { display: 'block', maxWidth: '100%', height: 'auto', marginTop: 8 };

function useOptionStyle() {
  const { token } = theme.useToken();
  return (checked: boolean): CSSProperties => ({
    margin: 0,
    padding: '12px 14px',
    width: '100%',
    border: `1px solid ${checked ? token.colorPrimary : token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    background: checked
      ? `color-mix(in srgb, ${token.colorPrimary} 10%, ${token.colorBgContainer})`
      : token.colorBgContainer,
    whiteSpace: 'normal',
    ...wrap,
  });
}

function OptionLabel({ option, copy }: { option: ParticipantItem['options'][number]; copy: RunnerCopy }) {
  const text =
    option.id === 'true' && option.text === 'True'
      ? copy.trueLabel
      : option.id === 'false' && option.text === 'False'
        ? copy.falseLabel
        : option.text;
  return (
    <span style={wrap}>
      <RichText html={text} />
      {option.image ? <img src={option.image} alt={plainText(text)} style={imageStyle} /> : null}
    </span>
  );
}

/** Single choice, Likert and true/false: one radio per option. */
function ChoiceInput({ item, value, onAnswer, disabled, labelledBy, describedBy, copy }: ItemInputProps) {
  const optionStyle = useOptionStyle();
  // One name per group: arrow keys move between its radios, as in any native radio group.
  const name = useId();
  return (
    <Radio.Group
      name={name}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={typeof value === 'string' ? value : null}
      onChange={(e) => onAnswer(String(e.target.value))}
      disabled={disabled}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={8}>
        {item.options.map((option) => (
          <Radio key={option.id} value={option.id} style={optionStyle(value === option.id)}>
            <OptionLabel option={option} copy={copy} />
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** Multiple response: checkboxes; once the maximum is chosen the others wait. */
function MultipleInput({ item, value, onAnswer, disabled, labelledBy, describedBy, copy }: ItemInputProps) {
  const optionStyle = useOptionStyle();
  const hintId = useId();
  const chosen = Array.isArray(value) ? value : [];
  const [draft, setDraft] = useState<string[]>(chosen);
  const max = item.max_choices ?? item.options.length;
  const min = Math.max(1, item.min_choices ?? 1);
  const hint = item.min_choices || item.max_choices ? copy.chooseBetween(min, max) : copy.chooseUpTo(max);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
    >
      <Typography.Text type="secondary" id={hintId} style={{ display: 'block', marginBottom: 8 }}>
        {hint}
      </Typography.Text>
      <Flex vertical gap={8}>
        {item.options.map((option) => {
          const checked = draft.includes(option.id);
          return (
            <Checkbox
              key={option.id}
              checked={checked}
              disabled={disabled || (!checked && draft.length >= max)}
              onChange={(e) => {
                // Keep the options' order, whatever order they were ticked in.
                const next = item.options
                  .map((o) => o.id)
                  .filter((id) => (id === option.id ? e.target.checked : draft.includes(id)));
                setDraft(next);
                if (next.length >= min) onAnswer(next);
              }}
              style={optionStyle(checked)}
            >
              <OptionLabel option={option} copy={copy} />
            </Checkbox>
          );
        })}
      </Flex>
    </div>
  );
}

/** Forced choice: the statement most like me and the one least like me (two radio groups). */
function ForcedChoiceInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const optionStyle = useOptionStyle();
  const saved = value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  const [most, setMost] = useState(saved?.most ?? '');
  const [least, setLeast] = useState(saved?.least ?? '');
  const mostId = useId();
  const leastId = useId();
  const hintId = useId();
  const choose = (which: 'most' | 'least', id: string) => {
    const next = {
      most: which === 'most' ? id : most === id ? '' : most,
      least: which === 'least' ? id : least === id ? '' : least,
    };
    setMost(next.most);
    setLeast(next.least);
    if (next.most && next.least) onAnswer(next);
  };
  const group = (which: 'most' | 'least', legendId: string, legend: string, current: string) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend id={legendId} style={{ fontWeight: 600, marginBottom: 8, fontSize: 15 }}>
        {legend}
      </legend>
      <Radio.Group
        name={`${legendId}-radios`}
        aria-labelledby={`${labelledBy} ${legendId}`}
        value={current || null}
        onChange={(e) => choose(which, String(e.target.value))}
        disabled={disabled}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8}>
          {item.options.map((option) => (
            <Radio key={option.id} value={option.id} style={optionStyle(current === option.id)}>
              <OptionLabel option={option} copy={copy} />
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </fieldset>
  );
  return (
    <Flex vertical gap={16} aria-describedby={hintId}>
      <Typography.Text type="secondary" id={hintId}>
        {copy.forcedChoiceHint}
      </Typography.Text>
      {group('most', mostId, copy.mostLike, most)}
      {group('least', leastId, copy.leastLike, least)}
    </Flex>
  );
}

/** Ranking: the options in order; Up/Down buttons move one, and a live message says where it went. */
function RankingInput({ item, value, onAnswer, disabled, labelledBy, copy }: ItemInputProps) {
  const { token } = theme.useToken();
  const byId = new Map(item.options.map((o) => [o.id, o]));
  const initial =
    Array.isArray(value) && value.length === item.options.length ? value : item.options.map((o) => o.id);
  const [order, setOrder] = useState<string[]>(initial);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const buttons = useRef(new Map<string, HTMLElement | null>());
  const answered = Array.isArray(value) && value.length === item.options.length;
  const move = (index: number, delta: -1 | 1, focusKey: string) => {
    const target = index + delta;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    [next[index], next[target]] = [next[target], next[index]];
    setOrder(next);
    onAnswer(next);
    const text = plainText(byId.get(next[target])?.text ?? '');
    setAnnouncement(copy.moved(text, target + 1, next.length));
    // Focus follows the moved option, so pressing the same button again keeps moving it.
    const edge = (delta < 0 && target === 0) || (delta > 0 && target === next.length - 1);
    const key = edge ? `${next[target]}:${delta < 0 ? 'down' : 'up'}` : focusKey;
    requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };
  return (
    <div>
      <Typography.Text type="secondary" id={hintId} style={{ display: 'block', marginBottom: 8 }}>
        {copy.rankingHint}
      </Typography.Text>
      <ol
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {order.map((id, index) => {
          const option = byId.get(id);
          if (!option) return null;
          const text = plainText(option.text);
          return (
            <li
              key={id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '8px 10px',
                marginBottom: 8,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
              }}
            >
              <span aria-hidden style={{ fontWeight: 600, minWidth: 20 }}>
                {index + 1}.
              </span>
              <span style={{ flex: 1, ...wrap }}>
                <span style={visuallyHidden}>{`${index + 1}: `}</span>
                <OptionLabel option={option} copy={copy} />
              </span>
              <Button
                ref={(el) => void buttons.current.set(`${id}:up`, el)}
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={copy.moveUp(text)}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1, `${id}:up`)}
              />
              <Button
                ref={(el) => void buttons.current.set(`${id}:down`, el)}
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={copy.moveDown(text)}
                disabled={disabled || index === order.length - 1}
                onClick={() => move(index, 1, `${id}:down`)}
              />
            </li>
          );
        })}
      </ol>
      {!answered ? (
        <Button onClick={() => onAnswer(order)} disabled={disabled}>
          {copy.keepOrder}
        </Button>
      ) : null}
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

// The number and text fields are loaded only by tests that have such items (most tests are
// choices only), keeping them out of the test page's first load.
const loadTypedInputs = () => import('./typed-inputs');
const NumericInput = lazy(() => loadTypedInputs().then((m) => ({ default: m.NumericInput })));
const TextInput = lazy(() => loadTypedInputs().then((m) => ({ default: m.TextInput })));

/**
 * Loads the inputs a section needs while the connection is there: a question shown later,
 * offline, must not wait for code it cannot fetch.
 */
export function preloadItemInputs(items: readonly { type: string }[]): void {
  if (items.some((i) => i.type === 'numeric' || i.type === 'text')) void loadTypedInputs();
}

const INPUTS: Record<string, (p: ItemInputProps) => ReactNode> = {
  single: ChoiceInput,
  likert: ChoiceInput,
  'true-false': ChoiceInput,
  multiple: MultipleInput,
  'forced-choice': ForcedChoiceInput,
  ranking: RankingInput,
  numeric: (p) => (p.item.slider ? <SliderInput {...p} /> : <NumericInput {...p} />),
  text: (p) => <TextInput {...p} />,
  // The dropdowns sit in the question's text (InlineChoiceStem); nothing goes below it.
  'inline-choice': () => null,
  match: (p) => <MatchInput {...p} />,
  'gap-match': () => null, // its dropdowns sit in the question's text, as inline choice's do
  hottext: () => null,
  hotspot: (p) => <HotspotInput {...p} />,
};

/** The input for any item type (unknown types read as single choice). */
export function ItemInput(props: ItemInputProps) {
  const Input = INPUTS[props.item.type] ?? ChoiceInput;
  return (
    <Suspense fallback={<Spin />}>
      <Input {...props} />
    </Suspense>
  );
}

/** The item's own image, with an alt text that says which question it illustrates. */
export function ItemImage({ item, number, copy }: Pick<ItemInputProps, 'item' | 'number' | 'copy'>) {
  if (!item.image) return null;
  return <img src={item.image} alt={copy.imageAlt(number)} style={{ ...imageStyle, marginBottom: 12 }} />;
}
