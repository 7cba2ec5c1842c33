// A browser seat at a citadela-server table (make web-check, run by tests/web/three-systems.sh):
// the real server (--web) serves the page and the game over a WebSocket on one loopback port; a
// native seat (build/net_seat) has opened a table and printed its code (a Windows seat may sit
// there already: the page takes whichever seat the server gives it). The page is
// opened by the table's join link, the name typed and Join clicked by real pointer and key
// events, and the page's seat plays its turns by keys (E puts the tile on the next lit cell,
// Space ends the turn) to the end of the game. Prints "web-check: ok: ..." or "web-check:
// FAILED: ..." per check; the page's final hash goes to OUT_DIR/join-final.hash and its final
// autosave to join-final.cit for check.sh to compare with the native seat's final game.
// Every WebSocket frame the page receives is read (DevTools' Network domain): the page must
// be sent its own seat's token and never another seat's (read from the server's table file).
// With BASE and SPKI (tests/web/origin.sh's https:// table): the page is opened at BASE
// (https://citadela.test:PORT, the name mapped to 127.0.0.1) with the test authority's
// certificate trusted by its key's hash, and its seat plays over wss://.
//   node tests/web/join.js PORT CODE TABLE_DIR OUT_DIR WxH [BASE SPKI]   (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');

const [port, code, tableDir, outDir, size, base, spki] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, within } = chromium;

// Waits (bounded) until the console has a line matching re after line `from`; the match or null.
async function logged(log, re, from, ms) {
  for (const t0 = Date.now(); Date.now() - t0 < ms; await sleep(100)) {
    for (let i = from; i < log.length; i++) {
      const m = re.exec(log[i]);
      if (m) return m;
    }
  }
  return null;
}
const lastNet = (log) => {
  for (let i = log.length - 1; i >= 0; i--) if (/citadela: net: table /.test(log[i])) return log[i];
  return '';
};

