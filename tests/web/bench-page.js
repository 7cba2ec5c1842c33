// make web-bench's figure in Chromium (run by tests/web/bench.sh): the computer players' search
// as the page runs it, cit-cli review compiled for a page (mk/web.mk WEB_CLI_PAGE, the saved
// game inside its data), served on loopback with the COOP/COEP headers its threads need, in
// Debian's headless Chromium. Timed in the page from just before main to its exit, RUNS times,
// the best kept; its review must read as the native one's (NATIVE_OUT).
// Prints "bench-page: MS ms" and exits 0, or says why not and exits 1.
//   node tests/web/bench-page.js PAGE_DIR BUDGET RUNS NATIVE_OUT   (NODE_PATH: puppeteer-core's folder)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');
const serve = require('./serve.js');

const [dir, budget, runs, nativeOut] = process.argv.slice(2);

const page = `<!doctype html><meta charset="utf-8"><title>review</title><script>
var t0 = 0, lines = [];
var Module = {
  arguments: ['review', '/review.sav', '--budget', '${Number(budget)}'],
  print: function (t) { lines.push(t); },
  printErr: function (t) { lines.push(t); },
  preRun: [function () { t0 = performance.now(); }],
  onExit: function (code) { window.reviewDone = { code: code, ms: performance.now() - t0, text: lines.join('\\n') }; }
};
</script><script src="cit-cli.js"></script>`;

async function main() {
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  const want = fs.readFileSync(nativeOut, 'utf8').trim();
  const { server, url } = await serve(dir);
  const { browser, close } = await chromium.launch();
  let best = null;
  try {
    for (let i = 0; i < Number(runs); i++) {
      const tab = await browser.newPage();
      await tab.goto(url, { waitUntil: 'load', timeout: 60000 });
      await tab.waitForFunction(() => window.reviewDone, { timeout: 600000, polling: 200 });
      const done = await tab.evaluate(() => window.reviewDone);
      await tab.close();
      if (done.code !== 0 || done.text.trim() !== want) {
        console.log(`bench-page: the page's review differs from the native one (exit ${done.code})`);
        process.exitCode = 1;
        return;
      }
      if (best === null || done.ms < best) best = done.ms;
    }
    console.log(`bench-page: ${Math.round(best)} ms`);
  } finally {
    await close();
    server.close();
  }
}

main().catch((e) => {
  console.log(`bench-page: ${e.message}`);
  process.exitCode = 1;
});
