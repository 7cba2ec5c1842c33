// The served page from the build's files (make web, mk/web.mk): every file the page loads is
// copied to v/ under a name carrying a hash of its content (citadela.js -> v/citadela.3f2a9c01d4e7.js),
// so a server may tell the browser to keep it for good (Cache-Control: immutable, net/web.c)
// and a new build is new names; with a gzip and a brotli copy beside it where that pays
// (made once here, sent by the server when the browser accepts them). index.html and the
// service worker (sw.js) keep their names and get the table of names written in: the page
// finds each file through it (Module.locateFile), the worker keeps the page's files for a
// reload, online or off.
//   node publish.js OUT_DIR PAGE_TEMPLATE SW_TEMPLATE [--first [NAME=]FILE]... [--later NAME=FILE]...
//                   [--page NAME=TEMPLATE]...
// --first: a file the page needs before it starts, under its own name in the table or NAME
// (an emcc program's .js brings the files emcc wrote beside it: its .wasm, .data,
// .worker.js, whatever shares its stem); --later: one it fetches when it wants it (the
// 256-px tile sheet); --page: one more file under its own name with the table written in, as
// index.html (the web app manifest, its icons' names).
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const [outDir, pageTemplate, swTemplate, ...rest] = process.argv.slice(2);
if (!swTemplate) {
  console.error('usage: node publish.js OUT_DIR PAGE_TEMPLATE SW_TEMPLATE [--first FILE]... [--later NAME=FILE]...');
  process.exit(2);
}

// The files: [table name, source path, first?].
const files = [], pages = [];
for (let i = 0; i < rest.length; i += 2) {
  const kind = rest[i], arg = rest[i + 1];
  if (kind === '--page') {
    const eq = arg.indexOf('=');
    pages.push([arg.slice(eq + 1), arg.slice(0, eq)]);
  } else if (kind === '--later') {
    const eq = arg.indexOf('=');
    files.push([arg.slice(0, eq), arg.slice(eq + 1), false]);
  } else if (kind === '--first' && arg.includes('=')) {
    const eq = arg.indexOf('=');
    files.push([arg.slice(0, eq), arg.slice(eq + 1), true]);
  } else if (kind === '--first') {
    files.push([path.basename(arg), arg, true]);
    if (arg.endsWith('.js')) { // an emcc program: the files it wrote beside it
      const dir = path.dirname(arg), stem = path.basename(arg, '.js') + '.';
      for (const f of fs.readdirSync(dir).sort())
        if (f.startsWith(stem) && f !== path.basename(arg) && fs.statSync(path.join(dir, f)).isFile())
          files.push([f, path.join(dir, f), true]);
    }
  } else {
    console.error(`publish.js: unknown argument ${kind}`);
    process.exit(2);
  }
}

const vdir = path.join(outDir, 'v');
fs.mkdirSync(vdir, { recursive: true });
const table = {}, first = [], later = [];
const written = new Set();
// Compressed copies only where they save a tenth or more (a PNG is compressed already).
function compressed(target, body) {
  const copies = [
    ['.gz', () => zlib.gzipSync(body, { level: 9 })],
    ['.br', () => zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
  ];
  for (const [ext, make] of copies) {
    const file = target + ext;
    if (!fs.existsSync(file)) {
      const small = make();
      if (small.length <= body.length * 0.9) fs.writeFileSync(file + '.tmp', small), fs.renameSync(file + '.tmp', file);
    }
    if (fs.existsSync(file)) written.add(path.basename(file));
  }
}
for (const [name, src, isFirst] of files) {
  const body = fs.readFileSync(src);
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  const base = path.basename(name), dot = base.lastIndexOf('.');
  const hashed = dot > 0 ? `${base.slice(0, dot)}.${hash}${base.slice(dot)}` : `${base}.${hash}`;
  const target = path.join(vdir, hashed);
  if (!fs.existsSync(target)) fs.writeFileSync(target + '.tmp', body), fs.renameSync(target + '.tmp', target);
  written.add(hashed);
  if (!/\.png$/i.test(hashed)) compressed(target, body);
  table[name] = `v/${hashed}`;
  (isFirst ? first : later).push(`v/${hashed}`);
}
// The names of earlier builds go: v/ holds this build's files only.
for (const f of fs.readdirSync(vdir))
  if (!written.has(f)) fs.rmSync(path.join(vdir, f), { force: true });

// The table into the page and the worker: @FILES@ the table (JSON), @FIRST@ the files the
// page loads before it starts, @LATER@ the others, @VERSION@ a hash of all three (the
// worker's own content changes with every build, so the browser installs it anew).
const version = crypto.createHash('sha256').update(JSON.stringify([table, first, later])).digest('hex').slice(0, 12);
const fill = (text) => text.replace(/@FILES@/g, JSON.stringify(table)).replace(/@FIRST@/g, JSON.stringify(first))
  .replace(/@LATER@/g, JSON.stringify(later)).replace(/@VERSION@/g, version)
  .replace(/@file:([^@]+)@/g, (m, name) => {
    if (!table[name]) throw new Error(`${m}: no such file in the table`);
    return table[name];
  });
for (const [template, name] of [[pageTemplate, 'index.html'], [swTemplate, 'sw.js'], ...pages]) {
  const out = path.join(outDir, name), text = fill(fs.readFileSync(template, 'utf8'));
  fs.writeFileSync(out + '.tmp', text);
  fs.renameSync(out + '.tmp', out);
  const gz = zlib.gzipSync(Buffer.from(text), { level: 9 }), br = zlib.brotliCompressSync(Buffer.from(text));
  fs.writeFileSync(out + '.gz', gz);
  fs.writeFileSync(out + '.br', br);
}
const size = (list) => list.reduce((n, f) => n + fs.statSync(path.join(outDir, f)).size, 0);
console.log(`publish: ${first.length} files the page loads first (${(size(first) / 1e6).toFixed(1)} MB before compression), ` +
  `${later.length} later (${(size(later) / 1e6).toFixed(1)} MB), version ${version}`);
