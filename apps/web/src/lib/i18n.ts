import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES, type Messages } from './messages';
import { DEFAULT_LOCALE } from './storage-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** Spec 9: the UI locale defaults to English (the API language, stored separately, defaults to `id`). */
export function initI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: MESSAGES } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}

export { i18n };
