// A table opened from the page (make web-check, run by tests/web/check.sh; issue 90): the page
// served by the real citadela-server --web. "Host a table" in the page opens the new-table
// form for the server the page came from (a page cannot listen on a port); its lobby gives
// the join link, and "Copy link" puts it on the browser's clipboard; a second page opened by
// that link sits at the table, and reloaded there it has its player's name back; a third
// page's join form has the page's own server and port and no list of tables on the local
// network. Prints "web-check: ok: ..." or "web-check: FAILED: ..." per check.
//   node tests/web/host.js SERVER_BINARY WEB_DIR OUT_DIR WxH    (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const { startServer, stopServer, runChecks } = require('./server.js');

const [serverBin, webDir, outDir, size] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep, until, press, within } = chromium;


// A page of the browser at url, its console kept in log; once its first frame is drawn (the
// greeting passed by "Not now").
async function openPage(browser, url, log, tag) {
  const page = await browser.newPage(); // a browser or one of its contexts
  page.on('console', (m) => log.push(`${tag}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${tag}: pageerror: ${e.message}`));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const d = await until(page, (x) => x.buttons.length > 0, 120000);
  if (d && d.buttons.some((b) => b.label === 'Not now')) await press(page, 'Not now');
  return page;
}
// The last "join fields" line a page logged after line `from` (address|port|code|name).
const joinFields = (log, tag, from = 0) => {
  const lines = log.slice(from).filter((l) => l.startsWith(`${tag}: `) && /citadela: net: join fields /.test(l));
  return lines.length ? lines[lines.length - 1].replace(/^.*join fields /, '') : null;
};
async function loggedJoin(log, tag, want, ms, from = 0) {
  for (const t0 = Date.now(); Date.now() - t0 < ms; await sleep(100)) {
    const f = joinFields(log, tag, from);
    if (f !== null && want(f)) return f;
  }
  return joinFields(log, tag, from);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const state = fs.mkdtempSync(path.join(outDir, 'host-state-'));
  const { proc, port } = await startServer(serverBin, webDir, state);
  const origin = `http://127.0.0.1:${port}`;
  const log = [];
  try {
    const { browser, close } = await chromium.launch();
    try {
      await browser.defaultBrowserContext().overridePermissions(origin, ['clipboard-read', 'clipboard-write',
        'clipboard-sanitized-write']);
      // 1. Host a table from the page.
      const host = await openPage(browser, `${origin}/?arg=--lang&arg=en`, log, 'host');
      check(await press(host, 'Host a table'), 'the page\'s menu offers Host a table');
      const form = await until(host, (x) => x.scene === 'newgame', 10000);
      const said = log.find((l) => /the host form, on the page's server /.test(l)) || '';
      check(Boolean(form) && said.includes(`127.0.0.1 port ${port}`),
        `Host a table opens the new-table form for the page's own server (${said.replace(/^.*citadela: net: /, '') || 'not said'})`);
      // The form's first seat is this page's player; the others friends over the network.
      check(await press(host, 'Open the table'), 'the form opens the table');
      const lobby = await until(host, (x) => x.scene === 'lobby' && x.buttons.some((b) => b.label === 'Copy link'), 20000);
      check(Boolean(lobby), 'the lobby of the table on the page\'s server offers its link (Copy link)');
      // 2. Copy link: the browser's clipboard has it.
      let link = '';
      if (lobby) {
        await press(host, 'Copy link');
        await sleep(500);
        link = await host.evaluate(() => navigator.clipboard.readText()).catch((e) => `(unread: ${e.message})`);
      }
      const m = /^http:\/\/127\.0\.0\.1:(\d+)\/#join=([A-Z0-9]+)$/.exec(link);
      check(Boolean(m) && Number(m[1]) === port, `Copy link puts the table's link on the browser's clipboard (${link || 'nothing'})`);
      await host.screenshot({ path: path.join(outDir, 'host-lobby.png') });
      // 3. A friend's page opened by the link sits at the table: another browser's (a context
      // of its own: not this page's saves and kept seats).
      if (m) {
        const elsewhere = await browser.createBrowserContext();
        const friend = await openPage(elsewhere, link, log, 'friend');
        const f1 = await loggedJoin(log, 'friend', (f) => f.startsWith(`127.0.0.1|${port}|${m[2]}|`), 20000);
        check(f1 === `127.0.0.1|${port}|${m[2]}|`, `the link opens the join form with the page's server, port and code (${f1})`);
        const d = await until(friend, (x) => x.fields.some((f) => f.label === 'Your name'), 10000);
        const field = d && d.fields.find((f) => f.label === 'Your name');
        if (field) {
          await friend.mouse.click(...chromium.centre(field));
          await friend.keyboard.type('Vera', { delay: 40 });
        }
        await loggedJoin(log, 'friend', (f) => f.endsWith('|Vera'), 5000);
        await press(friend, 'Join');
        const sat = await until(friend, (x) => x.scene === 'lobby', 20000);
        check(Boolean(sat), 'the friend joins the table by the link');
        // 4. The friend's page reloaded at the link: the name comes back, not typed again.
        // Once the seat's key is kept (written when the table welcomes the seat) and stored.
        const kept = () => friend.evaluate(() => Module.FS.analyzePath('/citadela/data/network-seat.txt').exists &&
          !Module.citadelaStoreBusy());
        for (const more = within(10000); more() && !(await kept());) await sleep(100);
        await sleep(300);
        for (const more = within(5000); more() && !(await kept());) await sleep(100);
        const from = log.length;
        await friend.reload({ waitUntil: 'domcontentloaded' });
        const f2 = await loggedJoin(log, 'friend', (f) => f.startsWith(`127.0.0.1|${port}|${m[2]}|`), 60000, from);
        check(f2 === `127.0.0.1|${port}|${m[2]}|Vera`, `after a reload the page joined by the link has its player's name (${f2})`);
        await elsewhere.close();
      }
      // 5. The join form from a page's menu: the page's own server and port.
      const other = await openPage(browser, `${origin}/?arg=--lang&arg=en`, log, 'other');
      await press(other, 'Join a table');
      const f3 = await loggedJoin(log, 'other', (f) => f.startsWith('127.0.0.1|'), 10000);
      check(f3 !== null && f3.startsWith(`127.0.0.1|${port}|`), `a page's join form has the page's own server and port (${f3})`);
      // and no list of tables on the local network, which a page can never find (the join
      // screen's search for them says so in the log when it starts).
      const listens = log.filter((l) => /listens for tables/.test(l));
      check(listens.length === 0, `a page's join form looks for no tables on the local network (${listens.length} searches)`);
      await other.screenshot({ path: path.join(outDir, 'host-join-form.png') });
    } finally {
      await close();
    }
  } finally {
    fs.writeFileSync(path.join(outDir, 'host-console.log'), log.join('\n') + '\n');
    await stopServer(proc);
    fs.rmSync(state, { recursive: true, force: true });
  }
}

runChecks(main);
