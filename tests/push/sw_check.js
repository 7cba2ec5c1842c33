'use strict';
// The page's service worker's Web Push part (platform/web/sw.js) in Node: the worker's file
// as make web fills it, run with a stand-in for the browser's worker globals. A push with the
// server's message shows "Your turn: Ada played — Citadela" with the game, one notification a
// table; a message that is not JSON or names no table still shows a plain one; a tap opens
// the page at the table's join link, or navigates and focuses a window of the page already
// open.   node tests/push/sw_check.js platform/web/sw.js
const fs = require('fs');
const vm = require('vm');

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) passed++;
  else failed++, console.error('FAILED: ' + what);
}

const scope = 'https://citadela.example.org/';
const source = fs.readFileSync(process.argv[2], 'utf8').replace(/@FIRST@|@LATER@/g, '[]').replace(/@VERSION@/g, 'test');

function worker(openWindows) {
  const handlers = {}, shown = [], opened = [], focused = [], navigated = [];
  const self = {
    registration: { scope, showNotification: (title, options) => (shown.push({ title, options }), Promise.resolve()) },
    addEventListener: (type, fn) => { handlers[type] = fn; },
    skipWaiting: () => Promise.resolve(),
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve(openWindows.map((url) => ({
        url,
        focus() { focused.push(url); return Promise.resolve(this); },
        navigate(to) { navigated.push(to); return Promise.resolve(this); },
      }))),
      openWindow: (url) => (opened.push(url), Promise.resolve(null)),
    },
  };
  vm.runInNewContext(source, { self, URL, console, Set, Promise });
  const fire = (type, event) => {
    let wait = Promise.resolve();
    check(typeof handlers[type] === 'function', 'the worker listens for ' + type);
    if (handlers[type]) handlers[type]({ ...event, waitUntil: (p) => { wait = p; } });
    return wait;
  };
  return { fire, shown, opened, focused, navigated };
}

const data = (text) => ({ json: () => JSON.parse(text), text: () => text });

(async () => {
  const w = worker([]);
  await w.fire('push', { data: data('{"table":"ABCDEFGHJK","game":"Carcassonne","moved":"Ada","move":3}') });
  const n = w.shown[0] || { options: {} };
  check(n.title === 'Your turn: Ada played \u2014 Citadela', 'the title names who moved: ' + n.title);
  check(n.options.body === 'Carcassonne' && n.options.tag === 'citadela-turn-ABCDEFGHJK', 'the game, one per table');
  await w.fire('push', { data: data('not json') });
  await w.fire('push', { data: data('{"table":"../x","moved":7}') });
  check(w.shown.length === 3 && w.shown[1].title === 'Your turn \u2014 Citadela' &&
        w.shown[2].title === 'Your turn \u2014 Citadela' && w.shown[2].options.data.table === '',
        'a message that is not ours still shows a plain notification, naming no table');
  let closed = 0;
  await w.fire('notificationclick', { notification: { data: n.options.data, close: () => closed++ } });
  check(closed === 1 && w.opened[0] === scope + '#join=ABCDEFGHJK', 'a tap opens the table: ' + w.opened[0]);
  await w.fire('notificationclick', { notification: { data: { table: 'javascript:x' }, close() {} } });
  check(w.opened[1] === scope, 'a tap without a table opens the page: ' + w.opened[1]);

  const open = worker([scope + '#join=ZZZZZZZZZZ']);
  await open.fire('notificationclick', { notification: { data: { table: 'ABCDEFGHJK' }, close() {} } });
  check(open.opened.length === 0 && open.navigated[0] === scope + '#join=ABCDEFGHJK' && open.focused.length === 1,
        'a window of the page already open goes to the table and comes forward');
  console.log(`sw-push: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
