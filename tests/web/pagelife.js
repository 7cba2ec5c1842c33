// The page as a browser's page (make web-check, run by tests/web/check.sh; issue 90): the canvas
// follows a change of the device pixel ratio; Back in a game stays in the page and asks the
// game's question, Back and Forward at a table's lobby keep its connection, and a page left
// and come back to does not show a dead table; Quit leaves words, not a black canvas; every
// language the page carries shows its greeting translated. The page served by the real
// citadela-server --web. Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check.
//   node tests/web/pagelife.js SERVER_BINARY WEB_DIR OUT_DIR WxH    (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');

const [serverBin, webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, until, press } = chromium;
// The greeting's "Learn to play" in each language the page's data carries (po/*.po).
const GREETING = { cs: 'Naučit se hrát', de: 'Spielen lernen', es: 'Aprende a jugar', fr: 'Apprendre à jouer',
  pl: 'Naucz się grać' };


const pixels = (page) => page.evaluate(() => {
  const c = Module.canvas;
  return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight, dpr: devicePixelRatio };
});
const hasButton = (d, label) => d.buttons.some((b) => b.on && b.label === label);

async function ratio(page, cdp) {
  const before = await pixels(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 2, mobile: false });
  let after = null;
  for (let i = 0; i < 30; i++) {
    await sleep(100);
    after = await pixels(page);
    if (after.w === 2 * after.cw) break;
  }
  check(before.w === before.cw && after.dpr === 2 && after.w === 2 * after.cw && after.h === 2 * after.ch,
    `the canvas follows the pixel ratio from 1 to 2 (${before.w}x${before.h} then ${after.w}x${after.h} for ${after.cw}x${after.ch} CSS px)`);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await until(page, (d) => d.w === width, 5000);
}

// Back in a game against the computer: the page stays and the game asks whether to leave;
// No keeps the game.
async function backInGame(page) {
  await press(page, 'New game');
  await press(page, 'Start game');
  const g = await until(page, (x) => x.scene === 'game' && x.yours, 30000);
  check(Boolean(g), 'a game against the computer starts');
  await page.mouse.click(width / 3, height / 2); // the player's first input (the page's own history entry)
  await sleep(300);
  const href = await page.evaluate(() => location.href);
  await page.goBack({ timeout: 5000 }).catch(() => null);
  await sleep(500);
  const stayed = await page.evaluate(() => typeof Module !== 'undefined' && location.href).catch(() => false);
  const asked = stayed && await until(page, (x) => x.scene === 'game' && x.dialog !== 0 && hasButton(x, 'Yes'), 5000);
  check(stayed === href && Boolean(asked), `Back in a game keeps the page and the game asks whether to leave (${stayed ? 'stayed' : 'the page was left'})`);
  if (asked) {
    await press(page, 'No');
    const kept = await until(page, (x) => x.scene === 'game' && x.dialog === 0, 5000);
    check(Boolean(kept), 'and No keeps the game');
  }
  // Back again asks again (the page's entry was made anew).
  await page.goBack({ timeout: 5000 }).catch(() => null);
  const again = await until(page, (x) => x.scene === 'game' && hasButton(x, 'Yes'), 5000);
  check(Boolean(again), 'a second Back asks again');
  if (again) await press(page, 'Yes');
  return until(page, (x) => x.scene === 'menu', 10000);
}

// A table opened from the page: Back and Forward at its lobby keep the connection (its chat's
// Send button is there only while it is open); the page left for another and come back to
// does not show the lobby with its connection closed.
async function backAtTable(page, origin) {
  await press(page, 'Host a table');
  await press(page, 'Open the table');
  const lobby = await until(page, (x) => x.scene === 'lobby' && x.buttons.some((b) => b.label === 'Send'), 20000);
  check(Boolean(lobby), 'the page opens a table on its server');
  if (!lobby) return;
  await page.goBack({ timeout: 5000 }).catch(() => null);
  await sleep(500);
  await page.goForward({ timeout: 5000 }).catch(() => null);
  await sleep(500);
  const open = await until(page, (x) => x.scene === 'lobby' && x.buttons.some((b) => b.label === 'Send'), 5000);
  check(Boolean(open), 'Back then Forward at the lobby: still at the table, its connection open');
  await page.goto('about:blank');
  await page.goBack({ waitUntil: 'domcontentloaded', timeout: 30000 }).catch(() => null);
  await sleep(1000);
  const d = await until(page, (x) => x.buttons.length > 0, 30000);
  const dead = d && d.scene === 'lobby' && !d.buttons.some((b) => b.label === 'Send');
  check(Boolean(d) && !dead && (await page.evaluate(() => location.origin)) === origin,
    `the page left and come back to shows no table with its connection closed (${d ? d.scene : 'no frame'})`);
}

async function quit(page) {
  const menu = await until(page, (x) => x.scene === 'menu', 10000);
  if (menu && hasButton(menu, 'Not now')) await press(page, 'Not now');
  await press(page, 'Quit');
  const said = await page.waitForFunction(() => {
    const s = document.getElementById('status');
    return s.style.display !== 'none' && /ended/.test(s.textContent) && Module.canvas.style.display === 'none';
  }, { timeout: 10000 }).then(() => true, () => false);
  const text = await page.evaluate(() => document.getElementById('status').textContent);
  check(said, `Quit in the page leaves words, not a black canvas ("${text}")`);
  await page.screenshot({ path: path.join(outDir, 'page-quit.png') });
}

async function languages(page, origin) {
  const got = [];
  for (const [lang, want] of Object.entries(GREETING)) {
    await page.goto(`${origin}/?arg=--lang&arg=${lang}`, { waitUntil: 'domcontentloaded' });
    const d = await until(page, (x) => x.buttons.length > 0, 60000);
    const labels = d ? d.buttons.map((b) => b.label) : [];
    got.push(`${lang}: ${labels.includes(want) ? want : labels.slice(0, 2).join(', ') || 'nothing'}`);
    check(labels.includes(want), `the page speaks ${lang} (${got[got.length - 1]})`);
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'life-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state);
  const origin = `http://127.0.0.1:${port}`;
  const log = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await chromium.loggedPage(browser, log, { width, height, deviceScaleFactor: 1 });
      const cdp = await page.target().createCDPSession();
      await page.goto(`${origin}/?arg=--lang&arg=en`, { waitUntil: 'domcontentloaded' });
      const d = await until(page, (x) => x.buttons.length > 0, 120000);
      if (d && hasButton(d, 'Not now')) await press(page, 'Not now');
      await ratio(page, cdp);
      await backInGame(page);
      await backAtTable(page, origin);
      await languages(page, origin);
      await page.goto(`${origin}/?arg=--lang&arg=en`, { waitUntil: 'domcontentloaded' });
      await until(page, (x) => x.buttons.length > 0, 60000);
      await quit(page);
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'pagelife-console.log'), log.join('\n') + '\n');
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
