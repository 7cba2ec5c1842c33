// A static file server for the page's tests (make web-check): serves one folder on the
// loopback address only, with the headers the page needs, as citadela-server --web sends
// them (net/web.c): COOP and COEP (the computer players' threads need SharedArrayBuffer,
// which a browser grants only to an isolated page), application/wasm (streamed compilation),
// a name with its content's hash kept for good (Cache-Control: immutable), any other asked
// again and answered 304 while its ETag holds, and the brotli or gzip copy make web wrote
// beside a file when the browser accepts it. citadela-server --web does the same for
// players; this one lets the check run without it.
//   node tests/web/serve.js DIR    prints "serving http://127.0.0.1:PORT/" once it listens
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.png': 'image/png',
};
const immutable = (file) => /[^/.][^/]*\.[0-9a-f]{12,}\.[^/.]+$/.test(file);
const accepts = (list, coding) => (list || '').split(',').some((p) => {
  const [name, ...params] = p.trim().split(';').map((s) => s.trim());
  return name.toLowerCase() === coding && !params.some((q) => /^q=0(\.0*)?$/i.test(q));
});

function makeServer(dir) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    const file = path.join(root, name.endsWith('/') ? name + 'index.html' : name);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let st;
    try { st = fs.statSync(file); } catch (e) { st = null; }
    if (!st || !st.isFile()) {
      res.writeHead(404).end();
      return;
    }
    // The copy to send, as net/web.c picks it.
    let sent = file, coding = null, variants = false;
    for (const [ext, c] of [['.br', 'br'], ['.gz', 'gzip']]) {
      let cs;
      try { cs = fs.statSync(file + ext); } catch (e) { continue; }
      if (!cs.isFile() || cs.mtimeMs < st.mtimeMs) continue;
      variants = true;
      if (!coding && accepts(req.headers['accept-encoding'], c)) sent = file + ext, coding = c;
    }
    const size = fs.statSync(sent).size;
    const etag = `"${Math.floor(st.mtimeMs).toString(16)}-${size.toString(16)}${coding ? '-' + coding : ''}"`;
    const head = {
      'Content-Type': types[path.extname(file)] || 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': immutable(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (coding) head['Content-Encoding'] = coding;
    if (variants) head.Vary = 'Accept-Encoding';
    const held = (req.headers['if-none-match'] || '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (held.includes(etag) || held.includes('*')) {
      res.writeHead(304, head).end();
      return;
    }
    head['Content-Length'] = size;
    res.writeHead(200, head);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(sent).pipe(res);
  });
}
// Serves dir; resolves to the page's address. Port 0: the system picks a free one, so two
// checks never collide.
function serve(dir) {
  return new Promise((resolve, reject) => {
    const server = makeServer(dir);
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }));
  });
}
module.exports = serve;
if (require.main === module)
  serve(process.argv[2] || '.').then(({ url }) => console.log(`serving ${url}`));
