/* The service worker of both apps (decision 032), hand-written. `scripts/service-worker.mjs` copies
 * it into each built app as /sw.js, filling in VERSION (a hash of the build) and PRECACHE (the app
 * shell: index.html, the entry's scripts and styles, the manifest and icons).
 *
 * - The app shell is cached at install; a new build is a new cache, and older ones are deleted
 *   when it activates.
 * - Pages (navigations): network first; offline, the cached index.html (the client app then renders
 *   the route itself and says it is offline).
 * - Hashed files under /assets/: cache first, cached on first use (their names change with their bytes).
 * - Nothing else is handled: /graphql, /api/* (downloads included), /sandbox/*, anything not GET or
 *   from another origin go to the network untouched and are never cached.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE_PREFIX = 'devjobs-app-';
const CACHE = CACHE_PREFIX + VERSION;
const SHELL = '/index.html';
/** Paths whose answers are data, payments, downloads or feeds: never answered by the worker. */
const NETWORK_ONLY = [
  /^\/graphql(?:\/|$)/,
  /^\/api(?:\/|$)/,
  /^\/sandbox(?:\/|$)/,
  /^\/healthz$/,
  /\.(?:xml|rss|txt|pdf)$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files may come from the HTTP cache (immutable); the rest is read afresh.
      await cache.addAll(
        PRECACHE.map(
          (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' }),
        ),
      );
      // A new build takes over at once: pages are network first, so the next navigation is the new build.
      await self.skipWaiting();
    })(),
  );
});

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
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.some((path) => path.test(url.pathname)))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedFile(request));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(shellFile(request));
  }
});

/** Network first; offline (the request fails), the cached app shell. An HTTP error page is passed on as it is. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Cache first: a hashed file never changes. What is fetched is kept for the next visit (this build's cache). */
async function hashedFile(request) {
  const cached = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** The manifest and icons: from this build's cache, else the network. */
async function shellFile(request) {
  const cached = await caches.match(request, {
    cacheName: CACHE,
    ignoreVary: true,
    ignoreSearch: true,
  });
  return cached || fetch(request);
}
