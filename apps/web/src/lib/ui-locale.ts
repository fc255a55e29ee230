import type { Locale } from 'antd/es/locale';
import { DEFAULT_LOCALE, STORAGE_KEYS } from './storage-keys';

/**
 * The back office's UI locale (spec 3 "UI settings": locale, default English), apart from the
 * language of the participant pages (`language`, default `id`). This module is tiny and loads with
 * every page: the app's providers read antd's texts from it. The catalogue, antd's and dayjs's
 * Indonesian texts load only with the back office (see `applyUiLocale` in i18n.ts).
 */
export type UiLocale = 'en' | 'id';
export const UI_LOCALE_OPTIONS: readonly UiLocale[] = ['en', 'id'];

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (UI_LOCALE_OPTIONS as readonly string[]).includes(value);

/** The locale this browser last used, so the sign-in page speaks it before anyone signs in. */
export function storedUiLocale(): UiLocale {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.uiLocale);
    return isUiLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberUiLocale(locale: UiLocale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.uiLocale, locale);
  } catch {
    // Private windows may refuse storage: the server still remembers the user's choice.
  }
}

interface State {
  locale: UiLocale;
  /** antd's texts for the locale; undefined for English, antd's own. */
  antd: Locale | undefined;
}

let state: State = { locale: DEFAULT_LOCALE, antd: undefined };
const listeners = new Set<() => void>();

export function setUiLocaleState(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const uiLocaleState = (): State => state;
export const currentUiLocale = (): UiLocale => state.locale;

export function subscribeUiLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Each locale's name in its own language, the same in every catalogue. */
export const UI_LOCALE_NAMES: Record<UiLocale, string> = { en: 'English', id: 'Bahasa Indonesia' };
