// A phone types into the page (make web-check, run by tests/web/check.sh; issue 99): the real
// citadela-server --web serves the page; a host on a phone on its side opens a table; a friend
// opens its link on an upright phone (touch emulated, pixel ratio 3). A tap on the join form's
// name field must focus an editable element over the field, made for a name (no corrections, no
// capitals forced, "done" on the Enter key), the port's for digits; text as a phone's keyboard
// gives it (CDP Input.insertText: what an IME commits) must reach the field, accents and a
// Backspace included, and enable Join; a tap beside the fields takes the element's focus away
// (the keyboard goes). On a desktop a click on a field focuses no element and keys type as
// before. Copy link is a finger high; the screen is kept awake while the game is played.
// Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check.
//   node tests/web/typing.js SERVER_BINARY WEB_DIR OUT_DIR    (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer } = require('./server.js');

const [serverBin, webDir, outDir] = process.argv.slice(2);
const { check, checks, sleep, until, press, describe, centre, within } = chromium;


// A page at url in `view` (puppeteer's viewport), its console kept in log, once drawn.
async function openPage(browser, url, view, log, tag) {
  const page = await browser.newPage();
  page.on('console', (m) => log.push(`${tag}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${tag}: pageerror: ${e.message}`));
  await page.setViewport(view);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now', { tap: view.hasTouch });
  return page;
}

