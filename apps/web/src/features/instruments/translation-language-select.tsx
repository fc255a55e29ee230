import type { InstrumentTranslationResponse } from '@asesa/contracts';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The language the translations are edited in. Another language shows other texts: edits in this
 * one are saved or given up first, so with unsaved edits the switch asks before it discards them.
 */
export function TranslationLanguageSelect({
  data,
  unsaved,
  onSwitch,
}: {
  data: InstrumentTranslationResponse | undefined;
  unsaved: boolean;
  onSwitch: (language: string) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const languageName = data?.languages.find((l) => l.code === data.language)?.name ?? data?.language ?? '';
  return (
    <Select
      aria-label={t('translationEditor.language')}
      style={{ width: 200 }}
      value={data?.language}
      options={(data?.languages ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
      onChange={(next: string) => {
        if (!unsaved) return onSwitch(next);
        modal.confirm({
          title: t('translationEditor.discardTitle', { language: languageName }),
          content: t('translationEditor.discardText'),
          okText: t('common.discard'),
          okButtonProps: { danger: true },
          cancelText: t('common.stay'),
          onOk: () => onSwitch(next),
        });
      }}
    />
  );
}
