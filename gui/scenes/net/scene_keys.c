/* The player key panel of the join screen (app/player_keys.h; docs/gui.md "Network play"),
   for the server typed there: "Use on another device" shows a one-time code, a code from
   another device makes this device play as the same player, and the key is copied out to
   keep (the export) or typed back in (the import). Drawn in the join screen's place while
   open. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The player key panel's own geometry in layout units. */
static const struct {
    int w, h, whole, pad, pad_phone; /* the panel on a large window; a phone's as large as the window */
    int label_px, label_gap, field_h; /* a field's label above it; the field */
} KY = {700, 640, 2000, 26, 14, 17, 2, 40};

#include "app/app.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "app/player_keys.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "loop.h"
#include "scenes/net/scene_keys.h"
#include "scenes/scenes.h"

enum { ASKED_NONE, ASKED_CODE, USED_CODE };

/* The panel's state, the join screen's (NULL on another screen). */
static gui_keys_panel_state *panel(gui_app *a)
{
    gui_join_state *js = gui_join_state_of(a);
    return js ? &js->keys : NULL;
}

void gui_keys_panel_open(gui_app *a)
{
    gui_keys_panel_state *kp = panel(a);
    if (!kp)
        return;
    gui_keys_end(&kp->signin);
    memset(kp, 0, sizeof *kp);
    kp->open = 1;
}

int gui_keys_panel_is_open(gui_app *a)
{
    const gui_keys_panel_state *kp = panel(a);
    return kp && kp->open;
}

void gui_keys_panel_close(gui_keys_panel_state *kp) { gui_keys_end(&kp->signin); }

/* What the sign-in came to, said once as it ends. */
static void outcome(gui_app *a)
{
    gui_keys_panel_state *kp = panel(a);
    gui_keys_state st = gui_keys_poll(&kp->signin);
    if (st == kp->seen)
        return;
    kp->seen = st;
    char n[16], shown[NET_CODE_SHOWN], mins[16], why[300];
    int secs = 0;
    if (st == GUI_KEYS_WORKING)
        SDL_strlcpy(kp->said, gui_tr(MSG_KEYS_WORKING), sizeof kp->said);
    else if (st == GUI_KEYS_DONE && kp->asked == ASKED_CODE) {
        net_code_show(gui_keys_device_code(&kp->signin, &secs), shown);
        snprintf(mins, sizeof mins, "%d", secs / 60);
        gui_subst(kp->said, sizeof kp->said, gui_tr(MSG_KEYS_SHOW_CODE), shown, mins, NULL);
    } else if (st == GUI_KEYS_DONE) {
        snprintf(n, sizeof n, "%d", gui_keys_games(&kp->signin));
        gui_subst(kp->said, sizeof kp->said, gui_tr(MSG_KEYS_USED), n, NULL, NULL);
        kp->code[0] = 0;
    } else if (st == GUI_KEYS_FAILED) {
        gui_subst(kp->said, sizeof kp->said, gui_tr(MSG_NET_FAILED), gui_net_reason(gui_keys_reason(&kp->signin), 0, why, sizeof why),
                  NULL, NULL);
    }
}

