// Turn notifications in the page (make web-check, run by tests/web/check.sh; issue 98): the
// page served by the real citadela-server --web, which sends Web Push. Headless Chromium has
// no push service, so the page's PushManager.subscribe is replaced before the page loads by
// one that records the key it was given and hands back a subscription of a real P-256 key;
// notifications are allowed for the page's origin. On a first visit a correspondence table
// brings no question; on the second, the game's own dialog asks once, "Yes, tell me"
// subscribes with the server's VAPID key (its public half read from the server's key file)
// and `push on` reaches the server, which keeps it. A second browser that says "No, thanks"
// remembers it: its next table asks nothing. A push delivered to the page's service worker
// (CDP ServiceWorker.deliverPushMessage) shows "Your turn: Bruno played — Citadela". The page links a web app manifest (name, icons,
// display standalone) served as application/manifest+json.
//   node tests/web/notify.js SERVER_BINARY WEB_DIR OUT_DIR WxH    (NODE_PATH: puppeteer-core's folder)
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');

const [serverBin, webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, until, press, within } = chromium;
const b64url = (buf) => Buffer.from(buf).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');


// The subscription the page is handed instead of a push service's: a real P-256 public key
// and a 16-byte secret, the key the page subscribed with kept in window.citadelaSubscribedWith
// and, as a browser keeps its subscription, in the origin's storage for the next visit, where
// getSubscription finds it; its unsubscribe() leaves the key it was made with in
// localStorage.citadelaUnsubscribed.
function fakePush(p256dh, auth) {
  const toBytes = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0)).buffer;
  const made = (keyText) => ({
    endpoint: 'https://push.example.net/send/citadela-web-check',
    options: { applicationServerKey: toBytes(keyText) },
    getKey: (name) => toBytes(name === 'p256dh' ? p256dh : auth),
    unsubscribe: () => {
      localStorage.removeItem('citadelaSubscription');
      localStorage.setItem('citadelaUnsubscribed', keyText);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (opts) {
    const key = new Uint8Array(opts.applicationServerKey);
    window.citadelaSubscribedWith = btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('citadelaSubscription', window.citadelaSubscribedWith);
    return Promise.resolve(made(window.citadelaSubscribedWith));
  };
  PushManager.prototype.getSubscription = function () {
    let kept = null;
    try { kept = localStorage.getItem('citadelaSubscription'); } catch (e) { kept = null; }
    return Promise.resolve(kept ? made(kept) : null);
  };
}

async function openPage(context, url, log, tag) {
  const page = await context.newPage();
  page.on('console', (m) => log.push(`${tag}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${tag}: pageerror: ${e.message}`));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  await page.evaluateOnNewDocument(fakePush, b64url(ecdh.getPublicKey()), b64url(crypto.randomBytes(16)));
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now');
  return page;
}

// The page visited again once drawn. A greeting is passed by "Not now" as on a first visit:
// on a busy machine the first visit's answer may not have reached the browser's store yet.
async function visitAgain(page, url) {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now');
}

async function logged(log, tag, re, ms, from = 0) {
  for (const t0 = Date.now(); Date.now() - t0 < ms; await sleep(100)) {
    const l = log.slice(from).find((x) => x.startsWith(`${tag}: `) && re.test(x));
    if (l) return l;
  }
  return null;
}

// Host a table from the page's menu, by correspondence, and wait for its lobby.
async function openCorrespondenceTable(page) {
  await until(page, (x) => x.scene === 'menu', 20000);
  if (!(await press(page, 'Host a table'))) return false;
  await until(page, (x) => x.scene === 'newgame', 10000);
  if (!(await press(page, 'By correspondence'))) return false;
  if (!(await press(page, 'Open the table'))) return false;
  return Boolean(await until(page, (x) => x.scene === 'lobby', 20000));
}

// The server's VAPID public key (uncompressed point, base64url) from its key file.
function serverKey(state) {
  const file = path.join(state, 'push-vapid.pem');
  if (!fs.existsSync(file)) return '';
  const jwk = crypto.createPrivateKey(fs.readFileSync(file)).export({ format: 'jwk' });
  return b64url(Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]));
}

