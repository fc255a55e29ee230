import {
  asReportLanguage,
  type ProjectDetail,
  REPORT_LANGUAGES,
  type ReportLanguage,
} from '@asesa/contracts';
import { Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentUiLocale, UI_LOCALE_NAMES } from '../../lib/ui-locale';

/** The language a project's reports are offered in first: the project's, else the back office's. */
export function defaultReportLanguage(project: ProjectDetail): ReportLanguage {
  return asReportLanguage(project.settings.default_language) ?? currentUiLocale();
}

const options = REPORT_LANGUAGES.map((value) => ({ value, label: UI_LOCALE_NAMES[value] }));

/**
 * The choice of a report's language (Bahasa Indonesia or English), at every place a report or a
 * .zip of reports is downloaded: a compact select beside a button, or radio buttons in a dialog.
 */
export function ReportLanguagePicker({
  value,
  onChange,
  variant = 'select',
}: {
  value: ReportLanguage;
  onChange: (lang: ReportLanguage) => void;
  variant?: 'select' | 'radio';
}) {
  const { t } = useTranslation();
  if (variant === 'radio')
    return (
      <Radio.Group
        aria-label={t('exports.reportLanguage')}
        value={value}
        onChange={(e) => onChange(e.target.value as ReportLanguage)}
        options={options}
      />
    );
  return (
    <Select<ReportLanguage>
      aria-label={t('exports.reportLanguage')}
      title={t('exports.reportLanguage')}
      value={value}
      onChange={onChange}
      options={options}
      popupMatchSelectWidth={false}
      style={{ width: 170 }}
    />
  );
}
