// Every rule set the other page checks do not play, started in the page and played a few turns
// (make web-check, run by tests/web/check.sh; issue 74 item 2, "every mode and expansion"):
// Bridges, Castles and Bazaars; the Count; Halflings; The City; the Princess & the Dragon; the
// Tower; Abbey & Mayor. Each is chosen on the new-game screen by its boxes' words (two people
// at one screen, so no computer's search costs time), started, and played by keys (E lays the
// tile on the next lit cell, Space ends the turn) until its autosave has a few moves with its
// options on; the page must say no error on its console meanwhile. Prints "web-check: ok:
// ..." or "web-check: FAILED: ..." per rule set; a rule set that stops short leaves its
// picture (OUT_DIR/mode-OPTION-failed.png) and the buttons it showed.
//   node tests/web/modes.js WEB_DIR OUT_DIR WxH      (NODE_PATH: puppeteer-core's folder;
//   ONLY=WORDS plays only the rule sets whose names hold them, MODES_SEED another seed)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, press, until } = chromium;
const moveLines = (text) => text.split('\n').filter((l) => l.startsWith('move '));
const WANT_MOVES = 4;
// The window's seed (--seed), from which each new game's comes: the same stacks every run, so
// that the first moves never open a bazaar's auction, which keys do not play.
const SEED = process.env.MODES_SEED || 3;
const FATAL = /^(ERROR|CRITICAL): |Aborted\(|RuntimeError|unreachable/;

// Each rule set: its mode's button, the boxes ticked (every other expansion box unticked) and
// the save's option lines that must say so.
const SETS = [
  { name: 'Bridges, Castles and Bazaars', boxes: ['Bridges', 'Castles', 'Bazaars'], opts: ['bridges', 'castles', 'bazaar'] },
  { name: 'the Count of Carcassonne', boxes: ['The Count of Carcassonne'], opts: ['count'] },
  { name: 'Halflings', boxes: ['Halflings'], opts: ['halflings'] },
  { name: 'the Princess & the Dragon', boxes: ['The Princess & the Dragon'], opts: ['dragon'] },
  { name: 'the Tower', boxes: ['The Tower'], opts: ['tower'] },
  { name: 'Abbey & Mayor', boxes: ['Abbeys', 'Mayor', 'Wagon', 'Barn'], opts: ['abbey', 'mayor', 'wagon', 'barn'] },
  { name: 'The City', mode: 'Carcassonne: The City', boxes: [], opts: [], city: true },
];
const ALL_BOXES = [...new Set(SETS.flatMap((s) => s.boxes)), 'Inns & Cathedrals', 'Big follower', 'Traders & Builders',
  'Builder', 'Pig', 'The River'];

// The new-game screen from the menu, set to rule set `set`: its mode, then each box ticked or
// not as the set wants (the screen keeps the last game's choices). Whether the game starts.
async function start(page, set) {
  if (!(await toMenu(page)) || !(await press(page, 'New game'))) return false;
  if (!(await until(page, (x) => x.scene === 'newgame', 10000))) return false;
  await press(page, set.mode || 'Carcassonne');
  await sleep(300);
  // The screen seats a computer beside the player at first; its kind button turns it on to
  // Human (medium, hard, human), so two people play at one screen.
  for (let i = 0; i < 3; i++) {
    const d = await chromium.describe(page);
    const seat = d && d.buttons.find((b) => b.label === 'Computer: medium' || b.label === 'Computer: hard');
    if (!seat) break;
    await press(page, seat.label);
    await until(page, (x) => !x.buttons.some((b) => b.label === seat.label), 3000); // as the boxes below
  }
  // Each click waits for the box to show its new state before the next look: a fixed pause
  // after it let a busy machine's second look see the box before the first click landed, and
  // click it again (two boxes unticked again, under load 8, 28 Nov 2026).
  const box = (x, label) => x.buttons.find((b) => b.label === label && b.ticked !== undefined);
  for (const label of ALL_BOXES) {
    const want = set.boxes.includes(label) ? 1 : 0;
    for (let i = 0; i < 3; i++) {
      const d = await chromium.describe(page);
      const b = d && box(d, label);
      if (!b || !b.on || b.ticked === want) break; // absent or greyed in this mode: nothing to set
      await press(page, label);
      await until(page, (x) => { const now = box(x, label); return !now || now.ticked === want; }, 3000);
    }
  }
  await press(page, 'Start game');
  return Boolean(await until(page, (x) => x.scene === 'game', 30000));
}

// A rule set's own decisions that E and Space do not answer, passed by their button: the
// Halflings' choice between a square tile and a triangle, the Tower's piece.
const PASSES = ['Draw a square tile', 'No tower piece', 'No follower through the portal'];

// Back to the menu from a game: Escape asks whether to leave and Yes leaves, but a first
// Escape may only close what a rule set's decision opened, and a decision that Escape does
// not close (the Tower's piece, the portal) is passed by its button first. A missed look
// costs a round, not the script: a set whose game was left at its decision used to find no
// "New game" and wait out every later set (the Tower and Abbey sets under load, 29 Nov 2026).
async function toMenu(page) {
  for (let i = 0; i < 8; i++) {
    const d = await until(page, (x) => x.scene === 'menu', i < 6 ? 1000 : 5000, { exact: i < 6 });
    if (d) return true;
    const now = await chromium.describe(page);
    const pass = now && now.buttons.find((b) => b.on && PASSES.includes(b.label));
    if (pass) await press(page, pass.label, { ms: 1000, exact: true });
    await page.keyboard.press('Escape');
    await press(page, 'Yes', { ms: 2000, exact: true });
  }
  return false;
}

// Turns by keys until the autosave has WANT_MOVES moves; the autosave. Bounded by rounds of
// keys, with a wall cap only for a page that stopped answering: a 20 s bound left a loaded
// machine's Halflings game at 3 moves (29 Nov 2026, load 13).
const TURN_ROUNDS = 120;
async function playTurns(page) {
  let kept = '';
  for (let round = 0, t0 = Date.now(); round < TURN_ROUNDS && Date.now() - t0 < 150000; round++) {
    kept = await chromium.autosave(page);
    if (moveLines(kept).length >= WANT_MOVES) break;
    const d = await chromium.describe(page);
    const pass = d && d.buttons.find((b) => b.on && PASSES.includes(b.label));
    if (pass) {
      await press(page, pass.label, { ms: 1000 });
      await sleep(300);
      continue;
    }
    await page.keyboard.press('e');
    await sleep(150);
    await page.keyboard.press('Space');
    await sleep(400);
  }
  return kept;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url } = await serve(webDir);
  const log = [];
  let errors = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await browser.newPage();
      page.on('console', (m) => {
        log.push(m.text());
        // The browser asks for a favicon the server does not have: not the page's error. The
        // program's stderr reaches the console as warnings: SDL's error lines, a WebAssembly
        // abort or trap, count too.
        if ((m.type() === 'error' && !/favicon/.test(m.location().url || '')) || FATAL.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => {
        log.push(`pageerror: ${e.message}`);
        errors.push(e.message);
      });
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
      await page.goto(`${url}?arg=--lang&arg=en&arg=--seed&arg=${SEED}`, { waitUntil: 'load', timeout: 60000 });
      const d = await until(page, (x) => x.buttons.length > 0, 120000);
      if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now');
      for (const set of SETS.filter((x) => !process.env.ONLY || x.name.includes(process.env.ONLY))) {
        const t0 = Date.now();
        errors = [];
        const started = await start(page, set);
        const kept = started ? await playTurns(page) : '';
        const moves = moveLines(kept).length;
        const on = set.opts.filter((o) => new RegExp(`^option ${o} 1$`, 'm').test(kept));
        const mode = set.city ? /^mode city$/m.test(kept) : !/^mode city$/m.test(kept);
        fs.writeFileSync(path.join(outDir, `mode-${set.opts[0] || 'city'}.cit`), kept);
        if (moves < WANT_MOVES) {
          await page.screenshot({ path: path.join(outDir, `mode-${set.opts[0] || 'city'}-failed.png`) });
          const dd = await chromium.describe(page);
          console.log(`web-check: ${set.name} stopped at: ${dd ? dd.buttons.filter((b) => b.on).map((b) => b.label).join(', ') : 'no frame'}`);
        }
        check(started && moves >= WANT_MOVES && on.length === set.opts.length && mode && errors.length === 0,
          `a game of ${set.name} starts in the page and is played ${moves} moves by keys ` +
          `(options on: ${on.join(', ') || (set.city ? 'the City mode' : 'none')}${mode ? '' : ', wrong mode'}; ` +
          `console errors: ${errors.length ? errors.slice(0, 2).join(' | ') : 'none'}; ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        if (!(await toMenu(page))) {
          await page.screenshot({ path: path.join(outDir, `mode-${set.opts[0] || 'city'}-no-menu.png`) });
          check(false, `back to the menu after ${set.name}`);
        }
      }
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'modes-console.log'), log.join('\n') + '\n');
    server.close();
  }
}

chromium.runChecks(main);
