import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from './storage-keys';

// The language of the participant pages and of the test: the project's own when it does not let
// participants choose, otherwise the one chosen on this device (kept across visits), otherwise
// Indonesian. The project's rule is held in memory only, so the device's own choice survives for
// the next project that allows choosing.

let projectLanguage: string | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The participant's pages (app/routes.tsx): the participant and partner areas, the access-code
 * pages and the connection-lost page. Their calls speak the participant's language and their
 * errors read as sentences.
 */
const PARTICIPANT_PAGES = /^\/(test-activity|aktivitas-ujian|access-codes?|Offline)(\/|$)/;

export const onParticipantPage = (path = globalThis.location?.pathname ?? ''): boolean =>
  PARTICIPANT_PAGES.test(path);

export function participantLanguage(): string {
  return projectLanguage ?? localStorage.getItem(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE;
}

/** The participant's own choice (the header's language switcher). */
export function chooseLanguage(code: string): void {
  localStorage.setItem(STORAGE_KEYS.language, code);
  notify();
}

/** The project's fixed language, or null when participants choose; true when the language shown changes. */
export function fixLanguage(code: string | null): boolean {
  if (code === projectLanguage) return false;
  const before = participantLanguage();
  projectLanguage = code;
  notify();
  return participantLanguage() !== before;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The participant's language, re-rendering the component when it changes. */
export function useParticipantLanguage(): string {
  return useSyncExternalStore(subscribe, participantLanguage);
}
