/* platform/display.h in the browser: the page's canvas is always there; the keyboard and the
   screen's wake lock are the page's (platform/web/screen.js). */
#include <emscripten.h>

#include "display.h"

int plat_display_named(void) { return 1; }

/* The browser's own answer: the page's main pointer is a finger (a phone, a tablet). */
int plat_pointer_coarse(void)
{
    return emscripten_run_script_int(
        "typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 1 : 0");
}

/* ---- a phone's own keyboard (platform/web/screen.js keeps the editable element) ---------- */

EM_JS(void, page_text_fields, (const int *xywhk, int n), {
    var list = [];
    for (var i = 0; i < n; i++) {
        var at = (xywhk >> 2) + 5 * i;
        list.push({ x: HEAP32[at], y: HEAP32[at + 1], w: HEAP32[at + 2], h: HEAP32[at + 3], kind: HEAP32[at + 4] });
    }
    Module.citadelaScreen.fields(list);
})

void plat_text_fields(const plat_text_field *fields, int n)
{
    int flat[5 * 16];
    if (n > 16)
        n = 16;
    for (int i = 0; i < n; i++) {
        flat[5 * i] = fields[i].x;
        flat[5 * i + 1] = fields[i].y;
        flat[5 * i + 2] = fields[i].w;
        flat[5 * i + 3] = fields[i].h;
        flat[5 * i + 4] = (int)fields[i].kind;
    }
    page_text_fields(flat, n);
}

EM_JS(void, page_text_edit, (int on, int x, int y, int w, int h, int kind, int id, const char *text, int caret, int selected), {
    var s = on ? UTF8ToString(text) : "";
    var before = on ? UTF8ToString(text, caret).length : 0; /* the caret in UTF-16 units */
    Module.citadelaScreen.edit(on ? { x: x, y: y, w: w, h: h, kind: kind } : null, id, s, before, selected);
})

void plat_text_edit(const plat_text_field *f, int id, const char *text, int caret, int selected)
{
    if (!f)
        page_text_edit(0, 0, 0, 0, 0, 0, 0, "", 0, 0);
    else
        page_text_edit(1, f->x, f->y, f->w, f->h, (int)f->kind, id, text, caret, selected);
}

/* 1: the element's text in buf and the caret's byte offset in *caret; -1 the player left the
   element; 0 nothing new. */
EM_JS(int, page_text_take, (char *buf, int cap, int *caret), {
    var got = Module.citadelaScreen.take();
    if (!got)
        return 0;
    if (got.left)
        return -1;
    stringToUTF8(got.text, buf, cap);
    HEAP32[caret >> 2] = Math.min(lengthBytesUTF8(got.text.slice(0, got.caret)), cap - 1);
    return 1;
})

int plat_text_take(char *buf, size_t cap, int *caret)
{
    if (cap == 0)
        return 0;
    return page_text_take(buf, (int)cap, caret);
}

/* The element's text changed (platform/web/screen.js calls it from its input events). */
static void (*on_typed)(void);
EMSCRIPTEN_KEEPALIVE void citadela_text_typed(void);
EMSCRIPTEN_KEEPALIVE void citadela_text_typed(void)
{
    if (on_typed)
        on_typed();
}

void plat_text_on_typed(void (*typed)(void)) { on_typed = typed; }

EM_JS(void, page_keep_awake, (int on), { Module.citadelaScreen.awake(on !== 0); })

void plat_keep_awake(int on) { page_keep_awake(on); }
