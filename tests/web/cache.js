// What a visit to the page downloads (make web-check, run by tests/web/check.sh; issue 90):
// the page served by the real citadela-server --web, through a loopback proxy (wire.js) that
// counts every byte the server sends (the page's, its service worker's and its workers'
// requests alike), beside Chromium's own count (DevTools' Network.loadingFinished,
// encodedDataLength). A first visit to the first menu, a reload (the files kept), a reload
// with the network off (the proxy closed) that still starts and plays a game against the
// computer, and the first menu's time at 5 and 20 Mbit/s (Chromium's throttling,
// Network.emulateNetworkConditions). Prints "web-check: ok: ..." / "web-check: FAILED: ..."
// per check and the figures.
//   node tests/web/cache.js SERVER_BINARY WEB_DIR OUT_DIR WxH    (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');
const { proxy, netCount, mb, kb } = require('./wire.js');

const [serverBin, webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, until, press } = chromium;
const FIRST_MAX = 8e6, RELOAD_MAX = 200e3;

// Until the first menu (the game's first frame with its buttons); ms it took, or -1.
async function menuTime(page, url, t0, ms = 120000) {
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: ms });
  const d = await until(page, (x) => x.buttons.length > 0, ms);
  return d ? Date.now() - t0 : -1;
}

async function firstMenuAt(mbits, url) {
  const { browser, close } = await chromium.launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    const { cdp, count } = await netCount(page);
    // The throughput both ways in bytes a second; 20 ms each way as a near server's.
    await cdp.send('Network.emulateNetworkConditions',
      { offline: false, latency: 40, downloadThroughput: (mbits * 1e6) / 8, uploadThroughput: (mbits * 1e6) / 8 });
    const t0 = Date.now();
    const t = await menuTime(page, `${url}?arg=--lang&arg=en`, t0, 180000);
    check(t > 0, `the first menu at ${mbits} Mbit/s comes after ${(t / 1000).toFixed(1)} s (${mb(count.bytes)} by Chromium's count)`);
    return t;
  } finally {
    await close();
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'cache-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state, []);
  let wire = await proxy(port);
  const log = [];
  const report = {};
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await chromium.loggedPage(browser, log, { width, height, deviceScaleFactor: 1 });
      const { count } = await netCount(page);
      const url = `http://127.0.0.1:${wire.port}/?arg=--lang&arg=en`;
      // 1. The first visit, to the first menu.
      const t0 = Date.now();
      const t1 = await menuTime(page, url, t0);
      report.first = { wire: wire.down, chromium: count.bytes, ms: t1 };
      check(t1 > 0 && wire.down <= FIRST_MAX,
        `a first visit transfers ${mb(wire.down)} before the menu (Chromium counts ${mb(count.bytes)}; at most ${mb(FIRST_MAX)}; ${t1} ms on loopback)`);
      const big = count.requests.filter(([u]) => /tiles-256/.test(u || ''));
      check(big.length === 0, `the 256-px tile sheet is not loaded for the menu (${big.length} requests)`);
      const bad = count.statuses.filter(([s]) => s >= 400);
      check(bad.length === 0 && count.statuses.some(([s, u]) => s === 200 && /favicon/.test(u)),
        `no file the page asks for is missing, and its icon is served (${bad.map(([s, u]) => `${s} ${u}`).join(', ') || 'no error'})`);
      // The service worker in charge (it installs behind the first visit), 60 s at most.
      const ready = await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller,
        { timeout: 60000 }).then(() => true, () => false);
      check(ready, 'the service worker keeps the page\'s files after the first visit');
      await sleep(500);
      // 2. A reload: the files kept.
      let w0 = wire.down, c0 = count.bytes;
      const t2s = Date.now();
      await page.reload({ waitUntil: 'domcontentloaded' });
      const d2 = await until(page, (x) => x.buttons.length > 0, 60000);
      await sleep(1500); // what the page may still fetch after its first frame
      report.reload = { wire: wire.down - w0, chromium: count.bytes - c0, ms: d2 ? Date.now() - t2s - 1500 : -1 };
      check(Boolean(d2) && wire.down - w0 <= RELOAD_MAX,
        `a reload transfers ${kb(wire.down - w0)} (Chromium counts ${kb(count.bytes - c0)}; at most ${kb(RELOAD_MAX)})`);
      // 3. The network off: the proxy closed; a reload still starts, and a game against the
      // computer starts and takes the player's tile.
      await wire.close();
      await page.reload({ waitUntil: 'domcontentloaded' }).catch(() => {});
      const d3 = await until(page, (x) => x.buttons.length > 0, 60000);
      check(Boolean(d3), `a reload with the network off starts (its first frame: ${d3 ? d3.scene : 'none'})`);
      let played = false;
      if (d3) {
        if (d3.buttons.some((b) => b.label === 'Play against the computer')) await press(page, 'Play against the computer');
        else {
          await press(page, 'New game');
          await press(page, 'Start game');
        }
        const g = await until(page, (x) => x.scene === 'game' && x.yours && x.cells.length > 0, 30000);
        if (g) {
          await page.keyboard.press('e');
          played = Boolean(await until(page, (x) => x.laid === 1, 5000));
        }
      }
      check(played, 'offline, a game against the computer starts and the player lays a tile');
      wire = await proxy(port);
      // 4. The 256-px sheet comes when a tile is drawn larger than 128 px: the board zoomed in.
      const page2 = await browser.newPage();
      page2.on('console', (m) => log.push(m.text()));
      await page2.setViewport({ width, height, deviceScaleFactor: 2 });
      const n2 = await netCount(page2);
      await page2.goto(`http://127.0.0.1:${wire.port}/?no-worker&arg=--lang&arg=en`, { waitUntil: 'domcontentloaded' });
      const m2 = await until(page2, (x) => x.buttons.length > 0, 60000);
      const early = n2.count.requests.some(([u]) => /tiles-256/.test(u || ''));
      let fetched = false;
      if (m2) {
        if (m2.buttons.some((b) => b.label === 'Play against the computer')) await press(page2, 'Play against the computer');
        else {
          await press(page2, 'New game');
          await press(page2, 'Start game');
        }
        await until(page2, (x) => x.scene === 'game', 30000);
        // Zoomed in a notch at a time until the sheet is asked for: a bounded wait, not a count
        // of notches, since a busy machine's page takes the wheel late (CI, 29 Nov 2026).
        for (const t0 = Date.now(); !fetched && Date.now() - t0 < 120000;) {
          await page2.mouse.move(width / 2, height / 2);
          await page2.mouse.wheel({ deltaY: -240 });
          await sleep(500);
          fetched = n2.count.requests.some(([u]) => /tiles-256/.test(u || ''));
        }
      }
      // Its decoding on its own thread: 5.5 s at load 12 here; two minutes at most.
      let decoded = null;
      for (const t0 = Date.now(); fetched && !decoded && Date.now() - t0 < 120000; await sleep(100))
        decoded = log.map((l) => /tile sheet is in( but could not be read)? \((\d+) ms to decode\)/.exec(l)).find((m) => m);
      report.sheet256 = decoded ? { decodeMs: Number(decoded[2]), read: !decoded[1] } : null;
      check(Boolean(decoded) && !decoded[1], `the 256-px sheet is taken in (${decoded ? decoded[2] + ' ms from its arrival to its use, decoded on a thread of its own' : 'not seen'})`);
      check(!early && fetched, `the 256-px sheet is fetched once the board is zoomed in (before the menu: ${early ? 'yes' : 'no'}; after: ${fetched ? 'yes' : 'no'})`);
      await page2.close();
    } finally {
      await close();
    }
    // 5. The first menu's time with Chromium's throttling (a new profile: a first visit).
    report.at5 = await firstMenuAt(5, `http://127.0.0.1:${wire.port}/`);
    report.at20 = await firstMenuAt(20, `http://127.0.0.1:${wire.port}/`);
    console.log(`web-check: figures: ${JSON.stringify(report)}`);
    fs.writeFileSync(path.join(outDir, 'cache-figures.json'), JSON.stringify(report, null, 1) + '\n');
  } finally {
    fs.writeFileSync(path.join(outDir, 'cache-console.log'), log.join('\n') + '\n');
    await wire.close().catch(() => {});
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
