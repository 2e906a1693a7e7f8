/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, which registers it
 * from src/pwa.ts). Ours rather than Workbox's: the four things the collection needs take a page of
 * code, where Workbox's runtime weighed 5.6 KB gzipped in the worker and its window half 2.1 KB more.
 *
 * - Install stores every listed file of the build (the precache) in this version's cache; a file
 *   already stored by an earlier version under the same key (hashed name, or name and revision) is
 *   copied rather than fetched again. It does not skip waiting: a new version waits for the player.
 * - Activate deletes the caches of earlier versions and takes control of the open pages: on the
 *   first install only, since an update activates only on the player's Restart or the next start.
 * - Fetch answers a precached file from the cache, and any navigation (the one page, whatever its
 *   URL parameters) with the stored index.html. A cached response keeps the headers it was fetched
 *   with, cross-origin isolation (COOP/COEP) included, so offline the page still shares memory
 *   with the solver workers. Anything else goes to the network.
 * - The page's message SKIP_WAITING (the player's Restart) lets a waiting version take over.
 */

/** A file of the build as vite-plugin-pwa lists it; no revision where the name carries a hash. */
interface Entry {
  url: string;
  revision: string | null;
}

// The parts of a service worker's global scope used here (the project's types are the page's, DOM).
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response>): void;
}
interface Scope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', f: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', f: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', f: (e: MessageEvent<unknown>) => void): void;
}

const sw = self as unknown as Scope;
const scope = sw.registration.scope;

/** Each file's address and its key in the cache: the address, with the revision where it has one. */
const files = new Map<string, string>();
// The plugin writes the build's list in place of `self.__WB_MANIFEST` (the name its option expects).
for (const { url, revision } of (self as unknown as { __WB_MANIFEST: Entry[] }).__WB_MANIFEST) {
  const href = new URL(url, scope).href;
  files.set(href, revision ? `${href}?rev=${revision}` : href);
}
const page = new URL('index.html', scope).href;

/** This version's cache, named by its list of files (FNV-1a), so that a new build gets a new one. */
let h = 0x811c9dc5;
for (const c of [...files.values()].join()) h = Math.imul(h ^ c.charCodeAt(0), 0x1000193);
const CACHE = `precache-${(h >>> 0).toString(36)}-${scope}`;

async function store(href: string, key: string, cache: Cache): Promise<void> {
  const earlier = await caches.match(key);
  if (earlier) return cache.put(key, earlier);
  const res = await fetch(href, { cache: 'reload' });
  // A failed file fails the install: the version would not work offline.
  if (!res.ok) throw new Error(`${href}: ${res.status}`);
  // A redirected response cannot answer a navigation: stored as a plain copy.
  await cache.put(key, res.redirected ? new Response(res.body, res) : res);
}

sw.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((cache) => Promise.all([...files].map(([href, key]) => store(href, key, cache)))));
});

sw.addEventListener('activate', (e) => {
  // Every earlier cache of this scope goes, the Workbox worker's before ours (`workbox-precache-v2-<scope>`) too.
  const old = caches.keys().then((names) => Promise.all(names.filter((n) => n !== CACHE && n.endsWith(scope)).map((n) => caches.delete(n))));
  e.waitUntil(Promise.all([old, sw.clients.claim()]));
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  url.hash = '';
  const key = files.get(url.href) ?? (req.mode === 'navigate' ? files.get(page) : undefined);
  if (key === undefined) return;
  // Not in the cache (storage cleared under us): the network, as if there were no worker.
  e.respondWith(caches.open(CACHE).then((c) => c.match(key)).then((r) => r ?? fetch(req)));
});

sw.addEventListener('message', (e) => {
  // The message workbox-window sent too: a page of the previous (Workbox) version can still restart into this one.
  if ((e.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

// A module, so that the declarations above stay out of the page's global types.
export {};