const readNotify = (page) => page.evaluate(() => {
  const f = '/citadela/data/notify.txt';
  return Module.FS.analyzePath(f).exists ? new TextDecoder().decode(Module.FS.readFile(f)) : '';
});
const stored = (page) => page.evaluate(() => !Module.citadelaStoreBusy());

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'notify-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state);
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/?arg=--lang&arg=en`;
  const log = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      // The manifest: linked from the page, served with its type, installable's fields.
      const res = await fetch(`${origin}/manifest.webmanifest`);
      const type = res.headers.get('content-type');
      const manifest = res.ok ? await res.json().catch(() => null) : null;
      check(type === 'application/manifest+json' && manifest && manifest.name === 'Citadela' &&
        manifest.display === 'standalone' && manifest.start_url && manifest.theme_color,
        `the web app manifest is served as ${type} with name, display standalone, start_url, theme colour`);
      const icons = manifest ? manifest.icons || [] : [];
      let iconsOk = ['192x192', '512x512'].every((size) => icons.some((i) => i.sizes === size)); // 512: a phone's splash
      for (const i of icons) {
        const r = await fetch(new URL(i.src, `${origin}/`));
        const body = Buffer.from(await r.arrayBuffer());
        const [w, h] = [body.readUInt32BE(16), body.readUInt32BE(20)]; // the PNG's IHDR
        iconsOk = iconsOk && r.ok && r.headers.get('content-type') === 'image/png' && `${w}x${h}` === i.sizes;
      }
      check(iconsOk, `the manifest's icons are PNGs of their sizes (${icons.map((i) => i.sizes).join(', ')})`);

      const context = browser.defaultBrowserContext();
      await context.overridePermissions(origin, ['notifications']);
      // 1. The first visit: a correspondence table asks nothing.
      const page = await openPage(context, url, log, 'ada');
      const linked = await page.evaluate(() => {
        const l = document.querySelector('link[rel="manifest"]');
        return l ? l.getAttribute('href') : '';
      });
      check(linked === 'manifest.webmanifest', `the page links its manifest (${linked})`);
      check(await openCorrespondenceTable(page), 'the page opens a correspondence table on its server');
      const first = await logged(log, 'ada', /push: not asked at this table: a first visit/, 20000);
      check(Boolean(first), 'on the first visit the table brings no question');
      // 2. The second visit: the question, once, in the game's own dialog.
      for (const more = within(5000); more() && !(await stored(page));) await sleep(100);
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
      await until(page, (x) => x.buttons.length > 0, 120000);
      const at = log.length;
      check(await openCorrespondenceTable(page), 'the second visit opens another correspondence table');
      const asked = await until(page, (x) => x.buttons.some((b) => b.label === 'Yes, tell me') &&
        x.buttons.some((b) => b.label === 'No, thanks'), 20000);
      check(Boolean(asked), 'at the table the game asks whether to tell of the player\'s turn');
      await page.screenshot({ path: path.join(outDir, 'notify-question.png') });
      await press(page, 'Yes, tell me');
      const kept = await logged(log, 'ada', /push: the server keeps this device's subscription/, 20000, at);
      check(Boolean(kept), '"Yes" subscribes and the server keeps the subscription (push on answered)');
      const withKey = await page.evaluate(() => window.citadelaSubscribedWith || '');
      const vapid = serverKey(state);
      check(vapid.length === 87 && withKey === vapid, `the page subscribed with the server's VAPID key (${withKey.slice(0, 12)}…)`);
      // The service worker shows a push the browser delivers (CDP hands the worker the message as
      // a push service's would arrive decrypted; the encryption itself: build/net_push_e2e).
      const cdp = await page.target().createCDPSession();
      const regs = new Map(), versions = new Map();
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => e.registrations.forEach((r) => regs.set(r.registrationId, r)));
      cdp.on('ServiceWorker.workerVersionUpdated', (e) => e.versions.forEach((v) => versions.set(v.versionId, v)));
      await cdp.send('ServiceWorker.enable');
      // A registration whose worker is activated: a push to one still installing is dropped.
      const activated = () => [...regs.values()].find((r) => !r.isDeleted &&
        [...versions.values()].some((v) => v.registrationId === r.registrationId && v.status === 'activated'));
      for (const more = within(10000); more() && !activated();) await sleep(100);
      const reg = activated();
      let titles = [], deliveries = 0;
      if (reg) {
        const worker = await (await page.browser().waitForTarget((t) => t.type() === 'service_worker', { timeout: chromium.deadline(10000) })
          .catch(() => null));
        const sw = worker ? await worker.worker() : null;
        if (sw) sw.on('console', (m) => log.push(`worker: ${m.text()}`));
        // Delivered again after 5 s without a notification: once, on CI's busy machine (30 Nov
        // 2026), a single delivery showed none in 100 s, with the worker's handler unchanged
        // and the cause unseen. The check says how many it took; the notification's tag makes
        // a second replace the first.
        for (let more = within(20000), sent = 0; more() && !titles.length;) {
          if (!deliveries || Date.now() - sent > 5000) {
            await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: reg.registrationId,
              data: JSON.stringify({ table: 'ABCDEFGHJK', game: 'Carcassonne', moved: 'Bruno', move: 3 }) });
            deliveries++, sent = Date.now();
          }
          titles = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.getNotifications())
            .then((n) => n.map((x) => x.title)));
          if (!titles.length) await sleep(100);
        }
      }
      const seen = [...versions.values()].map((v) => `${v.registrationId}:${v.status}/${v.runningStatus}`).join(' ');
      check(titles.includes('Your turn: Bruno played \u2014 Citadela'),
        `a push delivered to the page's worker shows the notification (${titles.join(', ') || 'none'}; ` +
        `${deliveries} deliveries; workers ${seen || 'none'})`);
      const yes = await readNotify(page);
      check(/^yes 127\.0\.0\.1 \d+$/m.test(yes), 'the device remembers it subscribed at this server');
      // The notification settings' push row (My games, Notifications): ticked, as subscribed;
      // unticked, the server forgets the subscription (the device remembers "no" only once the
      // server answered) and the browser's own is cancelled; ticked again, kept again.
      for (const more = within(5000); more() && !(await stored(page));) await sleep(100);
      await visitAgain(page, url);
      await until(page, (x) => x.scene === 'menu', 20000);
      check(await press(page, (l) => l.startsWith('My games')) && await press(page, 'Notifications'),
        'My games opens the notification settings');
      const pushRow = (x) => x.buttons.find((b) => b.label === 'Notify me on this device' && b.on);
      const ticked = await until(page, (x) => pushRow(x) && pushRow(x).ticked === 1, 30000);
      check(Boolean(ticked), 'the settings show this device\'s push ticked');
      await page.screenshot({ path: path.join(outDir, 'notify-push-row.png') });
      await press(page, 'Notify me on this device');
      let off = '';
      for (const more = within(20000); more() && !/^no$/m.test(off);) off = await readNotify(page), await sleep(100);
      const cancelled = await page.evaluate(() => localStorage.getItem('citadelaUnsubscribed') || '');
      check(/^no$/m.test(off) && cancelled === vapid && await until(page, (x) => pushRow(x) && pushRow(x).ticked === 0, 20000),
        `unticked: the server answers push off, the browser's subscription with its key is cancelled (${cancelled.slice(0, 12)}…)`);
      await press(page, 'Notify me on this device');
      let on = '';
      for (const more = within(20000); more() && !/^yes 127\.0\.0\.1 \d+$/m.test(on);) on = await readNotify(page), await sleep(100);
      check(/^yes 127\.0\.0\.1 \d+$/m.test(on) && await until(page, (x) => pushRow(x) && pushRow(x).ticked === 1, 20000),
        'ticked again: the browser subscribes and the server keeps it');
      // 3. Another browser (its own store) that says no is not asked again.
      const elsewhere = await browser.createBrowserContext();
      await elsewhere.overridePermissions(origin, ['notifications']);
      const bo = await openPage(elsewhere, url, log, 'bruno');
      for (const more = within(5000); more() && !(await stored(bo));) await sleep(100);
      await visitAgain(bo, url);
      check(await openCorrespondenceTable(bo), 'a second browser opens a correspondence table');
      check(Boolean(await until(bo, (x) => x.buttons.some((b) => b.label === 'No, thanks'), 20000)), 'it is asked too');
      await press(bo, 'No, thanks');
      let said = '';
      for (const more = within(10000); more() && !/^no$/m.test(said);) said = await readNotify(bo), await sleep(100);
      check(/^no$/m.test(said), 'its "No, thanks" is remembered on that device');
      for (const more = within(5000); more() && !(await stored(bo));) await sleep(100);
      const again = log.length;
      await visitAgain(bo, url);
      check(await openCorrespondenceTable(bo), 'that browser opens one more table');
      const quiet = await logged(log, 'bruno', /push: not asked at this table: the player said no/, 20000, again);
      check(Boolean(quiet), 'and is not asked again');
      await elsewhere.close();
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'notify-console.log'), log.join('\n') + '\n');
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
