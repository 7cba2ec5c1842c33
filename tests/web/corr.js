// A correspondence table the page plays over days (make web-check, run by tests/web/check.sh;
// issue 97): the real citadela-server --web over https:// (a test authority and a certificate
// for citadela.test made now with openssl, Chromium mapping *.test to 127.0.0.1 and trusting
// the certificate by its key's hash, as tests/web/origin.sh does). Ada's page opens a table by
// correspondence (three days a move, the form's default) and starts it with the second seat open; Bruno's browser
// (a context of its own: its own store) opens the table's link, types his name and sits. Each
// plays a move; both close their tabs (their browsers' stores stay), come back to the page's
// address, find the game in My games (whose turn it is), open it and play on. The server's
// database holds the moves made after the tabs came back. Prints "web-check: ok: ..." or
// "web-check: FAILED: ..." per check.
//   node tests/web/corr.js SERVER_BINARY WEB_DIR OUT_DIR WxH    (NODE_PATH: puppeteer-core's folder)
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');

const [serverBin, webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, until, press, describe, within } = chromium;

// A test authority and citadela.test's certificate signed by it (never kept); the base64 of
// the SHA-256 of the certificate's public key, which Chromium is told to trust.
function makeCertificate(dir) {
  const sh = (cmd) => execFileSync('sh', ['-c', cmd], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  sh('openssl req -x509 -newkey rsa:2048 -nodes -keyout ca-key.pem -out ca.pem -days 2 ' +
    '-subj "/CN=Citadela test authority" -addext basicConstraints=critical,CA:TRUE ' +
    '-addext keyUsage=critical,keyCertSign,cRLSign');
  sh('openssl req -newkey rsa:2048 -nodes -keyout key.pem -out cert.csr -subj "/CN=citadela.test"');
  fs.writeFileSync(path.join(dir, 'ext.cnf'),
    'subjectAltName=DNS:citadela.test\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n');
  sh('openssl x509 -req -in cert.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 2 -out cert.pem -extfile ext.cnf');
  return sh('openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der | ' +
    'openssl dgst -sha256 -binary | base64').toString().trim();
}


// One answer of the server's database about table `code` ('' when it cannot be read).
function stored(state, code, select) {
  try {
    return execFileSync('sqlite3', ['-readonly', path.join(state, 'citadela.db'),
      `${select} WHERE code = '${code.replace(/[^A-Z0-9]/g, '')}';`]).toString().trim();
  } catch (e) {
    return '';
  }
}
// The moves it holds for that table (-1 when it cannot be read).
const storedMoves = (state, code) => Number(stored(state, code, 'SELECT count(*) FROM moves') || -1);

// A tab of this browser (or context) at url, its console kept in log, once its first frame is
// drawn (the greeting passed by "Not now").
async function openTab(context, url, log, tag) {
  const page = await context.newPage();
  page.on('console', (m) => log.push(`${tag}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${tag}: pageerror: ${e.message}`));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now');
  return page;
}

// The tab closed once what it keeps (its player key) is in the browser's store; another tab of
// the same browser opened first, blank, so that the browser and its store stay.
async function closeTab(page) {
  const kept = () => page.evaluate(() => Module.FS.analyzePath('/citadela/data/player-keys.txt').exists &&
    !Module.citadelaStoreBusy());
  let ok = false;
  for (const more = within(30000); more() && !(ok = await kept());) await sleep(100);
  await sleep(300);
  for (const more = within(10000); more() && !(await kept());) await sleep(100);
  const blank = await page.browserContext().newPage();
  await page.close();
  return { ok, blank };
}

// This seat's move once it is its turn: E lays the tile on the next lit cell, Space ends the
// turn (as join.js plays); the question about turn notifications, which a later visit's
// table asks whenever it comes, answered "No, thanks". Whether the turn passed; a shot of
// the page when it did not (OUT_DIR/corr-NAME.png).
async function playMove(page, name) {
  const waiting = (x) => x.buttons.some((b) => b.label === 'No, thanks') ||
    (x.scene === 'game' && x.yours === 1 && (x.hand || x.laid));
  for (let tries = 0; tries < 8; tries++) {
    const d = await until(page, waiting, 30000);
    if (!d) break;
    if (d.buttons.some((b) => b.label === 'No, thanks')) {
      await press(page, 'No, thanks');
      await sleep(300);
      continue;
    }
    if (!d.laid) { // a Space that came before the tile was down: the next round ends the turn
      await page.keyboard.press('e');
      await sleep(200);
    }
    await page.keyboard.press('Space');
    if (await until(page, (x) => x.scene === 'game' && x.yours === 0, 5000, { exact: true })) return true;
  }
  const d = await describe(page);
  console.log(`web-check: ${name}'s page shows ${d ? d.scene : 'nothing'}: ${d ? d.buttons.map((b) => b.label).join(', ') : ''}`);
  await page.screenshot({ path: path.join(outDir, `corr-${name}.png`) });
  return false;
}

// My games from the menu, once it lists table `code`: its card, or null.
async function myGame(page, code) {
  if (!(await press(page, 'My games', { ms: 20000 }))) return null;
  const d = await until(page, (x) => x.scene === 'mygames' && (x.games || []).some((g) => g.code === code), 30000);
  return d ? { card: d.games.find((g) => g.code === code), at: d.games.findIndex((g) => g.code === code) } : null;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'corr-state-'));
  const tls = path.join(state, 'tls');
  fs.mkdirSync(tls);
  let spki = '';
  try {
    spki = makeCertificate(tls);
  } catch (e) {
    check(false, `openssl makes a test authority and a certificate for citadela.test (${e.message})`);
    fs.rmSync(state, { recursive: true, force: true });
    return;
  }
  const { proc, port } = await startServer(serverBin, webDir, state, ['--join-delay', '0',
    '--tls-cert', path.join(tls, 'cert.pem'), '--tls-key', path.join(tls, 'key.pem')], 20000);
  const origin = `https://citadela.test:${port}`;
  const url = `${origin}/?arg=--lang&arg=en`;
  const log = [];
  try {
    const { browser, close } = await chromium.launch({
      args: ['--host-resolver-rules=MAP *.test 127.0.0.1', `--ignore-certificate-errors-spki-list=${spki}`],
    });
    try {
      const adaHome = browser.defaultBrowserContext();
      await adaHome.overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      // 1. Ada opens a table by correspondence (three days, the form's default) and starts it
      // with the second seat open.
      let ada = await openTab(adaHome, url, log, 'ada');
      await until(ada, (x) => x.scene === 'menu', 20000);
      let opened = await press(ada, 'Host a table') && Boolean(await until(ada, (x) => x.scene === 'newgame', 20000)) &&
        await press(ada, 'By correspondence') && await press(ada, 'Open the table');
      const lobby = opened && await until(ada, (x) => x.scene === 'lobby' && x.buttons.some((b) => b.label === 'Copy link'), 30000);
      const pace = log.find((l) => /^ada: .*citadela: net: table .*/.test(l)) || '';
      check(Boolean(lobby), `the page opens a correspondence table on its server over https:// (${pace.replace(/^.*net: /, '') || 'no table line'})`);
      let link = '';
      if (lobby) {
        await press(ada, 'Copy link');
        for (const more = within(5000); more() && !link.startsWith('https://');) {
          await sleep(100);
          link = await ada.evaluate(() => navigator.clipboard.readText()).catch(() => '');
        }
      }
      const m = /^https:\/\/citadela\.test:(\d+)\/#join=([A-Z0-9]+)$/.exec(link);
      check(Boolean(m) && Number(m[1]) === port, `its link is the table's on https:// (${link || 'nothing copied'})`);
      const code = m ? m[2] : '';
      const started = m && await press(ada, 'Start game', { ms: 20000 }) &&
        await until(ada, (x) => x.scene === 'game', 30000);
      check(Boolean(started), 'the table starts with its second seat open');
      const kind = code ? stored(state, code, 'SELECT kind, days FROM tables') : '';
      check(kind === 'correspondence|3', `the server keeps it as a correspondence table, three days a move (${kind || 'not stored'})`);
      check(Boolean(started) && await playMove(ada, 'ada'), 'Ada plays her first move');

      // 2. Bruno, in a browser of his own, opens the link, types his name and sits.
      const brunoHome = await browser.createBrowserContext();
      let bruno = await openTab(brunoHome, link || url, log, 'bruno');
      const form = await until(bruno, (x) => x.fields.some((f) => f.label === 'Your name'), 30000);
      const field = form && form.fields.find((f) => f.label === 'Your name');
      if (field) {
        await bruno.mouse.click(...chromium.centre(field));
        await sleep(200);
        await bruno.keyboard.type('Bruno', { delay: 50 });
      }
      await sleep(300);
      const sat = field && await press(bruno, 'Join') && await until(bruno, (x) => x.scene === 'game', 60000);
      check(Boolean(sat), 'Bruno\'s browser opens the link, he types his name and sits in the open seat');
      check(Boolean(sat) && await playMove(bruno, 'bruno'), 'Bruno plays his move');
      const before = storedMoves(state, code);

      // 3. Both close their tabs: their browsers (and stores) stay.
      const a1 = await closeTab(ada), b1 = await closeTab(bruno);
      check(a1.ok && b1.ok, 'each page kept its player key in the browser\'s store before its tab closed');

      // 4. They come back to the page's address: My games has the game, whose turn it says.
      await a1.blank.goto('about:blank');
      await a1.blank.close();
      await b1.blank.close();
      ada = await openTab(adaHome, url, log, 'ada2');
      const aGame = await myGame(ada, code);
      check(Boolean(aGame) && aGame.card.state === 'play' && aGame.card.yours === 1,
        `back at the page, Ada's My games lists the game as her turn (${aGame ? JSON.stringify(aGame.card) : 'not listed'})`);
      await ada.screenshot({ path: path.join(outDir, 'corr-mygames.png') });
      bruno = await openTab(brunoHome, url, log, 'bruno2');
      const bGame = await myGame(bruno, code);
      const adaName = aGame && aGame.card.turn;
      check(Boolean(bGame) && bGame.card.state === 'play' && bGame.card.yours === 0 && bGame.card.turn === adaName,
        `Bruno's My games lists it as Ada's turn (${bGame ? JSON.stringify(bGame.card) : 'not listed'})`);

      // 5. Each opens it from there and plays on.
      opened = aGame && await press(ada, 'Open', { nth: aGame.at }) && await until(ada, (x) => x.scene === 'game', 60000);
      check(Boolean(opened) && await playMove(ada, 'ada2'), 'Ada opens the game from My games and plays her next move');
      opened = bGame && await press(bruno, 'Open', { nth: bGame.at }) && await until(bruno, (x) => x.scene === 'game', 60000);
      check(Boolean(opened) && await playMove(bruno, 'bruno2'), 'Bruno opens it from My games and plays his next move');
      check(Boolean(opened) && await playMove(ada, 'ada3'), 'and Ada plays on');

      // 6. A third look, the server's database: the moves made after the tabs came back.
      let after = storedMoves(state, code);
      for (const more = within(5000); more() && !(after >= before + 3 && before > 0);) await sleep(100), after = storedMoves(state, code);
      check(before > 0 && after >= before + 3,
        `the server's database holds the three moves played on (${before} before the tabs closed, ${after} now)`);
      await brunoHome.close();
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'corr-console.log'), log.join('\n') + '\n');
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
