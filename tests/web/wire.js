// What the page's checks of bytes share (tests/web/cache.js, tests/web/phonebytes.js): the real
// citadela-server --web on a loopback port, a proxy in front of it that counts every byte the
// server sends (the page's, its service worker's and its workers' requests alike), and
// Chromium's own count (DevTools' Network.loadingFinished, encodedDataLength).
'use strict';
const net = require('net');

// citadela-server --web serving webDir with its state in `state`, on a free loopback port;
// resolves to { proc, port }.

// A proxy on loopback in front of the server: counts the bytes the server sends; close()
// is the network going off (every connection cut, no new one taken).
function proxy(port) {
  const counter = { down: 0, conns: new Set() };
  const server = net.createServer((c) => {
    const s = net.connect(port, '127.0.0.1');
    counter.conns.add(c);
    counter.conns.add(s);
    s.on('data', (d) => { counter.down += d.length; });
    c.pipe(s);
    s.pipe(c);
    const end = () => { c.destroy(); s.destroy(); counter.conns.delete(c); counter.conns.delete(s); };
    c.on('error', end); s.on('error', end); c.on('close', end); s.on('close', end);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    counter.port = server.address().port;
    counter.close = () => new Promise((r) => {
      for (const c of counter.conns) c.destroy();
      server.close(() => r());
    });
    resolve(counter);
  }));
}

// The page's own byte count by DevTools: every request's encoded (on the wire) length.
async function netCount(page) {
  const cdp = await page.target().createCDPSession();
  await cdp.send('Network.enable');
  const count = { bytes: 0, requests: [], failed: [], statuses: [] };
  const urls = {};
  cdp.on('Network.requestWillBeSent', (e) => { urls[e.requestId] = e.request.url; });
  cdp.on('Network.responseReceived', (e) => count.statuses.push([e.response.status, e.response.url]));
  cdp.on('Network.loadingFinished', (e) => {
    count.bytes += e.encodedDataLength;
    count.requests.push([urls[e.requestId], e.encodedDataLength]);
  });
  cdp.on('Network.loadingFailed', (e) => count.failed.push(urls[e.requestId]));
  return { cdp, count };
}

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`, kb = (n) => `${(n / 1e3).toFixed(1)} KB`;

module.exports = { proxy, netCount, mb, kb };
