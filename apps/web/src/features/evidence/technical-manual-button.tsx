import { FilePdfOutlined } from '@ant-design/icons';
import { type EvidenceAnalysisRow, REPORT_LANGUAGES, type ReportLanguage } from '@asesa/contracts';
import { App, Button, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';
import { currentUiLocale, UI_LOCALE_NAMES } from '../../lib/ui-locale';
import { useBusy } from '../../lib/use-busy';

/** The language's code as the row shows it ("ID", "EN"), its name in the list and tooltip. */
const options = REPORT_LANGUAGES.map((value) => ({
  value,
  label: value.toUpperCase(),
  title: UI_LOCALE_NAMES[value],
}));

/**
 * Downloads the technical manual (PDF) of a finished analysis in the language chosen beside it
 * (the screen's by default), as the reports are offered. An icon with its name as tooltip and
 * label, and the language by its code, keep the row's actions narrow; the row's own click (open)
 * is not triggered by them.
 */
export function TechnicalManualButton({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, whileBusy] = useBusy();
  const [lang, setLang] = useState<ReportLanguage>(currentUiLocale);
  if (row.status !== 'done') return null;

  const download = async () => {
    await whileBusy(async () => {
      if (await apiDownload('evidence/analyses/manual', { analysis_id: row.id, lang }))
        void message.success(t('evidence.manual.downloaded'));
    });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click, the controls inside are the interactive ones.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above; keys reach the controls themselves.
    <span onClick={(event) => event.stopPropagation()}>
      <Space.Compact size="small">
        <Tooltip title={t('evidence.manual.download')}>
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden />}
            aria-label={t('evidence.manual.download')}
            loading={busy}
            onClick={() => void download()}
          />
        </Tooltip>
        <Tooltip title={`${t('exports.reportLanguage')}: ${UI_LOCALE_NAMES[lang]}`}>
          <Select<ReportLanguage>
            size="small"
            aria-label={t('exports.reportLanguage')}
            value={lang}
            onChange={setLang}
            options={options}
            optionRender={(option) => `${option.data.label} · ${option.data.title}`}
            popupMatchSelectWidth={false}
            style={{ width: 58 }}
          />
        </Tooltip>
      </Space.Compact>
    </span>
  );
}
