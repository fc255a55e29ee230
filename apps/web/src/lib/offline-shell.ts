/**
 * The participant and partner areas' service worker, written into the build by
 * scripts/offline-shell.mjs. It lies at the site's root, so it may take either area as its scope.
 */
const WORKER_URL = '/participant-sw.js';

/**
 * Installs the service worker that lets an area's pages (the participant area, the embedded
 * partner area) reload without a connection (the product's connection-lost page instead of the
 * browser's): production builds only, in browsers that have service workers. Its scope is the
 * area's base path, so it never sees back-office pages.
 */
export function registerOfflineShell(base: string): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: `${base}/` }).catch(() => {
    // Without it the pages work as before; they only need the network to reload.
  });
}
