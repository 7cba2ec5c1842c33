// The page's screens beyond one plain game (make web-check, run by tests/web/check.sh after
// check.js): Learn to play, a game with expansions against the computer whose first tile is
// dragged by a finger, a named save made and loaded, a setting kept across a reload, and the
// browser's language. Every button and field is found by its words (gui/app/describe.h), not
// by its place on the screen. Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check.
//   node tests/web/screens.js WEB_DIR OUT_DIR WxH      (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, press, until, centre, within } = chromium;
const moveLines = (text) => text.split('\n').filter((l) => l.startsWith('move '));
const hasButton = (d, label) => d.buttons.some((b) => b.on && b.label === label);
const savedGame = '/citadela/data/saves/webgame.cit';
const readFile = (page, p) => chromium.evaluate(page, (f) => {
  try { return Module.FS.readFile(f, { encoding: 'utf8' }); } catch (e) { return ''; }
}, p);

// The page opened (or reloaded) until its first frame; the greeting a new profile shows is
// passed by "Not now" unless `keepGreeting`.
async function opened(page, keepGreeting) {
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && !keepGreeting && hasButton(d, 'Not now')) await press(page, 'Not now');
  return d;
}

// From a game back to the menu: Escape asks whether to leave, Yes leaves (the autosave kept).
async function leaveGame(page) {
  await page.keyboard.press('Escape');
  await press(page, 'Yes', { ms: 5000 });
  return until(page, (d) => d.scene === 'menu', 10000);
}

// Learn to play from the greeting: the lesson's card offers "Show me" at each of the person's
// steps, which sets the step's tile (and follower) on the board and leaves End turn to the
// learner (issue 78, 6); the computer's prepared answer follows. Two steps make four moves
// (gui_lesson_at counts them).
async function lesson(page) {
  check(await press(page, 'Learn to play', { ms: 60000 }), 'the greeting offers Learn to play');
  let d = await until(page, (x) => x.scene === 'game' && x.lesson === 0 && hasButton(x, 'Show me'), 30000);
  check(Boolean(d), 'Learn to play opens the lesson at its first step, its card offering "Show me"');
  let at = d ? 0 : -1;
  for (let step = 1; d && step <= 2; step++) {
    await press(page, 'Show me');
    // End turn once the shown move stands on the board (the button is on from then).
    const ready = await until(page, (x) => hasButton(x, 'End turn'), 30000);
    if (ready) await press(page, 'End turn');
    d = await until(page, (x) => x.lesson >= 2 * step && hasButton(x, 'Show me'), 60000);
    if (d) at = d.lesson;
  }
  check(at === 4, `the lesson runs its first two steps, each the learner's move and the computer's (at move ${at} of the lesson)`);
  check(Boolean(await leaveGame(page)), 'the lesson is left for the menu');
}

// The new-game screen: the second seat a computer player already (the usual table), Inns &
// Cathedrals and Traders & Builders ticked, the game started. Returns whether the game is on screen.
async function startExpansionGame(page) {
  check(await press(page, 'New game'), 'the menu offers New game');
  const d0 = await until(page, (x) => x.scene === 'newgame', 10000);
  const d1 = await until(page, (x) => x.buttons.filter((b) => b.label === 'Human').length === 1, 5000);
  check(Boolean(d0 && d1), 'the new-game screen seats one person and one computer player');
  // The offered computer is medium; its kind button turns it on (hard, human) to easy, whose
  // short searches keep the turns below quick in a loaded browser, as before medium was offered.
  await press(page, 'Computer: medium');
  await press(page, 'Computer: hard');
  await press(page, 'Human', { nth: 1 });
  check(Boolean(await until(page, (x) => hasButton(x, 'Computer: easy'), 3000)), 'the second seat turns to an easy computer');
  await press(page, 'Inns & Cathedrals');
  await press(page, 'Traders & Builders');
  await press(page, 'Start game');
  return Boolean(await until(page, (x) => x.scene === 'game', 30000));
}

