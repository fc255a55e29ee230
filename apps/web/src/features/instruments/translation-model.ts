import type { TranslationEntry } from '@asesa/contracts';
import type { TFunction } from 'i18next';

/** Only the texts that changed, so saving never rewrites a translation someone else just made. */
export function changedTexts(
  entries: readonly TranslationEntry[],
  edits: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of entries) {
    const edit = edits[entry.key];
    if (edit !== undefined && edit !== (entry.text ?? '')) out[entry.key] = edit;
  }
  return out;
}

/**
 * Whether a text is rich text (sanitised HTML from the server) or plain text: the test's name and
 * section titles are typed as plain text, so they must be shown as text, never as HTML.
 */
export function isRichTextKey(key: string): boolean {
  return key !== 'name' && !key.startsWith('section.');
}

/** A readable name for a text key in the reader's language: 'item.i_ab.option.B' → 'Item i_ab · option B'. */
export function describeTextKey(key: string, t: TFunction): string {
  if (key === 'name') return t('translationEditor.keys.name');
  if (key === 'instructions') return t('translationEditor.keys.instructions');
  const [kind, id, part, sub] = key.split('.');
  if (kind === 'section') return t('translationEditor.keys.sectionTitle', { id });
  if (kind !== 'item') return key;
  if (!sub) return t('translationEditor.keys.question', { id });
  if (part === 'option') return t('translationEditor.keys.option', { id, sub });
  if (part === 'statement') return t('translationEditor.keys.statement', { id, sub });
  return key;
}
