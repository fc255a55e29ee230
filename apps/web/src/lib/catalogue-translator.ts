import i18next, { type TFunction } from 'i18next';
import { MESSAGES } from './messages';
import { MESSAGES_ID } from './messages.id';
import type { UiLocale } from './ui-locale';

/**
 * A translator of the back-office catalogues fixed to one locale, apart from the app's i18next:
 * for code that writes texts outside React, and for tests that read a function's words in both
 * languages.
 */
export function catalogueTranslator(lng: UiLocale): TFunction {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    resources: { en: { translation: MESSAGES }, id: { translation: MESSAGES_ID } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n.t;
}
