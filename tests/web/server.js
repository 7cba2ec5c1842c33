// The real citadela-server for the page's checks: started on a free loopback port serving
// the page, stopped at the end, and the run's verdict as a process exit status.
'use strict';
const { spawn } = require('child_process');
const { runChecks } = require('./chromium.js');

// The server serving webDir from state (a fresh folder), with `extra` arguments (a table
// joined at once unless the caller says otherwise); { proc, port } once it says its port.
// A server that exits first, or says nothing within startMs, fails the start.
function startServer(serverBin, webDir, state, extra = ['--join-delay', '0'], startMs = 10000) {
  return new Promise((resolve, reject) => {
    const p = spawn(serverBin, ['--port', '0', '--addr', '127.0.0.1', '--dir', state, '--web', webDir, ...extra],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) resolve({ proc: p, port: Number(m[1]) });
    });
    p.on('exit', (code) => reject(new Error(`citadela-server exited (${code})`)));
    setTimeout(() => reject(new Error('citadela-server did not start')), startMs);
  });
}

// Stops the server and waits for it: the next check may reuse its state folder's name.
const stopServer = (proc) => new Promise((r) => { proc.on('exit', r); proc.kill(); });

module.exports = { startServer, stopServer, runChecks };
