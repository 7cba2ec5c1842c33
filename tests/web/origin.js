// The page opened by a name that is not localhost (make web-check, run by tests/web/origin.sh):
// Chromium maps *.test to 127.0.0.1 (the traffic stays on loopback) and opens the real
// citadela-server --web by that name, as a friend's browser opens a server's address.
//   http   the page is not cross-origin isolated (a browser isolates only a secure context):
//          it must run citadela-nothreads.js, draw its menu, and play a game against the
//          computer to its end, the computer searching in slices between frames while the
//          page keeps drawing (the longest gap between two of the page's frames is measured).
//   https  with the test authority trusted by its key's hash: the page is isolated and runs
//          citadela.js (threads).
// Both say how long the first drawn menu took from the navigation. Prints "web-check: ok: ..."
// or "web-check: FAILED: ..." per check; "web-check: measured: ..." lines for the report.
//   node tests/web/origin.js http|https URL OUT_DIR WxH [SPKI_HASH]   (NODE_PATH: puppeteer-core's)
'use strict';
const fs = require('fs');
const path = require('path');
const chromium = require('./chromium.js');

const [mode, url, outDir, size, spki] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const { check, sleep } = chromium;
const moveLines = (text) => text.split('\n').filter((l) => l.startsWith('move '));

// Where the page cannot run, it says why in words (never a loading text that stays): a
// browser without WebAssembly, and a program that does not arrive (its .wasm refused).
async function cannotRun(browser, url) {
  const status = async (setup) => {
    const page = await browser.newPage();
    try {
      await setup(page);
      await page.goto(url, { waitUntil: 'load', timeout: 60000 });
      for (let i = 0; i < 100; i++) {
        const text = await chromium.evaluate(page, () => document.getElementById('status').textContent);
        if (!/^Loading/.test(text)) return text;
        await sleep(200);
      }
      return await chromium.evaluate(page, () => document.getElementById('status').textContent);
    } finally {
      await page.close();
    }
  };
  const noWasm = await status((p) => p.evaluateOnNewDocument(() => { delete self.WebAssembly; }));
  check(/needs WebAssembly/.test(noWasm), `without WebAssembly the page says so (“${noWasm}”)`);
  const noProgram = await status(async (p) => {
    await p.setRequestInterception(true);
    p.on('request', (r) => (r.url().endsWith('.wasm') ? r.abort() : r.continue()));
  });
  check(/could not start/.test(noProgram), `a program that does not arrive is said in words (“${noProgram}”)`);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const args = ['--host-resolver-rules=MAP *.test 127.0.0.1'];
  if (spki) args.push(`--ignore-certificate-errors-spki-list=${spki}`);
  const { browser, close } = await chromium.launch({ args });
  const log = [], stamped = [];
  try {
    const page = await browser.newPage();
    page.on('console', (m) => { log.push(m.text()); stamped.push([Date.now(), m.text()]); });
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    // The page's frames: the longest gap between two, from when the computer starts.
    await page.evaluateOnNewDocument(() => {
      self.citadelaGap = { last: 0, max: 0, frames: 0, on: false, long: [] };
      const tick = (t) => {
        const g = self.citadelaGap;
        if (g.on && g.last) {
          g.max = Math.max(g.max, t - g.last);
          g.frames++;
          if (t - g.last > 100 && g.long.length < 50) g.long.push([Date.now(), Math.round(t - g.last)]);
        }
        g.last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const t0 = Date.now();
    // A small review budget: the review after the game is judged in slices too, quickly.
    await page.goto(`${url}?arg=--lang&arg=en&env=CITADELA_STILL_BACKDROP=1&env=CITADELA_REVIEW_BUDGET=200`,
      { waitUntil: 'load', timeout: 60000 });
    const menu = await chromium.findButton(page, 'Play against the computer', 120000);
    const menuMs = Date.now() - t0;
    const program = log.map((l) => /citadela: page: (\S+)/.exec(l)).find((m) => m);
    const isolated = await chromium.evaluate(page, () => self.crossOriginIsolated === true);
    const scheme = new URL(url).protocol.replace(':', '');
    if (mode === 'http') {
      check(!isolated, `over http:// by a name, the page is not cross-origin isolated (${new URL(url).host})`);
      check(program && program[1] === 'citadela-nothreads.js',
        `the loader picks the build without threads (${program ? program[1] : 'no choice logged'})`);
    } else {
      check(isolated, `over https:// the page is cross-origin isolated (${new URL(url).host})`);
      check(program && program[1] === 'citadela.js', `the loader picks the build with threads (${program ? program[1] : 'no choice logged'})`);
    }
    check(Boolean(menu), `the menu is drawn over ${scheme}:// (${menu ? menuMs + ' ms' : 'not in 120 s'})`);
    console.log(`web-check: measured: first drawn menu over ${scheme}:// ${menuMs} ms`);
    await page.screenshot({ path: path.join(outDir, `origin-${mode}-menu.png`) });
    if (!menu) return;
    if (mode === 'http') await cannotRun(browser, url);

    // A game against the computer by keys (as check.js plays it): over http:// to its end,
    // the computer searching between frames; over https:// its first moves, for the speed of
    // the search on threads beside it.
    await chromium.evaluate(page, () => { self.citadelaGap.on = true; });
    check(await chromium.press(page, 'Play against the computer'), 'the greeting offers a game against the computer');
    const over = () => log.map((l) => /citadela: game over, hash ([0-9a-f]{16})/.exec(l)).find((m) => m);
    const searched = () => log.filter((l) => /citadela: ai: /.test(l)).length;
    for (const t1 = Date.now(); !over() && (mode === 'http' || searched() < 12) && Date.now() - t1 < 420000;) {
      await page.keyboard.press('e');
      await sleep(200);
      await page.keyboard.press('Space');
      await sleep(1000);
    }
    const gap = await chromium.evaluate(page, () => self.citadelaGap);
    let its = 0, secs = 0, searches = 0, sliced = 0;
    const slices = [];
    for (const l of log) {
      const s = /citadela: ai: (\d+) iterations in ([\d.]+) s( \(in (\d+) slices\))?/.exec(l);
      if (s) { its += Number(s[1]); secs += Number(s[2]); searches++; sliced += s[3] ? 1 : 0; }
      if (s && s[3]) slices.push(Number(s[4]));
    }
    slices.sort((x, y) => x - y);
    const median = slices.length ? slices[slices.length >> 1] : 0;
    const how = mode === 'http' ? 'without threads' : 'on threads';
    if (secs > 0) console.log(`web-check: measured: the computer searched ${Math.round(its / secs)} iterations/s in the page ${how} (${its} in ${secs.toFixed(1)} s, ${searches} searches)`);
    if (mode !== 'http') {
      check(searches >= 12 && sliced === 0, `the computer searched on threads (${searches} searches, ${sliced} in slices)`);
      return;
    }
    const m = over();
    let final = '';
    for (let i = 0; i < 30; i++) {
      await sleep(1000);
      final = await chromium.autosave(page);
      if (final && !(await chromium.evaluate(page, () => Module.citadelaStoreBusy()))) break;
    }
    fs.writeFileSync(path.join(outDir, 'origin-http-final.cit'), final);
    fs.writeFileSync(path.join(outDir, 'origin-http-final.hash'), m ? m[1] + '\n' : '');
    check(Boolean(m), `the game against the computer is played to its end without threads (${moveLines(final).length} moves${m ? ', hash ' + m[1] : ''})`);
    check(searches > 0 && sliced === searches && median >= 3,
      `the computer searched in slices between frames (${sliced} of ${searches} searches, ${median} slices a search at the median)`);
    // The game's review from the results, judged between frames as well.
    const from = log.length;
    const asked = await chromium.press(page, 'Review', { ms: 20000 });
    let judged = null;
    for (const t1 = Date.now(); asked && !judged && Date.now() - t1 < 180000; await sleep(500))
      judged = log.slice(from).map((l) => /citadela: review: (\d+) of (\d+) decisions judged( \(in slices\))?/.exec(l)).find((x) => x);
    check(Boolean(judged) && judged[1] === judged[2] && Boolean(judged[3]),
      `the results' Review judges the game between frames (${judged ? judged[0] : asked ? 'not done in 180 s' : 'no Review button'})`);
    const gap2 = await chromium.evaluate(page, () => self.citadelaGap);
    gap.frames = gap2.frames;
    gap.max = gap2.max;
    gap.long = gap2.long;
    // Never frozen: each search and the review spread over many frames (above), and no gap
    // between two of the page's frames comes near a second on a quiet machine. Gaps of a few
    // hundred ms come from a busy machine (every move also writes the autosave to IndexedDB):
    // counted, shown. The check allows a machine ten times slower (CI's, with the three
    // package checks side by side); a search that froze the page for its whole time fails it.
    const long = gap.long.filter(([, ms]) => ms > 150);
    check(gap.frames > 100 && gap.max < 10000,
      `the page kept drawing while the computer thought and the review ran (${gap.frames} frames, ${long.length} gaps over 150 ms, the longest ${Math.round(gap.max)} ms)`);
    for (const [t, ms] of long) {
      const near = stamped.filter(([u]) => Math.abs(u - t) < 1500).map(([u, l]) => `${u - t} ${l}`).slice(-3);
      console.log(`web-check: a gap of ${ms} ms; the console near it: ${near.join(' | ')}`);
    }
    console.log(`web-check: measured: frames without threads: ${gap.frames}, the longest gap ${Math.round(gap.max)} ms`);
  } finally {
    fs.writeFileSync(path.join(outDir, `origin-${mode}-console.log`), log.join('\n') + '\n');
    await close();
  }
}

chromium.runChecks(main);
