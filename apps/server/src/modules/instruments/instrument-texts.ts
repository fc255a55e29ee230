import type { StoredContent, StoredItem } from './instrument-content';

/** The key of the instrument's own name among its texts: plain text, unlike the rich texts. */
export const INSTRUMENT_NAME_KEY = 'name';

/**
 * Every translatable text of an instrument, by key, in reading order (the base-language texts):
 * its name first, as readers meet it first.
 */
export function baseTexts(content: StoredContent, instructions: string, name: string): Map<string, string> {
  const texts = new Map<string, string>();
  if (name) texts.set(INSTRUMENT_NAME_KEY, name);
  if (instructions) texts.set('instructions', instructions);
  for (const section of content.sections) {
    texts.set(`section.${section.id}.title`, section.title);
    for (const item of section.items) {
      texts.set(`item.${item.id}.stem`, item.stem);
      if ('options' in item)
        for (const o of item.options) texts.set(`item.${item.id}.option.${o.id}`, o.text);
      if (item.type === 'forced-choice')
        for (const s of item.statements) texts.set(`item.${item.id}.statement.${s.id}`, s.text);
    }
  }
  return texts;
}

/** The content with every translated text replaced; a text without a translation stays in the base language. */
export function localiseContent(content: StoredContent, texts: Record<string, string>): StoredContent {
  const tr = (key: string, base: string) => texts[key] || base;
  return {
    sections: content.sections.map((section) => ({
      ...section,
      title: tr(`section.${section.id}.title`, section.title),
      items: section.items.map((item): StoredItem => {
        const localised = { ...item, stem: tr(`item.${item.id}.stem`, item.stem) } as StoredItem;
        if ('options' in localised)
          (localised as { options: { id: string; text: string }[] }).options = localised.options.map((o) => ({
            ...o,
            text: tr(`item.${item.id}.option.${o.id}`, o.text),
          }));
        if (localised.type === 'forced-choice')
          localised.statements = localised.statements.map((s) => ({
            ...s,
            text: tr(`item.${item.id}.statement.${s.id}`, s.text),
          }));
        return localised;
      }),
    })),
  };
}

/**
 * How complete a translation is: only translations of texts the instrument still has count, so a
 * text removed from the content after it was translated never inflates the figure.
 */
export function translationCompleteness(
  texts: ReadonlyMap<string, string>,
  translated: Readonly<Record<string, string>>,
): { total: number; translated: number; percent: number; state: 'complete' | 'partial' | 'missing' } {
  const total = texts.size;
  let done = 0;
  for (const key of texts.keys()) if (translated[key]) done += 1;
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const state = done === total ? 'complete' : done === 0 ? 'missing' : 'partial';
  return { total, translated: done, percent, state };
}