// The editable element that has the page's focus: its attributes and rectangle (null: none).
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  if (!e || (e.tagName !== 'INPUT' && e.tagName !== 'TEXTAREA')) return null;
  const r = e.getBoundingClientRect();
  const at = (n) => e.getAttribute(n);
  return { id: e.id, value: e.value, inputmode: at('inputmode'), autocapitalize: at('autocapitalize'),
    autocorrect: at('autocorrect'), enterkeyhint: at('enterkeyhint'), spellcheck: at('spellcheck'),
    x: r.x, y: r.y, w: r.width, h: r.height };
});
async function focusedWithin(page, test, ms) {
  let f = null;
  for (const t0 = Date.now(); Date.now() - t0 < ms; await sleep(100)) {
    f = await focused(page);
    if (test(f)) return f;
  }
  return f;
}
const field = async (page, label) => {
  const d = await until(page, (x) => x.fields.some((f) => f.label === label), 10000);
  return d && d.fields.find((f) => f.label === label);
};
// The join form's fields as the page's log says them last (address|port|code|name).
const joinFields = (log, tag) => {
  const lines = log.filter((l) => l.startsWith(`${tag}: `) && /citadela: net: join fields /.test(l));
  return lines.length ? lines[lines.length - 1].replace(/^.*join fields /, '') : null;
};
async function joinWants(log, tag, want, ms) {
  for (const t0 = Date.now(); Date.now() - t0 < ms; await sleep(100)) {
    const f = joinFields(log, tag);
    if (f !== null && want(f)) return f;
  }
  return joinFields(log, tag);
}
const over = (el, f) => el && Math.abs(el.x - f.x) <= 2 && Math.abs(el.y - f.y) <= 2 && Math.abs(el.w - f.w) <= 2 &&
  Math.abs(el.h - f.h) <= 2;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'typing-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state);
  const origin = `http://127.0.0.1:${port}`;
  const log = [];
  const sideways = { width: 844, height: 390, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: true };
  const upright = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
  try {
    const { browser, close } = await chromium.launch();
    try {
      // 1. The host, a phone on its side: a table opened from the page; its lobby's Copy link.
      const host = await openPage(browser, `${origin}/?arg=--lang&arg=en`, sideways, log, 'host');
      check(await press(host, 'Host a table', { tap: true }), 'the phone\'s menu offers Host a table');
      check(await press(host, 'Open the table', { tap: true }), 'the phone\'s form opens the table');
      const lobby = await until(host, (x) => x.scene === 'lobby' && x.buttons.some((b) => b.label === 'Copy link'), 20000);
      const copy = lobby && lobby.buttons.find((b) => b.label === 'Copy link');
      check(Boolean(copy) && copy.w >= 44 && copy.h >= 44,
        `Copy link in a phone's landscape lobby is a finger's size (${copy ? `${copy.w.toFixed(1)}x${copy.h.toFixed(1)}` : 'none'} CSS px, least 44)`);
      await host.screenshot({ path: path.join(outDir, 'typing-host-lobby.png') });
      if (copy) await host.touchscreen.tap(...centre(copy));
      await sleep(300);
      const link = await host.evaluate(() => Module.citadelaCopied || '');
      const m = /^http:\/\/127\.0\.0\.1:(\d+)\/#join=([A-Z0-9]+)$/.exec(link);
      check(Boolean(m), `the lobby's link is copied (${link || 'nothing'})`);
      // 2. A friend opens the link on an upright phone: the name field is empty, Join grey.
      const elsewhere = await browser.createBrowserContext();
      const friend = await openPage(elsewhere, link || `${origin}/`, upright, log, 'friend');
      const f0 = await joinWants(log, 'friend', (f) => m && f.startsWith(`127.0.0.1|${port}|${m[2]}|`), 20000);
      check(Boolean(m) && f0 === `127.0.0.1|${port}|${m[2]}|`, `the link opens the join form, no name yet (${f0})`);
      const join0 = (await describe(friend)).buttons.find((b) => b.label === 'Join');
      check(Boolean(join0) && !join0.on, 'Join is grey without a name');
      // The link puts the caret in the name field: the element may have the focus already.
      const before = await focused(friend);
      check(before === null || before.id === 'citadela-typing', `before a tap no other element has the focus (${before ? before.id : 'none'})`);
      // 3. A tap on the name field: an element for a name, over the field, has the focus.
      const name = await field(friend, 'Your name');
      if (name) await friend.touchscreen.tap(...centre(name));
      const el = await focusedWithin(friend, (f) => f !== null, 5000);
      check(el !== null && el.id === 'citadela-typing', `a tap on the name field focuses an editable element (${el ? el.id : 'none'})`);
      check(over(el, name), `the element lies over the field (${el ? [el.x, el.y, el.w, el.h].map((v) => v.toFixed(0)).join(',') : '-'}; field ${name ? [name.x, name.y, name.w, name.h].map((v) => v.toFixed(0)).join(',') : '-'})`);
      check(el !== null && el.inputmode === 'text' && el.autocapitalize === 'off' && el.autocorrect === 'off' &&
        el.spellcheck === 'false' && el.enterkeyhint === 'done',
        `a name's element: no corrections, no capitals forced, Enter says done (${el ? `${el.inputmode}/${el.autocapitalize}/${el.autocorrect}/${el.spellcheck}/${el.enterkeyhint}` : '-'})`);
      // 4. What a phone's keyboard sends: committed text (an IME's), a Backspace, more text.
      const cdp = await friend.createCDPSession();
      await cdp.send('Input.insertText', { text: 'Věrka' });
      await joinWants(log, 'friend', (f) => f.endsWith('|Věrka'), 20000);
      await friend.keyboard.press('Backspace');
      await friend.keyboard.press('Backspace');
      await cdp.send('Input.insertText', { text: 'a' });
      const typed = await joinWants(log, 'friend', (f) => f.endsWith('|Věra'), 20000);
      check(typed !== null && typed.endsWith('|Věra'), `the keyboard's text reaches the field, accents and Backspace too (${typed})`);
      const ready = await until(friend, (x) => x.buttons.some((b) => b.label === 'Join' && b.on), 5000);
      check(Boolean(ready), 'Join is enabled once the name is typed');
      await friend.screenshot({ path: path.join(outDir, 'typing-join-form.png') });
      // 5. The port takes digits; a tap beside the fields takes the element's focus away.
      const portField = await field(friend, 'Port');
      if (portField) await friend.touchscreen.tap(...centre(portField));
      const digits = await focusedWithin(friend, (f) => f !== null && f.inputmode === 'numeric', 5000);
      check(digits !== null && digits.inputmode === 'numeric' && digits.value === String(port),
        `a tap on the port field gives the element for digits with the port in it (${digits ? `${digits.inputmode} "${digits.value}"` : 'none'})`);
      const d = await describe(friend);
      const below = d && d.fields.reduce((y, f) => Math.max(y, f.y + f.h), 0);
      await friend.touchscreen.tap(8, below + 8);
      const gone = await focusedWithin(friend, (f) => f === null, 5000);
      check(gone === null, 'a tap beside the fields takes the focus from the element (the keyboard goes)');
      const kept = joinFields(log, 'friend');
      check(kept === `127.0.0.1|${port}|${m ? m[2] : ''}|Věra`, `the fields keep what was typed (${kept})`);
      // 6. Join by a tap; the host starts the game: the screen is kept awake during it.
      check(await press(friend, 'Join', { tap: true }), 'Join is tapped');
      const sat = await until(friend, (x) => x.scene === 'lobby', 20000);
      check(Boolean(sat), 'the friend sits at the table with the typed name');
      const startable = await until(host, (x) => x.buttons.some((b) => b.on && /^Start/.test(b.label)), 20000);
      if (startable) await press(host, (l) => /^Start/.test(l), { tap: true });
      const playing = await until(host, (x) => x.scene === 'game', 20000);
      check(Boolean(playing), 'the host starts the game');
      let awake = false;
      for (const more = within(5000); more() && !awake; await sleep(100))
        awake = await host.evaluate(() => Module.citadelaScreen.awakeHeld());
      check(awake, 'the screen is kept awake during the game (a wake lock is held)');
      await elsewhere.close();
      // 7. A desktop: a click on a field focuses no element; keys type as they always did.
      const desk = await openPage(browser, `${origin}/?arg=--lang&arg=en`, { width: 800, height: 600, deviceScaleFactor: 1 },
        log, 'desk');
      await press(desk, 'Join a table');
      const dname = await field(desk, 'Your name');
      if (dname) await desk.mouse.click(...centre(dname));
      await sleep(300);
      check((await focused(desk)) === null, 'a click on a desktop\'s field focuses no editable element');
      await desk.keyboard.press('Backspace');
      await desk.keyboard.type('Ola', { delay: 40 });
      const deskTyped = await joinWants(log, 'desk', (f) => f.endsWith('Ola'), 5000);
      check(deskTyped !== null && deskTyped.endsWith('Ola'), `a desktop's keys still type into the field (${deskTyped})`);
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'typing-console.log'), log.join('\n') + '\n');
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
  const errors = log.filter((l) => /pageerror/.test(l));
  check(errors.length === 0, `no page errors (${errors.slice(0, 2).join(' | ') || 'none'})`);
}

main().then(() => process.exit(checks.failed ? 1 : 0), (e) => {
  console.log(`web-check: FAILED: typing.js: ${e.stack || e}`);
  process.exit(1);
});
