// One selfplay run in a page in Chromium (run by tests/web/search-bench.sh): the computer
// players' search as the page runs it (mk/web.mk WEB_SELFPLAY_PAGE), served on loopback with
// the COOP/COEP headers its threads need, in Debian's headless Chromium. The page takes
// selfplay's arguments from its address (index.html?arg=--games&arg=1&arg=medium...), so a
// person can open it too; its output goes to the console and here.
// Prints the program's output, then the CPU seconds the browser's processes spent from main's
// start to its exit (a figure that holds on a loaded machine, where the page's own clock does
// not), and exits with the program's status (1 if it did not end).
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
  preRun: [function () { window.selfplayStarted = true; }],
  onExit: function (code) { window.selfplayDone = { code: code, text: lines.join('\\n') }; }
};
</script><script src="selfplay.js"></script>`;

// The user and system seconds of the browser and every process under it (Linux's /proc).
function cpuSeconds(root) {
  const tick = 100; // USER_HZ
  const stat = (pid) => {
    try { return fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch (e) { return null; }
  };
  const parent = new Map();
  for (const d of fs.readdirSync('/proc')) {
    const s = /^\d+$/.test(d) && stat(d);
    if (s) parent.set(Number(d), s.slice(s.lastIndexOf(')') + 2).split(' '));
  }
  let total = 0;
  for (const [pid, f] of parent) {
    let p = pid;
    while (p && p !== root && parent.has(p)) p = Number(parent.get(p)[1]);
    if (p === root) total += (Number(f[11]) + Number(f[12])) / tick; // utime, stime
  }
  return total;
}

async function main() {
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  const { server, url } = await serve(dir);
  const { browser, close } = await chromium.launch();
  try {
    const tab = await browser.newPage();
    const query = args.map((a) => `arg=${encodeURIComponent(a)}`).join('&');
    await tab.goto(`${url}?${query}`, { waitUntil: 'load', timeout: 60000 });
    await tab.waitForFunction(() => window.selfplayStarted, { timeout: 60000, polling: 10 });
    const cpu0 = cpuSeconds(browser.process().pid);
    // A Big Box game of medium computers takes minutes on a loaded machine.
    await tab.waitForFunction(() => window.selfplayDone, { timeout: 1800000, polling: 500 });
    const cpu = cpuSeconds(browser.process().pid) - cpu0;
    const done = await tab.evaluate(() => window.selfplayDone);
    console.log(done.text);
    console.log(`search-page: the browser's CPU from main's start to its exit: ${cpu.toFixed(2)} s`);
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
