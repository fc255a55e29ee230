import type { RouteObject } from 'react-router';
import type { MESSAGES } from '../../lib/messages';

export type UpcomingTitle = keyof (typeof MESSAGES)['upcoming'];

/** Back-office destinations whose screens arrive in later issues: path (relative to its area) → title. */
export const UPCOMING_PAGES = {
  project: [],
  'assessment-center': [],
} as const satisfies Record<string, readonly { path: string; title: UpcomingTitle }[]>;

export type UpcomingArea = keyof typeof UPCOMING_PAGES;

/** The routes of an area's upcoming pages; the page is loaded on demand, like every back-office page. */
export function upcomingRoutes(area: UpcomingArea): RouteObject[] {
  return UPCOMING_PAGES[area].map(({ path, title }: { path: string; title: UpcomingTitle }) => ({
    path,
    lazy: async () => {
      const { UpcomingPage } = await import('./upcoming-page');
      return { element: <UpcomingPage title={title} /> };
    },
  }));
}
