// The participant and partner areas' service worker (written into the build by
// scripts/offline-shell.mjs, which fills in the release's version and files; registered once per
// area, each registration scoped to its area). It serves the app shell when the network cannot:
// navigations go to the network first and fall back to the cached index.html; the build's files
// come from the cache. API calls and uploads never pass through it, so it can never answer with
// stale data; back-office pages are outside its scope.

const VERSION = '__SHELL_VERSION__';
const SHELL_FILES = ['__SHELL_FILES__'];
const SHELL_PAGE = '__SHELL_PAGE__';
const CACHE_PREFIX = 'asesa-participant-shell-';
const CACHE = CACHE_PREFIX + VERSION;

// Installs this release's files, then takes over at once: the shell is only ever a fallback for
// a failed navigation, and every file it serves is named by its content, so an open page keeps
// loading the files it was built with (from the network when this cache lacks them).
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The hashed files as the browser has them already (the page just loaded most of them);
      // index.html asked of the server, never an older release's from the browser's HTTP cache.
      await cache.addAll(
        SHELL_FILES.map(
          (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

// Drops the caches of earlier releases, and controls the pages already open, so a page loaded
// before the worker was installed already reloads offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Data always comes from the server, or fails: the pages then say the connection is lost.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname))
    event.respondWith(file(request, url));
});

/** A page of the area: the server's when it answers, else the cached shell. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A file of the build: from the cache, else from the server (and kept when it is a hashed asset). */
async function file(request, url) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}
