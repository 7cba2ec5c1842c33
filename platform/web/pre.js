// Runs inside citadela.js (emcc --pre-js, mk/web.mk) before the program starts.
// The saves, the autosave and the settings live under /citadela (platform/web/dirs.c): an
// IndexedDB-backed folder, read from the browser's store before main runs, so the menu
// already offers "Continue" after a reload.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  // The environment the page asks for (index.html: ?env=NAME=VALUE, for the tests).
  var env = Module.citadelaEnv || {};
  Object.keys(env).forEach(function (name) { ENV[name] = env[name]; });
  FS.mkdir('/citadela');
  FS.mount(IDBFS, {}, '/citadela');
  addRunDependency('citadela-store');
  FS.syncfs(true, function (err) {
    if (err) console.warn('citadela: the saves kept in this browser could not be read: ' + err);
    removeRunDependency('citadela-store');
  });
});

// Writes /citadela back to the store after a change (platform/web/fs.c calls it on the
// page's thread). One write at a time; a change during one starts one more after it, so the
// last change is always stored.
var citadelaStoring = false, citadelaStoreAgain = false;
Module.citadelaStore = function () {
  if (citadelaStoring) {
    citadelaStoreAgain = true;
    return;
  }
  citadelaStoring = true;
  FS.syncfs(false, function (err) {
    if (err) console.warn('citadela: the game could not be kept in this browser: ' + err);
    citadelaStoring = false;
    if (citadelaStoreAgain) {
      citadelaStoreAgain = false;
      Module.citadelaStore();
    }
  });
};
// Whether a write to the store is under way or asked for (the page's tests wait for none).
Module.citadelaStoreBusy = function () { return citadelaStoring || citadelaStoreAgain; };

// What the window shows (gui/app/describe.h): the scene, its buttons and fields with their
// words and rectangles in the canvas's pixels, the tile in hand and the lit cells. The page's
// tests find what to press by it rather than by fixed positions. null before the first frame.
Module.citadelaDescribe = function () {
  if (!runtimeInitialized) return null;
  var text = UTF8ToString(Module._citadela_describe());
  return text ? JSON.parse(text) : null;
};

// A file of the program's data that the page loads only when the program wants it (the
// 256-px tile sheet, platform/web/loop.c's plat_page_file): 1 when it is in the file system;
// else 0, and with `want` it is fetched once (its name in the page's table of files, index.html,
// is its path under /data/), written in and the program told (citadela_file_arrived).
var citadelaFetching = {};
Module.citadelaFile = function (path, want) {
  if (FS.analyzePath(path).exists) return 1;
  var name = path.replace(/^\/data\//, '');
  var files = typeof citadelaFiles === 'object' ? citadelaFiles : {};
  if (!want || citadelaFetching[path] || !files[name]) return 0;
  citadelaFetching[path] = true;
  fetch(files[name]).then(function (res) {
    if (!res.ok) throw new Error('HTTP ' + res.status);
    return res.arrayBuffer();
  }).then(function (body) {
    FS.writeFile(path, new Uint8Array(body));
    Module._citadela_file_arrived();
  }, function (err) {
    console.warn('citadela: ' + files[name] + ' could not be fetched: ' + err);
  });
  return 0;
};
