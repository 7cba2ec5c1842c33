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

// Web Push (platform/web/push.c): whether the page can subscribe, and the subscription made
// with the server's VAPID key once the player said yes in the game (permission first, asked
// right after that click). state: 0 under way, 1 done (endpoint and keys in base64url), -1 no.
// unsubscribe: push turned off, the subscription made with that key is cancelled at its push
// service (one made with another server's key stays).
var citadelaB64url = function (buf) {
  var s = '', bytes = new Uint8Array(buf);
  for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
Module.citadelaPush = {
  state: 0,
  possible: function () {
    return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window &&
      Notification.permission !== 'denied' && window.isSecureContext;
  },
  subscribe: function (key) {
    var push = Module.citadelaPush, b64url = citadelaB64url;
    var fromB64url = function (text) {
      var s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
      var out = new Uint8Array(s.length);
      for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
      return out;
    };
    push.state = 0;
    Notification.requestPermission().then(function (answer) {
      if (answer !== 'granted') throw new Error('notifications ' + answer);
      return navigator.serviceWorker.ready;
    }).then(function (reg) {
      return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromB64url(key) });
    }).then(function (sub) {
      push.endpoint = sub.endpoint;
      push.p256dh = b64url(sub.getKey('p256dh'));
      push.auth = b64url(sub.getKey('auth'));
      push.state = 1;
    }, function (err) {
      console.log('citadela: push: no subscription: ' + err);
      push.state = -1;
    });
  },
  unsubscribe: function (key) {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.ready.then(function (reg) {
      return reg.pushManager.getSubscription();
    }).then(function (sub) {
      var made = sub && sub.options && sub.options.applicationServerKey;
      if (!sub || (made && citadelaB64url(made) !== key)) return false;
      return sub.unsubscribe();
    }).then(function (done) {
      console.log('citadela: push: ' + (done ? 'subscription cancelled' : 'no subscription of this server to cancel'));
    }, function (err) {
      console.log('citadela: push: cannot cancel the subscription: ' + err);
    });
  }
};