// The tile in hand dragged by one finger onto the first lit cell in view: touchstart on the
// hand, moves across, touchend on the cell (SDL turns the finger into the mouse's drag). The
// tile must then lie on the board.
async function fingerDrag(page) {
  const d = await until(page, (x) => x.yours && x.hand && x.cells.length > 0, 60000);
  if (!d) return { ok: false, why: 'no tile in hand with a lit cell in view' };
  const [x0, y0] = centre(d.hand), [x1, y1] = centre(d.cells[0]);
  await page.touchscreen.touchStart(x0, y0);
  for (let i = 1; i <= 12; i++) {
    await page.touchscreen.touchMove(x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
    await sleep(30);
  }
  await page.touchscreen.touchEnd();
  const laid = await until(page, (x) => x.laid === 1, 3000);
  return { ok: Boolean(laid), why: `from the hand at ${x0.toFixed(0)},${y0.toFixed(0)} to cell ${d.cells[0].cx},${d.cells[0].cy}` };
}

// The player's turns by keys (E lays the tile on the next lit cell, Space ends the turn), the
// computer answering, until the autosave has `want` moves (90 s at most).
async function playTurns(page, want) {
  let moves = [];
  for (const t0 = Date.now(); Date.now() - t0 < 90000;) {
    moves = moveLines(await chromium.autosave(page));
    if (moves.length >= want) break;
    await page.keyboard.press('e');
    await sleep(200);
    await page.keyboard.press('Space');
    await sleep(1500);
  }
  return moves;
}

async function expansionGame(page) {
  const started = await startExpansionGame(page);
  check(started, 'a game with Inns & Cathedrals and Traders & Builders against the computer starts');
  if (!started) return;
  const drag = await fingerDrag(page);
  check(drag.ok, `a finger drags the tile in hand onto a lit cell and it lies there (${drag.why})`);
  await page.keyboard.press('Space');
  const moves = await playTurns(page, 6);
  const kept = await chromium.autosave(page);
  fs.writeFileSync(path.join(outDir, 'expansions.cit'), kept);
  const on = ['inns', 'traders'].filter((m) => new RegExp(`^option ${m} 1$`, 'm').test(kept));
  check(moves.length >= 6 && on.length === 2,
    `the expansions' game is played a few turns with the computer (${moves.length} moves; ` +
    `the autosave has ${on.join(' and ') || 'neither'} on)`);
  await namedSave(page);
}

// Ctrl+S names the game ("webgame") in the save dialog; a turn later Ctrl+L loads it again:
// the game on screen (its autosave) is back at the saved moves.
async function namedSave(page) {
  // On the player's own turn ("yours": the hand and lit cells show the computer's tile too),
  // and the moves counted then: the computer's move could come between playTurns' count and
  // the save, which then held one move more than expected.
  await until(page, (x) => x.yours && x.hand && x.cells.length > 0, 60000);
  const had = moveLines(await chromium.autosave(page)).length;
  await page.keyboard.down('Control');
  await page.keyboard.press('s');
  await page.keyboard.up('Control');
  const dlg = await until(page, (x) => x.dialog !== 0 && hasButton(x, 'Save'), 5000);
  if (dlg) {
    await page.keyboard.press('End');
    for (let k = 0; k < 40; k++) await page.keyboard.press('Backspace');
    await page.keyboard.type('webgame', { delay: 30 });
    await press(page, 'Save');
  }
  await until(page, (x) => x.dialog === 0, 5000);
  const saved = moveLines(await readFile(page, savedGame)).length;
  check(Boolean(dlg) && saved === had,
    `Ctrl+S saves the game under a name the player types (${dlg ? 'the dialog came' : 'no dialog'}; ${savedGame}: ${saved} moves of ${had})`);
  const on = await playTurns(page, had + 2);
  await page.keyboard.down('Control');
  await page.keyboard.press('l');
  await page.keyboard.up('Control');
  const listed = await press(page, 'webgame', { ms: 5000 });
  await until(page, (x) => x.dialog === 0 && x.scene === 'game', 5000);
  await sleep(500);
  const back = moveLines(await chromium.autosave(page)).length;
  check(listed && saved > 0 && back === saved && on.length > saved,
    `Ctrl+L lists the named save and loads it: the game goes back from ${on.length} moves to its ${back} (saved ${saved})`);
  check(Boolean(await leaveGame(page)), 'the game is left for the menu');
}

// A setting changed on the Settings screen (the colour-blind-safe colours ticked) is kept
// across a reload: the settings are read back from IndexedDB and the box is still ticked. The
// named save is still listed by Load and loads.
const paletteBox = 'Colour-blind-safe colours';
async function paletteTicked(page) {
  await press(page, 'Settings');
  const d = await until(page, (x) => x.scene === 'settings' && hasButton(x, paletteBox), 5000);
  return d ? d.buttons.find((b) => b.label === paletteBox).ticked : -1;
}
async function settingsKept(page) {
  const before = await paletteTicked(page);
  await press(page, paletteBox);
  const now = await until(page, (x) => x.buttons.some((b) => b.label === paletteBox && b.ticked === 1), 3000);
  check(before === 0 && Boolean(now), `Settings ticks the colour-blind-safe colours (ticked before: ${before})`);
  await press(page, 'Back');
  await until(page, (x) => x.scene === 'menu', 5000);
  for (const more = within(5000); more() && (await chromium.evaluate(page, () => Module.citadelaStoreBusy()));) await sleep(100);
  await page.reload({ waitUntil: 'load' });
  await opened(page, false);
  const after = await paletteTicked(page);
  check(after === 1, `the setting is kept across a reload (ticked after it: ${after})`);
  await press(page, 'Back');
  check(await press(page, 'Load'), 'the menu offers Load');
  const listed = await chromium.findButton(page, 'webgame', 5000);
  check(Boolean(listed), 'the named save is still listed after the reload');
  if (listed) {
    await press(page, 'webgame');
    const d = await until(page, (x) => x.scene === 'game', 10000);
    check(Boolean(d), 'and it loads after the reload');
  }
}

// The page in Chromium started with --lang=cs and no language in the address: the game takes
// the browser's language (SDL reads navigator.languages) and its greeting is in Czech.
async function browserLanguage(url) {
  const { browser, close } = await chromium.launch({ lang: 'cs' });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    const langs = await chromium.evaluate(page, () => navigator.languages.join(','));
    const d = await opened(page, true);
    const labels = d ? d.buttons.map((b) => b.label) : [];
    check(labels.includes('Naučit se hrát'),
      `a browser in Czech (navigator.languages ${langs}) gets the game in Czech (${labels.join(', ') || 'no buttons'})`);
  } finally {
    await close();
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { server, url } = await serve(webDir);
  const log = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      const page = await chromium.loggedPage(browser, log, { width, height, deviceScaleFactor: 1, hasTouch: true });
      await page.goto(`${url}?arg=--lang&arg=en&env=CITADELA_POINTER=fine`, { waitUntil: 'load', timeout: 60000 });
      check(Boolean(await opened(page, true)), 'the page draws its first frame');
      await lesson(page);
      await expansionGame(page);
      await settingsKept(page);
    } finally {
      await close();
    }
    await browserLanguage(url);
  } finally {
    fs.writeFileSync(path.join(outDir, 'screens-console.log'), log.join('\n') + '\n');
    server.close();
  }
}

chromium.runChecks(main);
