// The page's service worker (make web fills in this build's files: platform/web/publish.js).
// It keeps the files the page loads, so a reload takes them from here, with the network or
// without it: a game against the computer starts offline. Files under v/ carry a hash of
// their content in their names, so a kept one is never stale: taken from here, fetched only
// when missing (and then kept: the 256-px tile sheet, fetched when first wanted). The page
// itself is asked of the server first (a new build's table of files) and taken from here
// when the server does not answer. Version @VERSION@.
'use strict';
const CACHE = 'citadela';
const FIRST = @FIRST@;
const LATER = @LATER@;
const scope = self.registration.scope; // the page's folder, as the address the page is kept under

self.addEventListener('install', (event) => {
  // The first files the page has just loaded, from the browser's cache only (they are kept
  // there for good: net/web.c): never from the network a second time, and none the page did
  // not load (a build it did not choose); then the page itself. A file missing here is kept
  // when the page next fetches it (below).
  const kept = (c, f) => fetch(f, { cache: 'only-if-cached', mode: 'same-origin' })
    .then((res) => (res.ok ? c.put(f, res) : null), () => null);
  event.waitUntil(caches.open(CACHE).then((c) => Promise.all(FIRST.map((f) => kept(c, f))).then(() => c.add(scope)))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // An earlier build's files go.
  const keep = new Set([...FIRST, ...LATER].map((f) => new URL(f, scope).href).concat(scope));
  event.waitUntil(caches.open(CACHE).then((c) => c.keys().then((keys) =>
    Promise.all(keys.filter((r) => !keep.has(r.url)).map((r) => c.delete(r)))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || !req.url.startsWith(scope)) return;
  if (req.mode === 'navigate') {
    // The page: the server's (kept for the next time), or the kept one offline. Its address's
    // query (?arg=...) and fragment (#join=...) do not change the page.
    event.respondWith(fetch(req).then((res) => {
      if (res.ok) {
        const copy = res.clone();
        event.waitUntil(caches.open(CACHE).then((c) => c.put(scope, copy)));
      }
      return res;
    }, () => caches.open(CACHE).then((c) => c.match(scope)).then((res) => res || Response.error())));
    return;
  }
  if (!req.url.startsWith(scope + 'v/')) return;
  event.respondWith(caches.open(CACHE).then((c) => c.match(req).then((kept) => kept || fetch(req).then((res) => {
    if (res.ok) event.waitUntil(c.put(req, res.clone()));
    return res;
  }))));
});

// "Your turn" from the server (docs/server.md "Push"): the browser's push service wakes this
// worker with the server's message, decrypted: {"table", "game", "moved", "move"}. One
// notification a table (its tag), replaced by the next; a tap opens the page at that table's
// join link, in a window of the page already open if there is one.
const TABLE_CODE = /^[A-HJ-NP-Z2-9]{10}$/; // a join code (net/codec.c's alphabet)

function turnOf(data) {
  let turn = {};
  try {
    turn = data ? data.json() : {};
  } catch (e) {
    turn = {};
  }
  const text = (v) => (typeof v === 'string' ? v.slice(0, 80) : '');
  return { table: TABLE_CODE.test(turn.table || '') ? turn.table : '', game: text(turn.game), moved: text(turn.moved) };
}

self.addEventListener('push', (event) => {
  const turn = turnOf(event.data);
  const title = turn.moved ? `Your turn: ${turn.moved} played \u2014 Citadela` : 'Your turn \u2014 Citadela';
  event.waitUntil(self.registration.showNotification(title, {
    body: turn.game,
    tag: 'citadela-turn-' + turn.table,
    renotify: true,
    data: { table: turn.table },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const table = event.notification.data && event.notification.data.table;
  const url = scope + (TABLE_CODE.test(table || '') ? '#join=' + table : '');
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
    const page = open.find((c) => c.url.startsWith(scope) && 'focus' in c);
    if (!page) return self.clients.openWindow(url);
    return page.navigate(url).then((c) => (c || page).focus());
  }));
});
