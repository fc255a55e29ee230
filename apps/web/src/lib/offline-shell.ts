/** The participant area's service worker, written into the build by scripts/offline-shell.mjs. */
const WORKER_URL = '/participant-sw.js';

/**
 * Installs the service worker that lets the participant pages reload without a connection (the
 * product's connection-lost page instead of the browser's): production builds only, in browsers
 * that have service workers. Its scope is the area's base path, so it never sees back-office pages.
 */
export function registerOfflineShell(base: string): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: `${base}/` }).catch(() => {
    // Without it the pages work as before; they only need the network to reload.
  });
}
