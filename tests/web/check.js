// The page in a real browser (make web-check, run by tests/web/check.sh): Debian's Chromium,
// headless, driven by puppeteer-core over the DevTools protocol, the page served on loopback
// by serve.js. Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check; the shots
// go to OUT_DIR for check.sh to compare with the Linux window's.
//   node tests/web/check.js WEB_DIR OUT_DIR WxH      (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, within } = chromium;

// A screenshot once three in a row (a second) are alike: the menu has stopped drawing. The
// shot is compared with the Linux one by check.sh (a picture of one colour fails there).
async function stillShot(page, file, seconds) {
  let last = null, alike = 0;
  for (let i = 0; i < seconds * 2; i++) {
    await sleep(500);
    const shot = await page.screenshot({ type: 'png' });
    alike = last && shot.equals(last) ? alike + 1 : 0;
    last = shot;
    if (alike >= 2) break;
  }
  if (last) fs.writeFileSync(file, last);
  return alike >= 2;
}

const autosave = chromium.autosave;
const moveLines = (text) => text.split('\n').filter((l) => l.startsWith('move '));
const started = (page) => page.waitForFunction(() => document.getElementById('status').style.display === 'none',
  { timeout: 120000 }).then(() => true, () => false);
// The autosave once it has not changed for two seconds and the store has no write pending.
async function settledAutosave(page) {
  let last = await autosave(page);
  for (let i = 0; i < 60; i++) {
    await sleep(1000);
    const now = await autosave(page);
    const busy = await chromium.evaluate(page, () => Module.citadelaStoreBusy());
    if (now === last && !busy && i > 0) return now;
    last = now;
  }
  return last;
}
// The player's turns by keys, as a player without a mouse may: E puts the tile on the next lit
// cell, Space ends the turn; the computer answers between them. Until the game has `want` moves
// (90 s at most); returns the autosave's move lines.
async function playTurns(page, want) {
  let moves = [];
  for (let t0 = Date.now(); Date.now() - t0 < 90000;) {
    await page.keyboard.press('e');
    await sleep(200);
    await page.keyboard.press('Space');
    await sleep(1500);
    moves = moveLines(await autosave(page));
    if (moves.length >= want) break;
  }
  return moves;
}

// A game against the computer, started from the greeting by a click; the page reloaded in the
// middle of it must offer Continue with the autosave exactly as it was (kept in IndexedDB), and
// the game continued from it must go on from the same moves.
async function playAndResume(page) {
  check(await chromium.press(page, 'Play against the computer'), 'the greeting offers a game against the computer');
  const before = await playTurns(page, 8);
  check(before.length >= 8, `a game against the computer is played by the player's keys and the computer (${before.length} moves)`);
  const kept = await settledAutosave(page);
  await page.reload({ waitUntil: 'load' });
  check(await started(page), 'the page starts again after a reload');
  await sleep(1000);
  const back = await autosave(page);
  check(back === kept && back.length > 0, `after the reload the autosave is read back from IndexedDB as it was (${back.length} bytes)`);
  await sleep(2000);
  // The menu's "Continue" by a finger: SDL turns the touch into the mouse's click.
  check(await chromium.press(page, 'Continue', { tap: true }), 'the menu offers Continue after the reload');
  const after = await playTurns(page, moveLines(kept).length + 2);
  const same = moveLines(kept).every((m, i) => after[i] === m);
  check(same && after.length > moveLines(kept).length,
    `Continue (tapped) resumes the same game: its ${moveLines(kept).length} moves, then more (${after.length})`);
}

