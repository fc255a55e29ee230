import type { RouteObject } from 'react-router';
import type { UiLocale } from './ui-locale';

/**
 * Loads i18next with the back-office catalogue (lib/i18n.ts) on demand. Only the back office and
 * the public sign-in, invitation and 404 pages read it; the participant's and access-code pages have
 * their own texts from the server, so they never download it (the test page's JavaScript budget).
 */
export function loadCatalogue(): Promise<void> {
  return import('./i18n').then(({ startI18n }) => startI18n());
}

/** Switches the back office's UI locale (the user card's choice, or the one the server remembers). */
export function switchUiLocale(locale: UiLocale): Promise<void> {
  return import('./i18n').then(({ applyUiLocale }) => applyUiLocale(locale));
}

/**
 * The routes, each lazy route also loading the catalogue. The page's chunk and the catalogue are
 * fetched side by side; the router renders the page once both are there, so its first
 * `useTranslation` already finds the texts (no module reads them when it is loaded).
 */
export function withCatalogue(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy, children } = route;
    if (lazy !== undefined && typeof lazy !== 'function')
      throw new Error('withCatalogue: per-property lazy routes are not supported');
    const loaded: RouteObject = lazy
      ? {
          ...route,
          lazy: async () => {
            const [page] = await Promise.all([lazy(), loadCatalogue()]);
            return page;
          },
        }
      : route;
    return children && !loaded.index ? { ...loaded, children: withCatalogue(children) } : loaded;
  });
}
