import { Flex, Switch, Tag, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemFlag, OptionFlag } from './result-types';

const ITEM_FLAG_COLOURS: Record<ItemFlag, string> = {
  'too-easy': 'gold',
  'too-hard': 'orange',
  'low-discrimination': 'volcano',
  'negative-discrimination': 'red',
  misfit: 'purple',
  dif: 'magenta',
};

const OPTION_FLAG_COLOURS: Record<OptionFlag, string> = {
  'non-functioning': 'gold',
  'positive-distractor': 'volcano',
  'negative-key': 'red',
};

/** An item's flags as coloured tags, each with what it means in plain words. */
export function ItemFlagTags({ flags }: { flags: readonly ItemFlag[] }) {
  return <FlagTags flags={flags} messages="itemFlags" colours={ITEM_FLAG_COLOURS} />;
}

/** An option's flags (distractor analysis), like the item flags; their longer words may wrap. */
export function OptionFlagTags({ flags }: { flags: readonly OptionFlag[] }) {
  return <FlagTags flags={flags} messages="optionFlags" colours={OPTION_FLAG_COLOURS} wrapWords />;
}

/** Flags as coloured tags, their words and hints read from `evidence.<messages>`. */
function FlagTags<F extends string>({
  flags,
  messages,
  colours,
  wrapWords = false,
}: {
  flags: readonly F[];
  messages: 'itemFlags' | 'optionFlags';
  colours: Record<F, string>;
  wrapWords?: boolean;
}) {
  const { t } = useTranslation();
  if (!flags.length) return null;
  return (
    <Flex gap={4} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`evidence.${messages}.${flag}.hint`, '')}>
          <Tag
            color={colours[flag] ?? 'default'}
            style={{ marginInlineEnd: 0, ...(wrapWords ? { whiteSpace: 'normal' } : {}) }}
            tabIndex={0}
          >
            {t(`evidence.${messages}.${flag}.label`, flag as string)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

/** The "flagged only" filter of a tab: a switch named by its label. */
export function FlaggedOnlySwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        {label}
      </label>
    </Flex>
  );
}