// The rest of the game by the same keys, to its end (the game logs "game over, hash H"; a key
// also skips the final scoring's animation), 6 minutes at most. The final autosave goes to
// OUT_DIR/final.cit with the page's hash in final.hash: check.sh has the Linux build load it
// and compare.
async function playToTheEnd(page, log) {
  const over = () => log.map((l) => /citadela: game over, hash ([0-9a-f]{16})/.exec(l)).find((m) => m);
  for (let t0 = Date.now(); !over() && Date.now() - t0 < 360000;) {
    await page.keyboard.press('e');
    await sleep(200);
    await page.keyboard.press('Space');
    await sleep(1000);
  }
  const m = over();
  const final = await settledAutosave(page);
  fs.writeFileSync(path.join(outDir, 'final.cit'), final);
  fs.writeFileSync(path.join(outDir, 'final.hash'), m ? m[1] + '\n' : '');
  check(Boolean(m), `the game against the computer is played to its end (${moveLines(final).length} moves${m ? ', hash ' + m[1] : ''})`);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url } = await serve(webDir);
  const { browser, close } = await chromium.launch();
  const log = [];
  try {
    const page = await browser.newPage();
    page.on('console', (m) => log.push(m.text()));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    // A touch screen as well as a mouse (set before the page loads: changing it reloads).
    await page.setViewport({ width, height, deviceScaleFactor: 1, hasTouch: true });
    const address = `${url}?arg=--lang&arg=en&env=CITADELA_STILL_BACKDROP=1&env=CITADELA_POINTER=fine`;
    await page.goto(address, { waitUntil: 'load', timeout: 60000 });
    check(await chromium.evaluate(page, () => self.crossOriginIsolated === true),
      'the page is cross-origin isolated (COOP/COEP: the threads have SharedArrayBuffer)');
    check(await started(page), 'the page loads its program and data and starts (the loading text goes)');
    // Until the tile art is in, the menu stands still without its board (tests/windows/lib.sh).
    let art = false;
    for (const more = within(30000); more() && !art;) {
      art = log.some((l) => l.includes('citadela: the tile art is in'));
      if (!art) await sleep(250);
    }
    check(art, 'the page says its tile art is in');
    check(await stillShot(page, path.join(outDir, 'menu-web.png'), 30), 'the menu is drawn and holds still');
    const size2 = await chromium.evaluate(page, () => [Module.canvas.width, Module.canvas.height]);
    check(size2[0] === width && size2[1] === height, `the canvas fills the window (${size2.join('x')})`);
    await page.setViewport({ width: width - 160, height: height - 100, deviceScaleFactor: 1, hasTouch: true });
    await sleep(1000);
    const size3 = await chromium.evaluate(page, () => [Module.canvas.width, Module.canvas.height]);
    check(size3[0] === width - 160 && size3[1] === height - 100, `the canvas follows a smaller window (${size3.join('x')})`);
    // and the game lays its screen out again for it: the greeting's buttons centred in the new width.
    const laid = await chromium.until(page, (d) => d.w === width - 160 && d.buttons.length > 0, 5000);
    const mid = laid ? laid.buttons.map((b) => b.x + b.w / 2) : [];
    check(laid && mid.every((x) => Math.abs(x - (width - 160) / 2) <= 1),
      `the greeting is laid out again in the smaller window (its buttons' centres ${mid.map(Math.round).join(', ') || 'not seen'})`);
    await page.setViewport({ width, height, deviceScaleFactor: 1, hasTouch: true });
    await sleep(1000);
    await playAndResume(page);
    await playToTheEnd(page, log);
    // The computer players' speed in the page (gui/app/ai_seam.c logs every search).
    let its = 0, secs = 0;
    for (const l of log) {
      const m = /citadela: ai: (\d+) iterations in ([\d.]+) s/.exec(l);
      if (m) { its += Number(m[1]); secs += Number(m[2]); }
    }
    if (secs > 0) console.log(`web-check: the computer searched ${Math.round(its / secs)} iterations/s in the page (${its} in ${secs.toFixed(1)} s)`);
  } finally {
    fs.writeFileSync(path.join(outDir, 'console.log'), log.join('\n') + '\n');
    await close();
    server.close();
  }
}

chromium.runChecks(main);
