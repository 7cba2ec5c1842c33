/* platform/loop.h in the browser: the browser calls one turn per animation frame
   (requestAnimationFrame), so the page stays responsive and the frames are paced by the
   display, as vsync paces them on the desktop. */
#include <emscripten.h>
#include <stddef.h>

#include "loop.h"

static plat_loop running;

EM_JS(void, say_ended, (void), { if (Module.citadelaQuit) Module.citadelaQuit(); })

static void frame(void)
{
    if (running.paced_step(running.arg))
        return;
    emscripten_cancel_main_loop();
    running.done(running.arg);
    /* The canvas would stay as the last frame left it (black): the page says the game ended. */
    say_ended();
}

void plat_loop_run(const plat_loop *loop)
{
    running = *loop;
    /* fps 0: the browser's frames; simulate_infinite_loop 0: main returns normally and the
       runtime stays alive (EXIT_RUNTIME is off). */
    emscripten_set_main_loop(frame, 0, 0);
}

/* The page's tests read what the window shows (Module._citadela_describe, a UTF-8 string in
   the program's memory, good until the next call): buttons and fields by their words. */
EMSCRIPTEN_KEEPALIVE const char *citadela_describe(void);
EMSCRIPTEN_KEEPALIVE const char *citadela_describe(void)
{
    static char text[1 << 16];
    if (!running.describe || !running.describe(running.arg, text, sizeof text))
        text[0] = 0;
    return text;
}

const char *plat_page_address(void)
{
    /* emscripten keeps the string until its next run_script_string call. */
    return emscripten_run_script_string("String(location.href)");
}

/* The page's files fetched when wanted (web/pre.js, Module.citadelaFile): the data's path
   named in the page's table of files (index.html) fetched and written there. */
static void (*file_arrived)(void);
EMSCRIPTEN_KEEPALIVE void citadela_file_arrived(void);
EMSCRIPTEN_KEEPALIVE void citadela_file_arrived(void)
{
    if (file_arrived)
        file_arrived();
}

EM_JS(int, page_file, (const char *path, int fetch), { return Module.citadelaFile(UTF8ToString(path), fetch); })

int plat_page_file(const char *path, void (*arrived)(void))
{
    if (arrived)
        file_arrived = arrived;
    return page_file(path, arrived != NULL);
}

/* The asynchronous Clipboard API where the page may use it (a secure context: https, or
   localhost); else the older copy command through a hidden field, which any page may use
   within a click. The last text asked is kept for the tests (Module.citadelaCopied). */
EM_JS(int, page_copy, (const char *utf8), {
    var text = UTF8ToString(utf8);
    Module.citadelaCopied = text;
    if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).catch(function (e) { console.log('citadela: the clipboard refused the link: ' + e); });
        return 0;
    }
    var field = document.createElement('textarea');
    field.value = text;
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    document.body.removeChild(field);
    Module.canvas.focus();
    return ok ? 0 : -1;
})

int plat_page_copy(const char *utf8)
{
    return page_copy(utf8);
}

/* The browser's word that the network may be back (loop.h): `online`, and the page shown
   again (a phone's screen on: its timers were held while hidden, so the backoff's wait may
   be long past). Listened for from the first ask; the flag is taken once. */
EM_JS(int, page_network_back, (void), {
    if (!Module.citadelaNetBack) {
        Module.citadelaNetBack = { back: 0 };
        var mark = function () { Module.citadelaNetBack.back = 1; };
        window.addEventListener('online', mark);
        document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'visible') mark(); });
    }
    var was = Module.citadelaNetBack.back;
    Module.citadelaNetBack.back = 0;
    return was;
})

int plat_page_network_back(void)
{
    return page_network_back();
}
