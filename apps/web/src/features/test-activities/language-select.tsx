import { Select } from 'antd';
import { currentLanguage, useChangeLanguage } from './api';
import { useCopy } from './copy';

/**
 * The language dropdown's field, in its own chunk (see LanguageSelect in components.tsx): antd's
 * Select is the heaviest component of the participant header, and the test page never shows it.
 */
export function LanguageSelectField({ languages }: { languages: { code: string; name: string }[] }) {
  const COPY = useCopy();
  const changeLanguage = useChangeLanguage();
  const current = currentLanguage();
  return (
    <Select
      aria-label={COPY.language}
      size="middle"
      value={languages.some((l) => l.code === current) ? current : undefined}
      placeholder={COPY.language}
      onChange={changeLanguage}
      options={languages.map((l) => ({ value: l.code, label: l.name }))}
      style={{ minWidth: 120 }}
      popupMatchSelectWidth={false}
    />
  );
}
