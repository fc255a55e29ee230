import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES, type Messages } from './messages';
import { DEFAULT_LOCALE } from './storage-keys';
import { rememberUiLocale, setUiLocaleState, storedUiLocale, type UiLocale } from './ui-locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/**
 * Spec 9: the UI locale defaults to English (the API language, stored separately, defaults to `id`).
 * A text missing from the Indonesian catalogue shows in English rather than as its key.
 */
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

let latest = 0;

/**
 * Switches the back office to `locale`: the catalogue, antd's texts (date pickers, pagination,
 * empty tables) and dayjs's month names. The Indonesian texts are fetched on first use, so an
 * English session never downloads them. When switches overlap, the last one asked for wins.
 */
export async function applyUiLocale(locale: UiLocale): Promise<void> {
  initI18n();
  const ticket = ++latest;
  const indonesian =
    locale === 'id'
      ? await Promise.all([import('./messages.id'), import('antd/locale/id_ID'), import('dayjs/locale/id')])
      : undefined;
  if (ticket !== latest) return;
  if (indonesian && !i18n.hasResourceBundle('id', 'translation'))
    i18n.addResourceBundle('id', 'translation', indonesian[0].MESSAGES_ID);
  dayjs.locale(locale);
  setUiLocaleState({ locale, antd: indonesian?.[1].default });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  rememberUiLocale(locale);
  await i18n.changeLanguage(locale);
}

let started: Promise<void> | undefined;

/** i18next in the locale this browser last used, loaded once for the whole visit. */
export function startI18n(): Promise<void> {
  started ??= applyUiLocale(storedUiLocale()).catch((error: unknown) => {
    // Without the Indonesian texts the back office still works, in English.
    console.warn('[i18n] locale unavailable', error);
  });
  return started;
}

export { i18n };
