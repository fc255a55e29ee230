import type { TFunction } from 'i18next';

// The groups of the sample, DIF and fairness comparisons are stored as values ("female",
// "under 25", "S1"); a reader sees them in their language. Education levels are the national
// codes (SD … S3), the same in every language.

const AGE_RANGE = /^(\d+)-(\d+)$/;

/** A group value (a gender, an age band, an education level) as the reader says it. */
export function groupLabel(value: string, t: TFunction): string {
  switch (value) {
    case 'female':
      return t('evidence.groups.female');
    case 'male':
      return t('evidence.groups.male');
    case 'other':
      return t('evidence.groups.other');
    case 'under 25':
      return t('evidence.groups.under25');
    case '55 and over':
      return t('evidence.groups.over55');
    case 'accommodated':
      return t('evidence.groups.accommodated');
    case 'none':
      return t('evidence.groups.none');
  }
  const range = AGE_RANGE.exec(value);
  return range ? t('evidence.groups.ageRange', { from: range[1], to: range[2] }) : value;
}
