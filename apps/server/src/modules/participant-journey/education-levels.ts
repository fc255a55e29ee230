import { EDUCATION_LEVEL_CODES, type EducationLevel } from '@asesa/contracts';

/**
 * The education levels of the registration form, as Indonesian employers ask for them (the
 * national levels SD … S3). The code is what the participant row stores; the name follows the
 * participant's language (Indonesian by default, English otherwise).
 */
const LEVELS: ReadonlyArray<{ code: (typeof EDUCATION_LEVEL_CODES)[number]; id: string; en: string }> = [
  { code: 'SD', id: 'SD / sederajat', en: 'Primary school' },
  { code: 'SMP', id: 'SMP / sederajat', en: 'Junior high school' },
  { code: 'SMA', id: 'SMA / SMK / sederajat', en: 'Senior or vocational high school' },
  { code: 'D1', id: 'Diploma 1 (D1)', en: 'Diploma 1 (one-year diploma)' },
  { code: 'D2', id: 'Diploma 2 (D2)', en: 'Diploma 2 (two-year diploma)' },
  { code: 'D3', id: 'Diploma 3 (D3)', en: 'Diploma 3 (associate degree)' },
  { code: 'D4', id: 'Diploma 4 (D4) / Sarjana Terapan', en: 'Diploma 4 (applied bachelor)' },
  { code: 'S1', id: 'Sarjana (S1)', en: "Bachelor's degree (S1)" },
  { code: 'S2', id: 'Magister (S2)', en: "Master's degree (S2)" },
  { code: 'S3', id: 'Doktor (S3)', en: 'Doctorate (S3)' },
];

/** The list in a language: English for `en`, Indonesian for anything else (the default language). */
export function educationLevels(language: string | undefined): EducationLevel[] {
  const en = language?.toLowerCase().startsWith('en');
  return LEVELS.map((l) => ({ code: l.code, name: en ? l.en : l.id }));
}

export const isEducationLevel = (code: string) => (EDUCATION_LEVEL_CODES as readonly string[]).includes(code);