// The seats' tokens in the server's table files ("#@net seat I KIND STATE TOKEN NAME").
function tableTokens(dir) {
  const tokens = {};
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else for (const l of fs.readFileSync(p, 'latin1').split('\n')) {
        const m = /^#@net seat (\d+) \d+ \d+ ([0-9a-f]{32}) /.exec(l);
        if (m) tokens[m[1]] = m[2];
      }
    }
  };
  try { walk(dir); } catch (e) { /* no files yet */ }
  return tokens;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const { browser, close } = await chromium.launch(base ? {
    args: ['--host-resolver-rules=MAP *.test 127.0.0.1', `--ignore-certificate-errors-spki-list=${spki}`],
  } : {});
  const log = [];
  const frames = [];
  try {
    const page = await browser.newPage();
    page.on('console', (m) => log.push(m.text()));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    const cdp = await page.target().createCDPSession();
    await cdp.send('Network.enable');
    const sockets = [];
    cdp.on('Network.webSocketCreated', (e) => sockets.push(e.url));
    cdp.on('Network.webSocketFrameReceived', (e) => {
      const r = e.response;
      frames.push(r.opcode === 2 ? Buffer.from(r.payloadData, 'base64').toString('latin1') : r.payloadData);
    });
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    const link = `${base || `http://127.0.0.1:${port}`}/#join=${code}`;
    const host = base ? new URL(base).hostname : '127.0.0.1';
    await page.goto(link, { waitUntil: 'load', timeout: 60000 });
    check(await chromium.evaluate(page, () => self.crossOriginIsolated === true),
      'the page citadela-server serves is cross-origin isolated');
    const opened = await logged(log, /citadela: net: join fields ([^|]*)\|(\d+)\|([^|]*)\|$/, 0, 120000);
    check(Boolean(opened) && opened[1] === host && opened[2] === port && opened[3] === code,
      `the join link opens the join screen with the address, port and code and no name (${opened ? opened[0] : 'not seen'})`);
    await sleep(1000);
    // The name field, found by its words (the window says where it drew it), clicked, then
    // the name typed key by key; typed again over whatever a lost key left if the field does
    // not show it.
    const described = await chromium.until(page, (d) => d.fields.some((f) => f.label === 'Your name'), 10000);
    const nameField = described && described.fields.find((f) => f.label === 'Your name');
    check(Boolean(nameField), 'the join screen shows its name field');
    let named = null;
    for (let i = 0; i < 5 && nameField && !named; i++) {
      const from = log.length;
      await page.mouse.click(...chromium.centre(nameField));
      await sleep(200);
      await page.keyboard.press('End');
      for (let k = 0; k < 8; k++) await page.keyboard.press('Backspace');
      await page.keyboard.type('Web', { delay: 50 });
      named = await logged(log, /join fields [^|]*\|[^|]*\|[^|]*\|Web$/, from, 3000);
    }
    check(Boolean(named), 'the name is typed into the join screen');
    // Join by the mouse: the page connects and sits down (its first table line); clicked
    // again only while the join screen stays. The native seat then starts the game.
    let seated = null;
    for (let i = 0; i < 5 && named && !seated; i++) {
      if (!(await chromium.press(page, 'Join', { ms: 5000 }))) break;
      seated = await logged(log, /citadela: net: table /, 0, 15000);
    }
    const sat = seated && await logged(log, /citadela: net: table \S+ scene game/, 0, 60000);
    if (!sat) await page.screenshot({ path: path.join(outDir, 'join-failed.png') });
    check(Boolean(sat), 'Join sits the page at the server\'s table and the game starts');
    // The server writes its table file as the game goes and removes it once the game is
    // over and everyone left: the tokens are read from it during the game.
    const tokens = tableTokens(tableDir);
    // The page's turns by keys, each once its screen decides ("here 1"), until the game is
    // over (6 minutes at most).
    const over = () => log.map((l) => /citadela: game over, hash ([0-9a-f]{16})/.exec(l)).find((m) => m);
    let turns = 0;
    for (const t0 = Date.now(); sat && !over() && Date.now() - t0 < 360000;) {
      if (!/ here 1$/.test(lastNet(log))) {
        await sleep(100);
        continue;
      }
      Object.assign(tokens, tableTokens(tableDir));
      const before = lastNet(log);
      await page.keyboard.press('e');
      await sleep(150);
      await page.keyboard.press('Space');
      turns++;
      for (const more = within(3000); more() && lastNet(log) === before;) await sleep(100);
    }
    const m = over();
    check(Boolean(m), `the page's seat plays its turns by keys to the end of the game (${turns} turns${m ? ', hash ' + m[1] : ''})`);
    fs.writeFileSync(path.join(outDir, 'join-final.hash'), m ? m[1] + '\n' : '');
    // The server's whole final game, kept as the page's autosave once the results show.
    // A joined seat never keeps its view as the autosave, so the first one is the final game
    // (written whole at once: the file system is in memory, the store's copy follows).
    let final = '';
    for (let i = 0; m && i < 100; i++) {
      await sleep(300);
      final = await chromium.autosave(page);
      if (final && !(await chromium.evaluate(page, () => Module.citadelaStoreBusy()))) break;
    }
    fs.writeFileSync(path.join(outDir, 'join-final.cit'), final);
    // The socket's scheme: wss:// from an https:// page (browsers refuse ws:// there).
    const scheme = base && base.startsWith('https:') ? 'wss://' : 'ws://';
    check(sockets.length > 0 && sockets.every((u) => u.startsWith(scheme)),
      `the page's WebSocket goes to ${scheme} (${sockets.join(', ') || 'none opened'})`);
    // Only its own view: the page's seat's token reaches it (its welcome), no other seat's does.
    const text = frames.join('\n');
    const own = /welcome (\d) ([0-9a-f]{32})/.exec(text);
    const seat = own ? own[1] : null;
    check(Boolean(own) && own[2] === tokens[seat],
      `the page is sent its own seat's token (${frames.length} frames read; welcome ${own ? 'to seat ' + seat : 'not seen'}, table file ${tokens[seat] ? 'read' : 'not read'})`);
    const others = Object.keys(tokens).filter((s) => s !== seat);
    check(Boolean(own) && others.length > 0 && others.every((s) => !text.includes(tokens[s])),
      `the page is never sent another seat's token (seats ${others.join(', ') || 'none'} read from the table file)`);
  } finally {
    fs.writeFileSync(path.join(outDir, 'join-console.log'), log.join('\n') + '\n');
    await close();
  }
}

chromium.runChecks(main);
