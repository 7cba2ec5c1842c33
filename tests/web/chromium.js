// Debian's Chromium for the page's checks (check.js, join.js), driven by puppeteer-core: headless,
// with a new empty profile every run (no saves or settings from an earlier one), and the page's
// autosave as its program sees it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const puppeteer = require('puppeteer-core');

// The browser and close(), which also removes the profile. lang: the browser's language
// (navigator.languages), as a person's browser set to it would have; args: more of
// Chromium's switches (origin.js: a name under .test mapped to 127.0.0.1, a test authority).
async function launch({ lang, args = [] } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'citadela-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    // No network but the loopback page: no updates, no sync, no QUIC probes. WebGL through
    // SwiftShader (no GPU here), which Chromium now enables only when asked.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader',
      ...(lang ? [`--lang=${lang}`, `--accept-lang=${lang}`] : []), ...args],
  });
  const close = async () => {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { browser, close };
}

// page.evaluate(fn, ...args) that outlives the page's document being replaced under it. A
// reload or a navigation can resolve while puppeteer still holds the old document's context,
// and an evaluate sent then fails with "Execution context was destroyed" (puppeteer issue
// 10435; CI saw it once, in web-check on 1 Dec 2026). Such a read is sent again into the new
// document, for 10 s at most, and says so; any other error is the check's to see.
const replaced = /Execution context was destroyed|Cannot find context with specified id|Execution context is not available/;
async function evaluate(page, fn, ...args) {
  for (let tries = 0; ; tries++) {
    try {
      return await page.evaluate(fn, ...args);
    } catch (e) {
      if (!replaced.test(e.message) || tries >= 40) throw e;
      if (tries === 0) console.log(`web-check: the page's document was replaced while it was asked (${e.message}); asking again`);
      await sleep(250);
    }
  }
}

// A new page of `browser` (or a browser context) in puppeteer's viewport `view`, its console
// lines and page errors pushed to `log` (each file's *-console.log).
async function loggedPage(browser, log, view) {
  const page = await browser.newPage();
  page.on('console', (m) => log.push(m.text()));
  page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
  await page.setViewport(view);
  return page;
}

const autosavePath = '/citadela/state/autosave.cit';
// The autosave as the page's program sees it ('' when there is none).
const autosave = (page) => evaluate(page, (p) => {
  try { return Module.FS.readFile(p, { encoding: 'utf8' }); } catch (e) { return ''; }
}, autosavePath);

// One check's line in web-check's log; checks.failed counts the failures for the exit code.
const checks = { failed: 0 };
function check(ok, what) {
  console.log(`web-check: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) checks.failed++;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Runs main and exits 1 if any check failed or it threw (the throw is a failed check).
function runChecks(main) {
  main().then(() => process.exit(checks.failed ? 1 : 0), (e) => {
    check(false, `the browser run: ${e.message}`);
    process.exit(1);
  });
}

// What the window shows (gui/app/describe.h) with its rectangles in the page's CSS pixels,
// where the pointer events go (the canvas's pixels differ on a screen of more than one pixel
// per point); null before the game's first frame.
const describe = (page) => evaluate(page, () => {
  const d = typeof Module !== 'undefined' && Module.citadelaDescribe ? Module.citadelaDescribe() : null;
  if (!d) return null;
  const c = Module.canvas, k = c.clientWidth / c.width, q = c.clientHeight / c.height;
  const css = (r) => r && Object.assign(r, { x: r.x * k, y: r.y * q, w: r.w * k, h: r.h * q });
  d.buttons.forEach(css);
  d.fields.forEach(css);
  css(d.hand);
  (d.cells || []).forEach(css);
  return d;
});
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

// A wait's `ms` is what a quiet machine needs with room to spare; the deadline is ten
// times that (WEB_WAIT_SCALE), so that a busy machine (CI runs the three package checks side
// by side on two cores) waits longer instead of failing. A wait that ends early costs nothing.
// A retry loop that only looks (`exact`) keeps its own short wait.
const waitScale = Math.max(1, Number(process.env.WEB_WAIT_SCALE) || 10);
const deadline = (ms, exact) => (exact ? ms : Math.max(ms, Math.min(ms * waitScale, ms + 120000)));
// A loop's condition while waiting `ms` (its deadline above) for what must happen:
//   for (const more = within(5000); more() && !done; ) await sleep(100);
const within = (ms) => {
  const t0 = Date.now(), end = deadline(ms);
  return () => Date.now() - t0 < end;
};
// The enabled button labelled `label` (a string, or a test on the label) once the window
// shows it, `ms` at most (its deadline above); null if it never did. `nth`: the nth of several alike.
async function findButton(page, label, ms = 10000, nth = 0, exact = false) {
  const fits = typeof label === 'function' ? label : (l) => l === label;
  for (const t0 = Date.now(), end = deadline(ms, exact); Date.now() - t0 < end; await sleep(100)) {
    const d = await describe(page);
    const all = d ? d.buttons.filter((b) => b.on && fits(b.label)) : [];
    if (all.length > nth) return all[nth];
  }
  return null;
}
// Clicks that button by the mouse (or a finger tap with `tap`); whether it was there.
async function press(page, label, { ms = 10000, nth = 0, tap = false, exact = false } = {}) {
  const b = await findButton(page, label, ms, nth, exact);
  if (!b) return false;
  const [x, y] = centre(b);
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return true;
}
// Waits (bounded: `ms`'s deadline above) until test(describe) holds; the last description, or
// null if it never did.
async function until(page, test, ms, { exact = false } = {}) {
  for (const t0 = Date.now(), end = deadline(ms, exact); Date.now() - t0 < end; await sleep(100)) {
    const d = await describe(page);
    if (d && test(d)) return d;
  }
  return null;
}

module.exports = { launch, runChecks, loggedPage, evaluate, autosave, check, checks, sleep, describe, centre, findButton, press, until, within, deadline };
