import type { InstrumentSection } from '@asesa/contracts';

/** The demo users of DOMAIN.md ("Demo data"). */
export const DEMO_USERS = {
  admin: { email: 'admin@asesa.test', password: 'Admin#2026', name: 'Ayu Admin' },
  consultant: { email: 'consultant@asesa.test', password: 'Consultant#2026', name: 'Citra Consultant' },
  collaborator: {
    email: 'collaborator@asesa.test',
    password: 'Collaborator#2026',
    name: 'Bima Collaborator',
  },
} as const;

export const DEMO_PARTICIPANT_CODE = 'DEMO-PCODE-01';
export const DEMO_CORPORATE_SLUG = 'demo';
export const DEMO_CREDITS = 500;
/** The demo consultant's sector tree: Technology > Software (the demo corporate's), and Finance. */
export const DEMO_SECTORS = { technology: 'Technology', software: 'Software', finance: 'Finance' } as const;

const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));

/** A short numerical and verbal reasoning test with keyed single-choice items. */
export const DEMO_ABILITY_SECTIONS: InstrumentSection[] = [
  {
    title: 'Numerical reasoning',
    time_limit_seconds: 600,
    items: [
      { type: 'single', stem: 'What is 15% of 240?', options: options('24', '36', '32', '40'), key: 'B' },
      {
        type: 'single',
        stem: 'Which number comes next: 3, 6, 12, 24, …?',
        options: options('36', '42', '48', '30'),
        key: 'C',
      },
      {
        type: 'single',
        stem: 'A price rises from 80 to 100. By what percentage did it rise?',
        options: options('20%', '25%', '30%', '80%'),
        key: 'B',
      },
      {
        type: 'single',
        stem: 'If 4 workers finish a job in 6 days, how many days do 3 workers need?',
        options: options('7', '8', '9', '4.5'),
        key: 'B',
      },
      { type: 'single', stem: 'What is 7 × 8 − 6?', options: options('48', '50', '56', '62'), key: 'B' },
    ],
  },
  {
    title: 'Verbal reasoning',
    time_limit_seconds: 300,
    items: [
      {
        type: 'single',
        stem: 'Choose the word closest in meaning to "candid".',
        options: options('Frank', 'Secretive', 'Careful', 'Quick'),
        key: 'A',
      },
      {
        type: 'single',
        stem: 'Choose the word opposite in meaning to "scarce".',
        options: options('Rare', 'Plentiful', 'Small', 'Hidden'),
        key: 'B',
      },
      {
        type: 'single',
        stem: 'Book is to reading as fork is to …',
        options: options('Drawing', 'Writing', 'Eating', 'Stirring'),
        key: 'C',
      },
    ],
  },
];

const agreement = () =>
  options('Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree').map((o, i) => ({
    ...o,
    value: i + 1,
  }));

/** A short Likert personality inventory (conscientiousness and extraversion facets, some reverse-keyed). */
export const DEMO_PERSONALITY_SECTIONS: InstrumentSection[] = [
  {
    title: 'Work style',
    time_limit_seconds: null,
    items: [
      {
        type: 'likert',
        points: 5,
        stem: 'I finish the tasks I start, even when they become dull.',
        options: agreement(),
      },
      {
        type: 'likert',
        points: 5,
        stem: 'I often leave my work until the last minute.',
        options: agreement(),
        reverse: true,
      },
      { type: 'likert', points: 5, stem: 'I plan my week before it begins.', options: agreement() },
      { type: 'likert', points: 5, stem: 'I enjoy meeting new people at work.', options: agreement() },
      {
        type: 'likert',
        points: 5,
        stem: 'I prefer to work alone rather than in a team.',
        options: agreement(),
        reverse: true,
      },
      {
        type: 'likert',
        points: 5,
        stem: 'I speak up in meetings when I have an idea.',
        options: agreement(),
      },
    ],
  },
];
