// What a phone downloads to play (make web-check, run by tests/web/check.sh; issue 99): the page
// at 390x844 CSS px and a device pixel ratio of 3, served by the real citadela-server --web
// through wire.js's counting proxy, from a first visit to the menu, then a whole game against
// the computer (the base game, by the greeting's button) played to its end by keys at the zoom
// it starts with. That zoom draws a tile 150 CSS px wide, 450 device px, so it honestly wants
// the 256-px sheet: only its base tiles' part and the followers' may come (docs/art.md), the menu
// none, and all of it within 8 MB. Prints "web-check: ok: ..." / "web-check: FAILED: ..." per
// check and the figures (OUT_DIR/phonebytes-figures.json, phonebytes-console.log).
//   node tests/web/phonebytes.js SERVER_BINARY WEB_DIR OUT_DIR   (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');
const { proxy, netCount, mb } = require('./wire.js');

const [serverBin, webDir, outDir] = process.argv.slice(2);
const { check, sleep, until, press } = chromium;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const GAME_MAX = 8e6;
// The 256-px sheet's pictures among these addresses, by name (tiles-256-base, ...).
const bigParts = (urls) => urls.map((u) => /(tiles-256[^.]*)\./.exec(u || '')).filter((m) => m).map((m) => m[1]);

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'phonebytes-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state, []);
  const wire = await proxy(port);
  const log = [];
  const report = {};
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await chromium.loggedPage(browser, log, PHONE);
      const { cdp, count } = await netCount(page);
      const asked = []; // every request the page sent, finished or not
      cdp.on('Network.requestWillBeSent', (e) => asked.push(e.request.url));
      await page.goto(`http://127.0.0.1:${wire.port}/?arg=--lang&arg=en`, { waitUntil: 'domcontentloaded', timeout: 120000 });
      // 1. The menu, its art in (the backdrop's tiles drawn) and a moment for what it may still ask.
      const menu = await until(page, (x) => x.buttons.some((b) => b.label === 'Play against the computer'), 120000);
      await sleep(3000);
      report.menu = { wire: wire.down, chromium: count.bytes, parts: bigParts(asked) };
      check(Boolean(menu) && report.menu.parts.length === 0,
        `a phone's menu (DPR 3) transfers ${mb(wire.down)} and no part of the 256-px sheet (${report.menu.parts.join(', ') || 'none'})`);
      // 2. A whole game against the computer at the zoom it starts with, by keys: E lays the tile
      // on the next lit cell, Space ends the turn; 8 minutes at most.
      check(await press(page, 'Play against the computer', { tap: true }), 'the greeting offers a game against the computer');
      const game = await until(page, (x) => x.scene === 'game', 30000);
      const over = () => log.map((l) => /citadela: game over, hash ([0-9a-f]{16})/.exec(l)).find((m) => m);
      for (const t0 = Date.now(); game && !over() && Date.now() - t0 < 480000;) {
        await page.keyboard.press('e');
        await sleep(200);
        await page.keyboard.press('Space');
        await sleep(800);
      }
      await sleep(2000);
      check(Boolean(over()), 'the phone plays the game against the computer to its end');
      const parts = [...new Set(bigParts(asked))].sort();
      report.game = { wire: wire.down, chromium: count.bytes, parts };
      const decoded = log.filter((l) => /of the 256-px tile sheet is in \(/.test(l));
      check(parts.includes('tiles-256-base') && decoded.length > 0,
        `the start zoom's tiles (450 device px) come from the 256-px base tiles (${decoded.join('; ') || 'none decoded'})`);
      check(parts.every((p) => p === 'tiles-256-base' || p === 'tiles-256-followers'),
        `a base game fetches the base tiles' and the followers' parts of the 256-px sheet only (${parts.join(', ') || 'none'})`);
      check(wire.down <= GAME_MAX,
        `the menu and a whole base game on a phone (DPR 3) transfer ${mb(wire.down)} (Chromium counts ${mb(count.bytes)}; at most ${mb(GAME_MAX)})`);
    } finally {
      await close();
    }
    console.log(`web-check: figures: ${JSON.stringify(report)}`);
    fs.writeFileSync(path.join(outDir, 'phonebytes-figures.json'), JSON.stringify(report, null, 1) + '\n');
  } finally {
    fs.writeFileSync(path.join(outDir, 'phonebytes-console.log'), log.join('\n') + '\n');
    await wire.close().catch(() => {});
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
