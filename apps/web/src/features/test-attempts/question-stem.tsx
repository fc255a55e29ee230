import { RichText } from '../../components/rich-text';
import { HottextStem } from './hottext-stem';
import { InlineChoiceStem } from './inline-choice-stem';
import type { ItemInputProps } from './item-input-props';

/** The question's text: plain rich text, or text with controls in it (gaps, selectable parts). */
export function QuestionStem(props: ItemInputProps) {
  if (props.item.type === 'hottext') return <HottextStem {...props} />;
  // A gap match's gaps are dropdowns of its shared list, drawn as inline choice's are.
  if (props.item.type === 'inline-choice' || props.item.type === 'gap-match')
    return <InlineChoiceStem {...props} />;
  return <RichText html={props.item.stem} />;
}