/* A labelled field with its button to the right; 1 when the button was pressed. */
static int field_row(gui_app *a, int id, const char *label, char *buf, size_t cap, const char *button, int enabled,
                     int x, int *y, int w)
{
    gui_ui *ui = &a->ui;
    int lpx = gui_font_px(ui, KY.label_px), fh = gui_hit_px(ui, KY.field_h);
    int bw = gui_text_width(button, gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM);
    gui_text(label, x, *y, lpx, 0, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    *y += lpx * 5 / 4 + gui_px(ui, KY.label_gap);
    gui_textfield_kind(ui, PLAT_TEXT_CODE);
    gui_textfield(ui, GUI_ID(id), (SDL_Rect){x, *y, w - bw - gui_px(ui, GUI_SIZE_PAD), fh}, buf, cap);
    gui_ui_name_field(ui, label);
    int pressed = gui_button(ui, GUI_ID(id + 1), (SDL_Rect){x + w - bw, *y, bw, fh}, button, enabled);
    *y += fh + gui_px(ui, GUI_SIZE_MARGIN);
    return pressed;
}

static void copy_key(gui_app *a, const char *addr, int port, const char *key)
{
    char text[256];
    gui_keys_export_text(addr, port, key, text, sizeof text);
    /* a page's clipboard is the browser's: SDL's in a page reaches nothing */
    if ((plat_page_address() ? plat_page_copy(text) : SDL_SetClipboardText(text)) == 0)
        gui_app_toast(a, gui_tr(MSG_KEYS_COPIED));
    else
        SDL_Log("citadela: net: the key could not be copied: %s", SDL_GetError()); /* never the key */
}

/* The key written out in groups of four, to copy by hand. */
static void key_in_groups(const char *key, char *out, size_t cap)
{
    size_t n = 0;
    for (int i = 0; key[i] && n + 2 < cap; i++) {
        if (i && i % 4 == 0)
            out[n++] = ' ';
        out[n++] = key[i];
    }
    out[n] = 0;
}

static void import_key(gui_app *a, const char *addr, int port)
{
    gui_keys_panel_state *kp = panel(a);
    char to[128], key[NET_TOKEN_LEN + 1], where[160];
    int to_port = 0;
    if (!gui_keys_parse(kp->saved, addr, port, to, sizeof to, &to_port, key)) {
        SDL_strlcpy(kp->said, gui_tr(MSG_KEYS_BAD_KEY), sizeof kp->said);
        return;
    }
    snprintf(where, sizeof where, "%s:%d", to, to_port);
    if (gui_keys_put(to, to_port, key) == 0) {
        gui_subst(kp->said, sizeof kp->said, gui_tr(MSG_KEYS_IMPORTED), where, NULL, NULL);
        kp->saved[0] = 0;
    }
}

void gui_keys_panel(gui_app *a)
{
    gui_keys_panel_state *kp = panel(a);
    if (!kp)
        return;
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    gui_app_backdrop(a);
    int phone = ui->narrow || ui->short_h;
    int w = SDL_min(gui_px(ui, phone ? KY.whole : KY.w), a->w - 20), h = SDL_min(gui_px(ui, phone ? KY.whole : KY.h), a->h - 20);
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int pad = gui_px(ui, phone ? KY.pad_phone : KY.pad), x = p.x + pad, y = p.y + pad, iw = p.w - 2 * pad;
    const char *addr = a->join.addr;
    int port = atoi(a->join.port);
    char where[160], line[700], key[NET_TOKEN_LEN + 1] = "";
    snprintf(where, sizeof where, "%s:%d", addr, port);
    gui_subst(line, sizeof line, gui_tr(MSG_KEYS_TITLE), where, NULL, NULL);
    int tpx = gui_font_px(ui, GUI_FONT_HEADING);
    gui_text(line, x, y, tpx, 1, ink, GUI_ALIGN_LEFT);
    y += tpx * 5 / 4 + gui_px(ui, GUI_SIZE_PAD);
    int have = addr[0] && port > 0 && port < 65536 && gui_keys_get(addr, port, key);
    y += gui_text_wrapped(gui_tr(have ? MSG_KEYS_HAVE : MSG_KEYS_NONE), x, y, iw, gui_font_px(ui, GUI_FONT_BODY), 0, ink) +
         gui_px(ui, GUI_SIZE_MARGIN);
    outcome(a);
    int busy = kp->seen == GUI_KEYS_WORKING, bh = gui_hit_px(ui, GUI_SIZE_TOUCH_H);
    int bw = gui_text_width(gui_tr(MSG_KEYS_OTHER_DEVICE), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM);
    if (gui_button(ui, GUI_ID(1), (SDL_Rect){x, y, SDL_min(bw, iw), bh}, gui_tr(MSG_KEYS_OTHER_DEVICE), have && !busy)) {
        kp->asked = ASKED_CODE;
        kp->seen = GUI_KEYS_IDLE;
        gui_keys_begin(&kp->signin, a, addr, port, NULL);
    }
    y += bh + gui_px(ui, GUI_SIZE_MARGIN);
    char code[NET_CODE_LEN + 1];
    int code_ok = net_code_read(kp->code, code) && addr[0] && port > 0 && port < 65536;
    if (field_row(a, 2, gui_tr(MSG_KEYS_CODE_LABEL), kp->code, sizeof kp->code, gui_tr(MSG_KEYS_USE), code_ok && !busy, x,
                  &y, iw)) {
        kp->asked = USED_CODE;
        kp->seen = GUI_KEYS_IDLE;
        gui_keys_begin(&kp->signin, a, addr, port, code);
    }
    /* The export: the key copied out (or written out to copy by hand), and its import. */
    y += gui_text_wrapped(gui_tr(MSG_KEYS_EXPORT_HELP), x, y, iw, gui_font_px(ui, GUI_FONT_SMALL), 0, soft) + gui_px(ui, GUI_SIZE_GAP);
    int cw = (iw - gui_px(ui, GUI_SIZE_PAD)) / 2;
    if (gui_button(ui, GUI_ID(4), (SDL_Rect){x, y, cw, bh}, gui_tr(MSG_KEYS_COPY), have))
        copy_key(a, addr, port, key);
    if (gui_button(ui, GUI_ID(5), (SDL_Rect){x + cw + gui_px(ui, GUI_SIZE_PAD), y, cw, bh}, gui_tr(MSG_KEYS_SHOW), have))
        kp->shown = !kp->shown;
    y += bh + gui_px(ui, GUI_SIZE_SPACE);
    if (have && kp->shown) {
        key_in_groups(key, line, sizeof line);
        y += gui_text_wrapped(line, x, y, iw, gui_font_px(ui, GUI_FONT_LEAD), 1, ink) + gui_px(ui, GUI_SIZE_SPACE);
    }
    if (field_row(a, 6, gui_tr(MSG_KEYS_SAVED_LABEL), kp->saved, sizeof kp->saved, gui_tr(MSG_KEYS_IMPORT), kp->saved[0] != 0,
                  x, &y, iw))
        import_key(a, addr, port);
    if (kp->said[0])
        gui_text_wrapped(kp->said, x, y, iw, gui_font_px(ui, GUI_FONT_LINE), 1, gui_rgba(GUI_COL_ACCENT, 255));
    int back_w = gui_px(ui, GUI_SIZE_ACTION_W), by = p.y + p.h - bh - gui_px(ui, GUI_SIZE_GAP) - pad / 2;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, back_w, bh}, gui_tr(MSG_BACK), 1) || gui_key(ui, SDLK_ESCAPE)) {
        gui_keys_end(&kp->signin);
        kp->open = 0;
    }
}
