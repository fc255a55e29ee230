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
  const { t } = useTranslation();
  if (!flags.length) return null;
  return (
    <Flex gap={4} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`evidence.itemFlags.${flag}.hint`, '')}>
          <Tag color={ITEM_FLAG_COLOURS[flag] ?? 'default'} style={{ marginInlineEnd: 0 }} tabIndex={0}>
            {t(`evidence.itemFlags.${flag}.label`, flag)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

/** An option's flags (distractor analysis), like the item flags. */
export function OptionFlagTags({ flags }: { flags: readonly OptionFlag[] }) {
  const { t } = useTranslation();
  if (!flags.length) return null;
  return (
    <Flex gap={4} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`evidence.optionFlags.${flag}.hint`, '')}>
          <Tag
            color={OPTION_FLAG_COLOURS[flag] ?? 'default'}
            style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
            tabIndex={0}
          >
            {t(`evidence.optionFlags.${flag}.label`, flag)}
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
