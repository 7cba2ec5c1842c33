// Runs inside citadela.js (emcc --pre-js, mk/web.mk): the page's side of platform/display.h,
// called by platform/web/display.c.
//
// A phone's own keyboard. A page cannot open it: the phone opens it for an editable element that
// takes the focus while a finger's tap is being handled. The game says once a frame where its
// text fields are (fields) and which one it edits (edit); a tap that ends on a field focuses an
// invisible <input> laid over it at once, in the tap's own event, so the keyboard opens; what is
// typed there (letters, accents, an IME's composition, a word the phone corrected, a deletion)
// goes back to the game whole (take), which draws the field as it always does. The element
// leaves when the game's field does, and the keyboard with it. The canvas moves up while the
// keyboard would hide the field (visualViewport). Only where the last pointer was a finger (or,
// before any, where the page's main pointer is coarse): with a mouse nothing of this happens.
//
// The screen kept awake during a game (awake): a wake lock, taken again when the page comes back
// into view (the browser drops it when the page hides).
// The workers that run the computer players load this file too: they have no page (no window).
Module.citadelaScreen = typeof document === 'undefined' ? null : (function () {
  // display.h's plat_text_kind, in its order: name, words, code, number, address.
  var KINDS = [
    { inputmode: 'text', autocapitalize: 'off', autocorrect: 'off', spellcheck: 'false', enterkeyhint: 'done' },
    { inputmode: 'text', autocapitalize: 'sentences', autocorrect: 'on', spellcheck: 'true', enterkeyhint: 'send' },
    { inputmode: 'text', autocapitalize: 'off', autocorrect: 'off', spellcheck: 'false', enterkeyhint: 'done' },
    { inputmode: 'numeric', autocapitalize: 'off', autocorrect: 'off', spellcheck: 'false', enterkeyhint: 'done' },
    { inputmode: 'url', autocapitalize: 'off', autocorrect: 'off', spellcheck: 'false', enterkeyhint: 'done' },
  ];
  var fields = [];      // the text fields of the game's last frame, in the canvas's CSS pixels
  var input = null;     // the editable element, made when first wanted
  var editing = 0;      // the game's field in the element (its id; 0: none)
  var placed = null;    // where the element lies (a field's rectangle)
  var sent = '';        // the text the game and the element last agreed on
  var typed = false;    // the player changed the element since the game last took it
  var left = false;     // the player left the element (the game leaves its field too)
  var composing = false;
  var tappedAt = -1e9;  // when a tap focused the element, before the game has seen that tap
  var ours = false;     // a blur the page makes itself
  var finger = null;    // the last pointer was a finger or a pen (null: none yet)
  var lifted = 0;       // how far the canvas is moved up, CSS pixels

  function touchScreen() {
    if (finger !== null) return finger;
    return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  }
  window.addEventListener('pointerdown', function (e) { finger = e.pointerType !== 'mouse'; }, true);

  function element() {
    if (input) return input;
    input = document.createElement('input');
    input.type = 'text';
    input.id = 'citadela-typing';
    input.autocomplete = 'off';
    // Invisible and untouchable: the canvas takes every tap and draws the field, its text and
    // caret. 16 px text: a smaller one makes a phone zoom the page when the element is focused.
    input.style.cssText = 'position:fixed;margin:0;padding:0 8px;border:0;outline:none;opacity:0;' +
      'background:transparent;color:transparent;caret-color:transparent;font-size:16px;' +
      'pointer-events:none;z-index:1;box-sizing:border-box';
    // The game takes the text in its next frame; a game resting with nothing to draw is woken
    // for it (a phone's keyboard sends no key events the game would wake for).
    var wake = function () { if (Module._citadela_text_typed) Module._citadela_text_typed(); };
    input.addEventListener('input', function () { typed = true; wake(); });
    input.addEventListener('compositionstart', function () { composing = true; });
    input.addEventListener('compositionend', function () { composing = false; typed = true; wake(); });
    input.addEventListener('blur', function () {
      if (!ours && editing) { left = true; wake(); }
      lift(0);
    });
    // The element edits its own text: SDL (listening on the window) must not see the keys too, or
    // a letter typed on a hardware keyboard would come twice. Enter, Escape and Tab go on: they
    // leave the field as they do on a desktop. Every release goes on: a key pressed before the
    // element took the focus (the Ctrl of the Ctrl+S that opened the save dialog) is released
    // here, and SDL must see that, or it keeps Ctrl down for good and the game reads every later
    // key as a Ctrl shortcut (it took none). SDL ignores the release of a key it never saw pressed.
    ['keydown', 'keypress'].forEach(function (kind) {
      input.addEventListener(kind, function (e) {
        var leaves = (e.key === 'Enter' || e.key === 'Escape' || e.key === 'Tab') && !e.isComposing;
        if (!leaves) e.stopPropagation();
      });
    });
    document.body.appendChild(input);
    return input;
  }

  // The field under a point of the page (client coordinates), or null.
  function fieldAt(cx, cy) {
    var c = Module.canvas.getBoundingClientRect();
    var x = cx - c.left, y = cy - c.top;
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (x >= f.x && y >= f.y && x < f.x + f.w && y < f.y + f.h) return f;
    }
    return null;
  }

  function place(f) {
    var el = element(), k = KINDS[f.kind] || KINDS[0], c = Module.canvas.getBoundingClientRect();
    placed = f;
    el.style.left = (c.left + f.x) + 'px';
    el.style.top = (c.top + f.y) + 'px';
    el.style.width = f.w + 'px';
    el.style.height = f.h + 'px';
    Object.keys(k).forEach(function (name) {
      if (el.getAttribute(name) !== k[name]) el.setAttribute(name, k[name]);
    });
  }

  function focusNow() {
    var el = element();
    if (document.activeElement === el) { // focused before without a tap: again, so the keyboard opens
      ours = true;
      el.blur();
      ours = false;
    }
    el.focus({ preventScroll: true });
  }

  function blurNow() {
    if (!input) return;
    ours = true;
    input.blur();
    ours = false;
    lift(0);
  }

  // The canvas (and the element over its field) moved up so far that the field shows above the
  // keyboard, which shrinks the visual viewport, not the page; back down when it goes.
  function lift(px) {
    if (px === lifted) return;
    lifted = px;
    Module.canvas.style.transform = px ? 'translateY(' + (-px) + 'px)' : '';
    if (placed) place(placed);
  }
  function keepInView() {
    var vv = window.visualViewport;
    if (!vv || !editing || !placed || document.activeElement !== input) {
      lift(0);
      return;
    }
    var c = Module.canvas.getBoundingClientRect(), top = c.top + lifted + placed.y;
    var below = top + placed.h + 8 - (vv.offsetTop + vv.height);
    lift(below > 0 ? Math.max(0, Math.min(below, top - vv.offsetTop - 8)) : 0);
  }
  if (window.visualViewport) {
    window.visualViewport.addEventListener('resize', keepInView);
    window.visualViewport.addEventListener('scroll', keepInView);
  }

  // A finger's tap that ends on a field focuses the element in the tap's own event (SDL gets the
  // same tap and focuses the field in the game's next frame).
  window.addEventListener('touchend', function (e) {
    if (e.touches.length || !e.changedTouches.length) return;
    var t = e.changedTouches[0], f = fieldAt(t.clientX, t.clientY);
    if (!f) return;
    finger = true;
    place(f);
    tappedAt = performance.now();
    focusNow();
  }, true);

  // The caret (UTF-16 units) or the whole text selected, as the game has it.
  function caretTo(before, selected) {
    try {
      if (selected) input.setSelectionRange(0, input.value.length);
      else input.setSelectionRange(before, before);
    } catch (e) { /* an element that takes no selection */ }
  }

  var lock = null, wantAwake = false;
  function takeLock() {
    if (!wantAwake || lock || !navigator.wakeLock || document.visibilityState !== 'visible') return;
    lock = 'asking';
    navigator.wakeLock.request('screen').then(function (l) {
      lock = l;
      l.addEventListener('release', function () { if (lock === l) lock = null; });
      if (!wantAwake) { lock = null; l.release(); }
    }, function (err) {
      lock = null;
      console.log('citadela: the screen may lock during the game: ' + err);
    });
  }
  document.addEventListener('visibilitychange', takeLock);

  return {
    fields: function (list) { fields = list; },
    edit: function (f, id, text, before, selected) {
      if (!f || !touchScreen()) {
        // The game has not seen a tap yet that the page already took: the field comes next frame.
        if (!editing && performance.now() - tappedAt < 800) return;
        if (editing || (input && document.activeElement === input)) blurNow();
        editing = 0;
        return;
      }
      var el = element();
      if (!placed || placed.x !== f.x || placed.y !== f.y || placed.w !== f.w || placed.h !== f.h ||
          placed.kind !== f.kind)
        place(f);
      if (id !== editing) { // another field: the element starts from its text
        editing = id;
        el.value = text;
        sent = text;
        typed = false;
        left = false;
        if (document.activeElement !== el) focusNow();
        caretTo(before, selected);
        keepInView();
      } else if (!typed && !composing && text !== sent) { // the game changed it (New seed, a limit)
        el.value = text;
        sent = text;
        caretTo(before, selected);
      }
    },
    take: function () {
      if (left) {
        left = false;
        editing = 0;
        return { left: true };
      }
      if (!typed || !input) return null;
      typed = false;
      sent = input.value;
      return { text: input.value, caret: input.selectionEnd === null ? input.value.length : input.selectionEnd };
    },
    awake: function (on) {
      wantAwake = on;
      if (on) takeLock();
      else if (lock && lock !== 'asking') {
        var l = lock;
        lock = null;
        l.release();
      }
    },
    // For the page's tests: the wake lock held now.
    awakeHeld: function () { return lock !== null && lock !== 'asking'; },
  };
})();
