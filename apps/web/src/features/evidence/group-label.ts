import type { TFunction } from 'i18next';

// The groups of the sample, DIF and fairness comparisons are stored as values ("female",
// "under 25", "S1"); a reader sees them in their language. Education levels are the national
// codes (SD … S3), the same in every language.

const AGE_RANGE = /^(\d+)-(\d+)$/;

/** The stored group values a reader sees in words, with the message that says each. */
const GROUP_MESSAGE = {
  female: 'female',
  male: 'male',
  other: 'other',
  'under 25': 'under25',
  '55 and over': 'over55',
  accommodated: 'accommodated',
  none: 'none',
} as const;

/** A group value (a gender, an age band, an education level) as the reader says it. */
export function groupLabel(value: string, t: TFunction): string {
  if (Object.hasOwn(GROUP_MESSAGE, value)) {
    return t(`evidence.groups.${GROUP_MESSAGE[value as keyof typeof GROUP_MESSAGE]}`);
  }
  const range = AGE_RANGE.exec(value);
  return range ? t('evidence.groups.ageRange', { from: range[1], to: range[2] }) : value;
}
