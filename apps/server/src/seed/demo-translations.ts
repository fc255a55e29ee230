import type { Deps } from '../deps';
import { parseContent } from '../modules/instruments/instrument-content';
import { instrumentTranslation } from '../modules/instruments/translations.service';

/**
 * An instrument's English texts in the order of its content: sections, then each section's items,
 * then each item's options. The ids of sections and items are generated when the content is
 * saved, so the texts are matched to them by position.
 */
export interface DemoEnglishTexts {
  name: string;
  instructions: string;
  sections: { title: string; items: { stem: string; options: string[] }[] }[];
}

/** The reasoning test in English (its base texts, in demo.ts and demo-content.ts, are Indonesian). */
export const DEMO_ABILITY_ENGLISH: DemoEnglishTexts = {
  name: 'General Reasoning (demo)',
  instructions: 'Choose the one best answer for each question. Work quickly but carefully.',
  sections: [
    {
      title: 'Numerical reasoning',
      items: [
        { stem: 'What is 15% of 240?', options: ['24', '36', '32', '40'] },
        { stem: 'Which number comes next: 3, 6, 12, 24, …?', options: ['36', '42', '48', '30'] },
        {
          stem: 'A price rises from 80 to 100. By what percentage did it rise?',
          options: ['20%', '25%', '30%', '80%'],
        },
        {
          stem: 'If 4 workers finish a job in 6 days, how many days do 3 workers need?',
          options: ['7', '8', '9', '4.5'],
        },
        { stem: 'What is 7 × 8 − 6?', options: ['48', '50', '56', '62'] },
      ],
    },
    {
      title: 'Verbal reasoning',
      items: [
        {
          stem: 'Choose the word closest in meaning to "candid".',
          options: ['Frank', 'Secretive', 'Careful', 'Quick'],
        },
        {
          stem: 'Choose the word opposite in meaning to "scarce".',
          options: ['Rare', 'Plentiful', 'Small', 'Hidden'],
        },
        { stem: 'Book is to reading as fork is to …', options: ['Drawing', 'Writing', 'Eating', 'Stirring'] },
      ],
    },
  ],
};

const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
const statements = (...stems: string[]) => stems.map((stem) => ({ stem, options: AGREEMENT }));

/** The Work Style Inventory in English, statements in the order of demo-content.ts. */
export const DEMO_PERSONALITY_ENGLISH: DemoEnglishTexts = {
  name: 'Work Style Inventory (demo)',
  instructions: 'There are no right or wrong answers. Choose how well each statement describes you.',
  sections: [
    {
      title: 'Work style',
      items: statements(
        'I finish the tasks I start, even when they become dull.',
        'I often leave my work until the last minute.',
        'I plan my week before it begins.',
        'My desk and files are usually in a mess.',
        'I enjoy meeting new people at work.',
        'I prefer to work alone rather than in a team.',
        'I speak up in meetings when I have an idea.',
        'I find it tiring to talk with people I do not know.',
        'I set myself goals that are hard to reach.',
        'I am satisfied once a task is good enough.',
        'I keep going when a task turns out harder than expected.',
        'I give up quickly when I do not see progress.',
        'I help colleagues even when it is not my job.',
        'I find it hard to accept ideas that are not mine.',
        'I look for solutions that work for everyone involved.',
        'I get irritated when others work differently from me.',
        'I stay calm when things go wrong.',
        'I worry a lot about making mistakes.',
        'I can work well under tight deadlines.',
        'Criticism of my work upsets me for a long time.',
      ),
    },
  ],
};

/**
 * Saves a demo instrument's English translation: reads its saved content to learn the section and
 * item ids, and keys each English text by position. A content that no longer matches the texts
 * in shape fails loudly, so a demo test never ships half translated.
 */
export async function saveDemoEnglish(deps: Deps, instrumentId: number, english: DemoEnglishTexts) {
  const row = await deps.db
    .selectFrom('instruments')
    .select(['code', 'content_json'])
    .where('id', '=', instrumentId)
    .executeTakeFirstOrThrow();
  const content = parseContent(row.content_json);
  const mismatch = (where: string) =>
    new Error(`The English texts of ${row.code} do not match its content (${where}).`);
  if (content.sections.length !== english.sections.length) throw mismatch('sections');
  const texts: Record<string, string> = { name: english.name, instructions: english.instructions };
  content.sections.forEach((section, s) => {
    const en = english.sections[s];
    if (section.items.length !== en.items.length) throw mismatch(`items of section ${s + 1}`);
    texts[`section.${section.id}.title`] = en.title;
    section.items.forEach((item, i) => {
      const enItem = en.items[i];
      texts[`item.${item.id}.stem`] = enItem.stem;
      const options = 'options' in item ? item.options : [];
      if (options.length !== enItem.options.length) throw mismatch(`options of item ${s + 1}.${i + 1}`);
      options.forEach((option, o) => {
        texts[`item.${item.id}.option.${option.id}`] = enItem.options[o];
      });
    });
  });
  await instrumentTranslation(deps, { id: instrumentId, language: 'en', texts });
}
