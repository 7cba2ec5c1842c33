// A static file server for the page's tests (make web-check): serves one folder on the
// loopback address only, with the headers the page needs: COOP and COEP (the computer
// players' threads need SharedArrayBuffer, which a browser grants only to an isolated page)
// and application/wasm (streamed compilation). citadela-server --web does the same for
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
};

function makeServer(dir) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
  const file = path.join(root, name.endsWith('/') ? name + 'index.html' : name);
  if (!file.startsWith(root + path.sep)) {
    res.writeHead(403).end();
    return;
  }
  fs.readFile(file, (err, body) => {
    if (err) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] || 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  });
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
