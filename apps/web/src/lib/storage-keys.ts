/** Local storage keys used by the web app (spec 3 "Stored client values"). */
export const STORAGE_KEYS = {
  language: 'language',
  adminLanguage: 'admin_language',
  params: 'params',
  fromVC: 'fromVC',
  hasFinish: 'hasFinish',
  projectId: 'projectId',
  participantCode: 'participant_code',
  colorTheme: 'color_theme',
  fontTheme: 'font_theme',
  initialUrl: 'initial_url',
} as const;

/** Spec 9: default language id is `id` (Indonesian); default UI locale English. */
export const DEFAULT_LANGUAGE = 'id';
export const DEFAULT_LOCALE = 'en';
