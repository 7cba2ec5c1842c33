// A phone at a table of six (make web-check, run by tests/web/check.sh; issue 99): the page at
// 390x844 CSS px and a device pixel ratio of 3, touch only. The new-game form is filled by
// taps to six seats and started; on each of the person's turns the tile is laid by a tap on a
// lit cell and the turn ended by a tap on End turn, which must lie wholly on the screen and be
// a finger's size (44 CSS px) before and after the tile is laid. Then the phone is turned on
// its side (844x390) and the same holds for two more turns. The five others are the form's
// computer players. Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check
// (sixseats-console.log, sixseats-*.png).
//   node tests/web/sixseats.js WEB_DIR OUT_DIR    (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [webDir, outDir] = process.argv.slice(2);
const { check, sleep, until, press, findButton, centre } = chromium;
const UPRIGHT = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const ON_SIDE = { ...UPRIGHT, width: 844, height: 390 };
const FINGER = 44; // CSS px: the least a control a finger taps (docs/gui.md)
const moveLines = (text) => text.split('\n').filter((l) => l.startsWith('move '));
const players = (text) => text.split('\n').filter((l) => l.startsWith('player '));

// Where End turn lies, in words, and whether it is wholly on the screen and a finger's size.
function endTurnFits(b, view) {
  if (!b) return { ok: false, at: 'not drawn' };
  const ok = b.x >= 0 && b.y >= 0 && b.x + b.w <= view.width + 0.5 && b.y + b.h <= view.height + 0.5 &&
    b.w >= FINGER - 0.5 && b.h >= FINGER - 0.5;
  return { ok, at: `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}` };
}

// Six seats by taps on the new-game form; a swipe up when Add player has scrolled away.
async function sixSeats(page) {
  check(await press(page, 'New game', { tap: true }), 'the menu offers New game to a finger');
  await until(page, (x) => x.scene === 'newgame', 10000);
  for (let added = 0, tries = 0; added < 4 && tries < 16; tries++) {
    // One tap, then a wait for the seat it adds (Add player moves down a row, or goes with the
    // sixth): on a busy machine a second tap at the button's old place would land on the new
    // seat's row (its Remove).
    const add = await findButton(page, 'Add player', 1500, 0, true);
    if (add) {
      await page.touchscreen.tap(...centre(add));
      const moved = await until(page, (x) => {
        const b = x.buttons.find((k) => k.label === 'Add player' && k.on);
        return !b || Math.abs(b.y - add.y) > 1;
      }, 5000);
      if (moved) added++;
      continue;
    }
    await page.touchscreen.touchStart(UPRIGHT.width / 2, UPRIGHT.height * 0.7);
    for (let i = 1; i <= 8; i++) {
      await page.touchscreen.touchMove(UPRIGHT.width / 2, UPRIGHT.height * (0.7 - 0.05 * i));
      await sleep(30);
    }
    await page.touchscreen.touchEnd();
    await sleep(500);
  }
  check(await press(page, 'Start game', { tap: true, ms: 20000 }), 'the form, six seats filled by taps, offers Start game');
  return Boolean(await until(page, (x) => x.scene === 'game', 30000));
}

// One of the person's turns by taps: the tile on the first lit cell, then End turn. Returns
// what went wrong, or '' (and the turn ended: the autosave has more moves).
async function tappedTurn(page, view, tag) {
  let d = await until(page, (x) => x.scene === 'game' && x.yours && x.hand && x.cells.length > 0, 120000);
  if (!d) return 'the person\'s turn with a lit cell in view never came';
  // The camera glides onto the lit cells as the turn begins: a person taps where the cell
  // has come to rest, so the first cell must hold still for half a second.
  for (const more = chromium.within(5000); more();) {
    await sleep(500);
    const now = await until(page, (x) => x.yours && x.hand && x.cells.length > 0, 5000);
    if (!now) break;
    const [a, b] = [d.cells[0], now.cells[0]];
    d = now;
    if (a.cx === b.cx && a.cy === b.cy && Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1) break;
  }
  const before = endTurnFits(d.buttons.find((b) => b.label === 'End turn'), view);
  const had = moveLines(await chromium.autosave(page)).length;
  const [cx, cy] = centre(d.cells[0]);
  await page.touchscreen.tap(cx, cy);
  const laid = await until(page, (x) => x.laid === 1, 5000);
  if (!laid) return `a tap on the lit cell at ${Math.round(cx)},${Math.round(cy)} did not lay the tile`;
  fs.writeFileSync(path.join(outDir, `sixseats-${tag}.png`), await page.screenshot({ type: 'png' }));
  const b = await findButton(page, 'End turn', 5000);
  const after = endTurnFits(b, view);
  if (!before.ok || !after.ok) return `End turn at ${before.at} before the tile, ${after.at} after it, on ${view.width}x${view.height}`;
  await page.touchscreen.tap(...centre(b));
  for (const more = chromium.within(5000); more();) {
    if (moveLines(await chromium.autosave(page)).length > had) return '';
    await sleep(200);
  }
  return 'a tap on End turn did not end the turn';
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url } = await serve(webDir);
  const log = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await chromium.loggedPage(browser, log, UPRIGHT);
      await page.goto(`${url}?arg=--lang&arg=en`, { waitUntil: 'load', timeout: 60000 });
      const d = await until(page, (x) => x.buttons.length > 0, 120000);
      if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now', { tap: true });
      const started = await sixSeats(page);
      const kept = await chromium.autosave(page);
      check(started && players(kept).length === 6,
        `a six-seat game starts from the phone's taps (${players(kept).length} players in its autosave)`);
      if (!started) return;
      for (let turn = 1; turn <= 2; turn++) {
        const why = await tappedTurn(page, UPRIGHT, `upright-${turn}`);
        check(!why, `upright, turn ${turn}: the tile laid and the turn ended by taps, End turn on the screen${why ? `: ${why}` : ''}`);
      }
      await page.setViewport(ON_SIDE);
      await sleep(1000);
      for (let turn = 1; turn <= 2; turn++) {
        const why = await tappedTurn(page, ON_SIDE, `side-${turn}`);
        check(!why, `on its side, turn ${turn}: the tile laid and the turn ended by taps, End turn on the screen${why ? `: ${why}` : ''}`);
      }
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'sixseats-console.log'), log.join('\n') + '\n');
    server.close();
  }
}

chromium.runChecks(main);
