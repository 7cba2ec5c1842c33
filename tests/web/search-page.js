// One selfplay run in a page in Chromium (run by tests/web/search-bench.sh): the computer
// players' search as the page runs it (mk/web.mk WEB_SELFPLAY_PAGE), served on loopback with
// the COOP/COEP headers its threads need, in Debian's headless Chromium. The page takes
// selfplay's arguments from its address (index.html?arg=--games&arg=1&arg=medium...), so a
// person can open it too; its output goes to the console and here.
// Prints the program's output and exits with its status (1 if it did not end).
//   node tests/web/search-page.js PAGE_DIR ARG...   (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [dir, ...args] = process.argv.slice(2);

const page = `<!doctype html><meta charset="utf-8"><title>selfplay</title><script>
var lines = [];
var Module = {
  arguments: new URLSearchParams(location.search).getAll('arg'),
  print: function (t) { lines.push(t); console.log(t); },
  printErr: function (t) { lines.push(t); console.log(t); },
  onExit: function (code) { window.selfplayDone = { code: code, text: lines.join('\\n') }; }
};
</script><script src="selfplay.js"></script>`;

async function main() {
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  const { server, url } = await serve(dir);
  const { browser, close } = await chromium.launch();
  try {
    const tab = await browser.newPage();
    const query = args.map((a) => `arg=${encodeURIComponent(a)}`).join('&');
    await tab.goto(`${url}?${query}`, { waitUntil: 'load', timeout: 60000 });
    // A Big Box game of medium computers takes minutes on a loaded machine.
    await tab.waitForFunction(() => window.selfplayDone, { timeout: 1800000, polling: 500 });
    const done = await tab.evaluate(() => window.selfplayDone);
    console.log(done.text);
    process.exitCode = done.code === 0 ? 0 : 1;
  } finally {
    await close();
    server.close();
  }
}

main().catch((e) => {
  console.log(`search-page: ${e.message}`);
  process.exitCode = 1;
});
