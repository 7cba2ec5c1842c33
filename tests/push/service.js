'use strict';
// A push service made for build/net_push_e2e (tests/net/push_e2e.c), on loopback only: an
// HTTPS server with the test's certificate that stands where a browser's push service would,
// and the browser's half of each subscription (its P-256 key pair and auth secret). Each POST
// is checked as a push service and a browser would, with code that is not the server's:
// npm's http_ece decrypts the aes128gcm body, Node's crypto verifies the VAPID JWT (ES256
// with the key the request names), its audience and expiry, and the headers.
//   node service.js DIR    (DIR holds push.crt and push.key; writes DIR/subs.txt and
//                           appends a line per request to DIR/events.txt)
const crypto = require('crypto');
const fs = require('fs');
const https = require('https');
const path = require('path');
const ece = require('http_ece');

const dir = process.argv[2];
const events = path.join(dir, 'events.txt');
const note = (line) => fs.appendFileSync(events, line.replace(/\n/g, ' ') + '\n');

// Subscriptions by their path: ok answers 201, gone 410 (the server must forget it), hang
// never answers (the server must not wait for it), ssrf must never be reached (its endpoint
// names 0.0.0.0, which the server refuses), busy answers its first POST 503 and the next
// 201 (the server must try again).
const subs = {};
let busyOnce = true;
for (const name of ['ok', 'gone', 'hang', 'ssrf', 'busy']) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  subs[name] = { ecdh, auth: crypto.randomBytes(16) };
}

function b64urlJson(part) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

// The Authorization header's VAPID token: "vapid t=JWT, k=KEY" (RFC 8292 section 3).
function checkVapid(req, origin) {
  const m = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization || '');
  if (!m) return 'no vapid Authorization header';
  const [, head, claims, sig, k] = m;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not a P-256 point';
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify('sha256', Buffer.from(head + '.' + claims), { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'));
  if (!signed) return 'the JWT signature does not verify';
  const h = b64urlJson(head), c = b64urlJson(claims);
  if (h.alg !== 'ES256') return 'alg ' + h.alg;
  if (c.aud !== origin) return 'aud ' + c.aud + ' is not ' + origin;
  const now = Math.floor(Date.now() / 1000);
  if (!(c.exp > now && c.exp <= now + 24 * 3600)) return 'exp ' + c.exp + ' is not within a day';
  if (!/^(mailto:|https:)/.test(c.sub || '')) return 'sub ' + c.sub;
  return null;
}

function checkHeaders(req) {
  if (req.method !== 'POST') return 'method ' + req.method;
  if (req.headers['content-encoding'] !== 'aes128gcm') return 'Content-Encoding ' + req.headers['content-encoding'];
  if (!/^[0-9]+$/.test(req.headers.ttl || '')) return 'no TTL';
  if (!['very-low', 'low', 'normal', 'high'].includes(req.headers.urgency)) return 'Urgency ' + req.headers.urgency;
  return null;
}

const server = https.createServer({
  key: fs.readFileSync(path.join(dir, 'push.key')),
  cert: fs.readFileSync(path.join(dir, 'push.crt')),
}, (req, res) => {
  const name = (req.url.match(/^\/sub\/([a-z]+)$/) || [])[1];
  const sub = subs[name];
  if (!sub) { note('bad unknown ' + req.url); res.writeHead(404).end(); return; }
  if (name === 'hang') {
    note('hang received');
    req.socket.on('close', () => note('hang closed'));
    return; // never answered
  }
  const chunks = [];
  req.on('data', (d) => chunks.push(d));
  req.on('end', () => {
    const origin = 'https://' + req.headers.host;
    let why = checkHeaders(req) || checkVapid(req, origin), text = '';
    if (!why) {
      try {
        text = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8');
        JSON.parse(text);
      } catch (e) {
        why = 'does not decrypt to JSON: ' + e.message;
      }
    }
    if (!why && name === 'busy' && busyOnce) {
      busyOnce = false;
      note('busy 503');
      res.writeHead(503).end();
      return;
    }
    note(why ? 'bad ' + name + ' ' + why : name + ' verified ' + text);
    res.writeHead(why ? 400 : name === 'gone' ? 410 : 201).end();
  });
});

server.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  const lines = Object.entries(subs).map(([name, s]) => {
    const host = name === 'ssrf' ? '0.0.0.0' : 'localhost';
    return `${name} https://${host}:${port}/sub/${name} ${s.ecdh.getPublicKey().toString('base64url')} ${s.auth.toString('base64url')}`;
  });
  fs.writeFileSync(path.join(dir, 'subs.tmp'), lines.join('\n') + '\n');
  fs.renameSync(path.join(dir, 'subs.tmp'), path.join(dir, 'subs.txt'));
});
process.on('SIGTERM', () => process.exit(0));
setTimeout(() => process.exit(0), 300 * 1000).unref(); // never outlives a forgotten test
