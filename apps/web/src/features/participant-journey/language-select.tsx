import { Select } from 'antd';
import { useParticipantLanguage } from '../../lib/participant-language';
import { useChangeLanguage } from './api';
import { useCopy } from './copy';

/**
 * The language dropdown's field, in its own chunk (see LanguageSelect in components.tsx): antd's
 * Select is the heaviest component of the participant header, so the test page shows its
 * questions first and loads the dropdown after.
 */
export function LanguageSelectField({ languages }: { languages: { code: string; name: string }[] }) {
  const COPY = useCopy();
  const changeLanguage = useChangeLanguage();
  const current = useParticipantLanguage();
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
