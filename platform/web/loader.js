// Chooses the page's program and says in words when none can run (index.html loads it after
// it has made Module). A cross-origin-isolated page (https://, or localhost, served with the
// COOP and COEP headers as citadela-server --web sends them) gets SharedArrayBuffer and runs
// citadela.js, whose computer players search on threads. Any other page, such as plain
// http:// from another machine's address, runs citadela-nothreads.js: the same game built
// without shared memory, whose computer players search in slices between frames
// (gui/app/ai_seam.c). Both carry the same data (citadela.data): the second build's copy is
// not shipped (mk/web.mk checks they are the same bytes).
'use strict';
(function () {
  var status = document.getElementById('status');
  // Once said, the words stay: the data's progress, still arriving, must not write over them.
  function say(text) {
    Module.setStatus = function () {};
    status.style.display = '';
    status.textContent = text;
  }
  var threads = self.crossOriginIsolated === true && typeof SharedArrayBuffer !== 'undefined';
  var program = threads ? 'citadela.js' : 'citadela-nothreads.js';
  Module.citadelaProgram = program;
  console.log('citadela: page: ' + program + (threads ? ' (cross-origin isolated: threads)' :
    ' (not cross-origin isolated: no threads, the computer searches between frames)'));
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    say('Citadela cannot run in this browser: it needs WebAssembly, which this browser does not ' +
      'have or has turned off. A current Firefox, Chrome, Edge or Safari runs it.');
    return;
  }
  // The same data for both programs.
  // Each file by its name in the build's table (index.html's citadelaFiles: hashed names).
  function located(name, prefix) {
    return (typeof citadelaFiles === 'object' && citadelaFiles[name]) || prefix + name;
  }
  Module.locateFile = function (path, prefix) {
    return located(path === 'citadela-nothreads.data' ? 'citadela.data' : path, prefix);
  };
  // The network game's WebSocket: browsers allow only wss:// from an https:// page.
  Module.websocket = Module.websocket || {};
  Module.websocket.url = location.protocol === 'https:' ? 'wss://' : 'ws://';
  // A failure while loading or starting, in words, never a loading text that stays.
  var started = false;
  Module.onRuntimeInitialized = function () { started = true; };
  Module.onAbort = function (what) {
    say(started ? 'Citadela stopped because of an error (' + what + '). Reloading the page starts it again; ' +
      'your games are kept.' :
      'Citadela could not start: ' + what + '. Reloading the page may help; if it does not, this ' +
      'browser may lack the memory or the features the game needs.');
  };
  // What fails outside the program's own checks comes as a page error (the data's download)
  // or a promise nobody waits for (the program's own download, whose failure emscripten
  // leaves unhandled).
  function failed(what) {
    if (!started) say('Citadela could not start: ' + (what || 'an error while loading') +
      '. Check the connection and reload the page.');
  }
  self.addEventListener('error', function (e) { failed(e.message); });
  self.addEventListener('unhandledrejection', function (e) {
    failed(e.reason && e.reason.message ? e.reason.message : String(e.reason));
  });
  var script = document.createElement('script');
  script.src = located(program, '');
  script.async = true;
  script.onerror = function () {
    say('Citadela could not be loaded: ' + program + ' did not arrive from the server. Check the ' +
      'connection and reload the page.');
  };
  document.body.appendChild(script);
})();
