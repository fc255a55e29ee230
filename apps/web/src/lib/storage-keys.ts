/** Local storage keys used by the web app (spec 3 "Stored client values"). */
export const STORAGE_KEYS = {
  language: 'language',
  adminLanguage: 'admin_language',
  /** The back office's UI locale last used in this browser (the user's own is on the server). */
  uiLocale: 'ui_locale',
  params: 'params',
  fromVC: 'fromVC',
  hasFinish: 'hasFinish',
  projectId: 'projectId',
  participantCode: 'participant_code',
  /** Followed by page code and language: the participant pages' texts last loaded, for offline reloads. */
  participantCopyPrefix: 'participant_copy.',
  colorTheme: 'color_theme',
  fontTheme: 'font_theme',
  initialUrl: 'initial_url',
  /** Session storage: the partner token the partner pages were handed (spec 6 and 7). */
  partnerToken: 'partner_token',
  /** Followed by a table's id: the columns the user chose to show or hide in that table. */
  tableColumnsPrefix: 'table_columns.',
  /** The participant pages' display the participant chose: {"larger_text": bool, "high_contrast": bool}. */
  participantDisplay: 'participant_display',
} as const;

/** Spec 9: default language id is `id` (Indonesian); default UI locale English. */
export const DEFAULT_LANGUAGE = 'id';
export const DEFAULT_LOCALE = 'en';
