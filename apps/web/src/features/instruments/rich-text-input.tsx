import { BoldOutlined, ItalicOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { wrapSelection } from './content-model';

/**
 * A textarea for rich text (HTML) with a small formatting toolbar and a live preview. The server
 * sanitises what is saved, so the preview shows what participants will see after saving.
 */
export function RichTextInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const wrap = (tag: 'b' | 'i' | 'ul') => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = wrapSelection(value, start, end, tag);
    onChange(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const hasMarkup = /<[a-z][^>]*>/i.test(value);
  return (
    <Flex vertical gap={4}>
      <Space size={4} role="toolbar" aria-label={label}>
        <Tooltip title={t('itemEditor.bold')}>
          <Button
            size="small"
            icon={<BoldOutlined />}
            aria-label={t('itemEditor.bold')}
            onClick={() => wrap('b')}
          />
        </Tooltip>
        <Tooltip title={t('itemEditor.italic')}>
          <Button
            size="small"
            icon={<ItalicOutlined />}
            aria-label={t('itemEditor.italic')}
            onClick={() => wrap('i')}
          />
        </Tooltip>
        <Tooltip title={t('itemEditor.list')}>
          <Button
            size="small"
            icon={<UnorderedListOutlined />}
            aria-label={t('itemEditor.list')}
            onClick={() => wrap('ul')}
          />
        </Tooltip>
      </Space>
      <Input.TextArea
        id={id}
        ref={(r) => {
          ref.current = r?.resizableTextArea?.textArea ?? null;
        }}
        autoSize={{ minRows: 2 }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hasMarkup ? (
        <section
          aria-label={t('itemEditor.preview')}
          style={{ padding: '4px 8px', background: 'rgba(0,0,0,0.03)', borderRadius: 4 }}
        >
          <RichText html={value} />
        </section>
      ) : null}
    </Flex>
  );
}
