import type { ReportLanguage } from '@asesa/contracts';

/**
 * The demographic categories as the bias audit and the technical manual print them: both compare
 * the same groups of candidates, so they name them with the same words.
 */
export const DEMOGRAPHIC_GROUP_WORDS: Record<ReportLanguage, Record<string, string>> = {
  en: {
    female: 'female',
    male: 'male',
    other: 'other',
    'under 25': 'under 25',
    '55 and over': '55 and over',
  },
  id: {
    female: 'perempuan',
    male: 'laki-laki',
    other: 'lainnya',
    'under 25': 'di bawah 25',
    '55 and over': '55 ke atas',
  },
};
