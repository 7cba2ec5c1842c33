// Debian's Chromium for the page's checks (check.js, join.js), driven by puppeteer-core: headless,
// with a new empty profile every run (no saves or settings from an earlier one), and the page's
// autosave as its program sees it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const puppeteer = require('puppeteer-core');

// The browser and close(), which also removes the profile.
async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'citadela-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    // No network but the loopback page: no updates, no sync, no QUIC probes. WebGL through
    // SwiftShader (no GPU here), which Chromium now enables only when asked.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader'],
  });
  const close = async () => {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { browser, close };
}

const autosavePath = '/citadela/state/autosave.cit';
// The autosave as the page's program sees it ('' when there is none).
const autosave = (page) => page.evaluate((p) => {
  try { return Module.FS.readFile(p, { encoding: 'utf8' }); } catch (e) { return ''; }
}, autosavePath);

// One check's line in web-check's log; checks.failed counts the failures for the exit code.
const checks = { failed: 0 };
function check(ok, what) {
  console.log(`web-check: ${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) checks.failed++;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

module.exports = { launch, autosave, check, checks, sleep };
