import { describe, expect, it } from 'vitest';
import { completenessStatus, TRANSLATION_STATE_COLORS, translationEditorLink } from './translation-overview';

describe('translationEditorLink', () => {
  it('opens the side-by-side editor in the row language', () => {
    expect(translationEditorLink({ instrument_id: 7, language_code: 'en', state: 'partial' })).toBe(
      '/assessment-center/test-instrument/7?lang=en#translations',
    );
  });
  it('escapes the language code', () => {
    expect(translationEditorLink({ instrument_id: 7, language_code: 'zh&x', state: 'missing' })).toBe(
      '/assessment-center/test-instrument/7?lang=zh%26x#translations',
    );
  });
  it('sends the base language to the instrument itself', () => {
    expect(translationEditorLink({ instrument_id: 3, language_code: 'id', state: 'base' })).toBe(
      '/assessment-center/test-instrument/3',
    );
  });
});

describe('completeness display', () => {
  it('marks only a full translation as success', () => {
    expect(completenessStatus(100)).toBe('success');
    expect(completenessStatus(99)).toBe('normal');
    expect(completenessStatus(0)).toBe('normal');
  });
  it('has a colour for every state', () => {
    expect(Object.keys(TRANSLATION_STATE_COLORS).sort()).toEqual(['base', 'complete', 'missing', 'partial']);
  });
});
