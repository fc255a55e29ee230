import type { InstrumentTranslationResponse } from '@asesa/contracts';
import { Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text';
import { describeTextKey, isRichTextKey } from './translation-model';
import type { TranslationEntry } from './use-translation-edits';

const TRANSLATION_PAGE_SIZE = 50;

/** Each text of the instrument: where it stands, its base text and the field of its translation. */
export function TranslationTable({
  data,
  shownText,
  onEdit,
}: {
  data: InstrumentTranslationResponse;
  shownText: (entry: TranslationEntry) => string;
  onEdit: (entryKey: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const translationTitle = t('translationEditor.translation', { language: data.language });
  return (
    <Table
      size="small"
      rowKey="key"
      // A bank of hundreds of items has thousands of texts: pages keep the page quick, and
      // edits on other pages are kept until saved.
      pagination={
        data.entries.length > TRANSLATION_PAGE_SIZE
          ? {
              defaultPageSize: TRANSLATION_PAGE_SIZE,
              showSizeChanger: true,
              pageSizeOptions: [50, 100, 200],
              showTotal: (count) => t('dataTable.total', { count }),
            }
          : false
      }
      dataSource={data.entries}
      columns={[
        {
          title: t('translationEditor.text'),
          key: 'where',
          width: 160,
          render: (_v, e) => <Typography.Text type="secondary">{describeTextKey(e.key, t)}</Typography.Text>,
        },
        {
          title: t('translationEditor.base', { base: data.base_language }),
          key: 'base',
          // Base and translation side by side at equal widths: a long stem in the base
          // language must not squeeze the field its translation is typed in.
          width: '40%',
          render: (_v, e) =>
            isRichTextKey(e.key) ? <RichText html={e.base} /> : <Typography.Text>{e.base}</Typography.Text>,
        },
        {
          title: translationTitle,
          key: 'text',
          width: '40%',
          render: (_v, e) => (
            <Input.TextArea
              aria-label={`${translationTitle}: ${describeTextKey(e.key, t)}`}
              autoSize={{ minRows: 1 }}
              placeholder={t('translationEditor.fallback')}
              value={shownText(e)}
              onChange={(ev) => onEdit(e.key, ev.target.value)}
            />
          ),
        },
      ]}
    />
  );
}
