import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TranslationLanguageSelect } from './translation-language-select';
import { TranslationTable } from './translation-table';
import { useTranslationEdits } from './use-translation-edits';

/**
 * Translations side by side: the base text on the left, the text in the chosen language on the
 * right. An empty translation falls back to the base text for participants. `?lang=xx` in the URL
 * (the instrument translations overview links so) opens it in that language and scrolls to it.
 */
export function TranslationEditor({
  instrumentId,
  onUnsavedChange,
}: {
  instrumentId: number;
  /** The page asks before its unsaved changes are left (one guard per page, see instrument-page). */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deepLanguage = params.get('lang') ?? undefined;
  const cardRef = useRef<HTMLDivElement>(null);
  const { data, unsaved, busy, save, shownText, edit, switchLanguage } = useTranslationEdits(
    instrumentId,
    deepLanguage,
    onUnsavedChange,
  );
  // The editor sits below the content editor: bring it into view once its texts are there.
  const loaded = data !== undefined;
  useEffect(() => {
    if (deepLanguage && loaded) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [deepLanguage, loaded]);

  return (
    <Card
      ref={cardRef}
      id="translations"
      title={t('translationEditor.title')}
      extra={
        <Flex gap={8} align="center">
          <TranslationLanguageSelect data={data} unsaved={unsaved} onSwitch={switchLanguage} />
          <Button type="primary" onClick={save} loading={busy} disabled={!unsaved}>
            {t('translationEditor.save')}
          </Button>
        </Flex>
      }
    >
      {data ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('translationEditor.hint', { base: data.base_language })}{' '}
            <Tag>
              {t('translationEditor.count', {
                done: String(data.translated),
                total: String(data.entries.length),
              })}
            </Tag>
          </Typography.Paragraph>
          <TranslationTable data={data} shownText={shownText} onEdit={edit} />
        </>
      ) : (
        <Empty />
      )}
    </Card>
  );
}
