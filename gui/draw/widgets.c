/* Immediate-mode widgets drawn in the parchment-and-wood theme. */
#include "draw/widgets.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdlib.h>
#include <string.h>

int gui_widget_id(const char *file, int line, int k)
{
    uint32_t h = 2166136261u; /* FNV-1a over the file's name: stable from run to run */
    for (const char *c = file; *c; c++) h = (h ^ (uint8_t)*c) * 16777619u;
    return (int)((h ^ (uint32_t)(line * 64 + k + 1)) & 0x3FFFFFFF) + 1;
}

int gui_px(const gui_ui *ui, float units) { return (int)(units * ui->u + 0.5f); }

/* In layout units: a finger moved further than this over a button drags the page, not taps. */
enum { DRAG_SLOP = 12 };

void gui_drag_scroll(gui_ui *ui, SDL_Rect area, int *scroll)
{
    gui_input *in = ui->in;
    if (in->pressed[1] && gui_hit(in, area))
        ui->drag_grip = 1 + in->my;
    if (!in->down[1] || !ui->drag_grip) {
        ui->drag_grip = 0;
        return;
    }
    int moved = ui->drag_grip - 1 - in->my;
    if (moved > gui_px(ui, DRAG_SLOP) || moved < -gui_px(ui, DRAG_SLOP))
        ui->active = 0; /* a drag, not a tap: the button it began on stays unclicked */
    if (ui->active == 0) {
        *scroll += moved;
        ui->drag_grip = 1 + in->my;
    }
}

int gui_hit_px(const gui_ui *ui, float units)
{
    int px = gui_px(ui, units);
    return px < ui->least_hit ? ui->least_hit : px;
}

SDL_Rect gui_hit_rect(const gui_ui *ui, SDL_Rect rc)
{
    if (rc.w < ui->least_hit) {
        rc.x -= (ui->least_hit - rc.w) / 2;
        rc.w = ui->least_hit;
    }
    if (rc.h < ui->least_hit) {
        rc.y -= (ui->least_hit - rc.h) / 2;
        rc.h = ui->least_hit;
    }
    return rc;
}

int gui_font_px(const gui_ui *ui, float pt)
{
    int px = (int)(pt * ui->u + 0.5f), least = ui->least_text > 0 ? ui->least_text : GUI_FINE_TEXT_PT;
    return px < least ? least : px;
}

int gui_hit(const gui_input *in, SDL_Rect rc)
{
    return in->mx >= rc.x && in->my >= rc.y && in->mx < rc.x + rc.w && in->my < rc.y + rc.h;
}

void gui_panel(gui_ui *ui, SDL_Rect rc)
{
    if (ui->npanels < GUI_PANELS_MAX) {
        ui->panel_after[ui->npanels] = gui_text_logged();
        ui->panels[ui->npanels++] = rc;
    }
    int rad = gui_px(ui, GUI_SIZE_PANEL_RADIUS);
    SDL_Rect sh = {rc.x + gui_px(ui, GUI_SIZE_SHADOW), rc.y + gui_px(ui, GUI_SIZE_NUDGE), rc.w, rc.h};
    gui_fill_rounded(ui->r, sh, rad, gui_rgba(0, 90));
    gui_fill_rounded(ui->r, rc, rad, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    int b = gui_px(ui, GUI_SIZE_LINE) < 1 ? 1 : gui_px(ui, GUI_SIZE_LINE);
    SDL_Rect in = {rc.x + b, rc.y + b, rc.w - 2 * b, rc.h - 2 * b};
    gui_fill_rounded(ui->r, in, rad - b, gui_rgba(GUI_COL_PANEL, 255));
}

/* Shared click logic: press on it takes the mouse, release on it clicks. */
static int clicked(gui_ui *ui, int id, SDL_Rect rc, int enabled, int *hot)
{
    gui_input *in = ui->in;
    *hot = enabled && gui_hit(in, rc);
    if (!enabled)
        return 0;
    if (*hot && in->pressed[1] && !ui->consumed) {
        ui->active = id;
        ui->consumed = 1;
    }
    if (in->released[1] && ui->active == id) {
        ui->active = 0;
        return *hot;
    }
    return 0;
}

int gui_ui_find(const gui_ui *ui, const char *label, SDL_Rect *rc)
{
    for (int i = 0; i < ui->nseen; i++)
        if (strcmp(ui->seen[i].label, label) == 0 && ui->seen[i].enabled) {
            *rc = ui->seen[i].rc;
            return 1;
        }
    return 0;
}

int gui_button_colour(gui_ui *ui, int id, SDL_Rect rc, SDL_Color fill, const char *label, int enabled)
{
    return gui_button_lead(ui, id, rc, fill, label, enabled, 0);
}

/* On a touch screen, a label too long for its button at the least legible size goes on two
   centred lines where the button is tall enough, rather than shrinking past legibility: the
   size (*px) and the byte the second line starts at (*cut). Returns 0 when one line will do. */
static int label_two_lines(const gui_ui *ui, const char *label, int room, int h, int *px, size_t *cut)
{
    if (!ui->coarse || ui->least_text <= 0 || gui_button_label_px(ui, label, room + gui_px(ui, GUI_SIZE_PAD)) >= ui->least_text)
        return 0;
    char first[128];
    for (int size = gui_font_px(ui, GUI_FONT_BUTTON); size >= ui->least_text; size--) {
        if (2 * (size * 5 / 4) > h)
            continue;
        /* the last blank at which the first line fits, the rest fitting too */
        size_t best = 0;
        for (size_t i = 1; label[i] && i < sizeof first; i++)
            if (label[i] == ' ') {
                memcpy(first, label, i);
                first[i] = 0;
                if (gui_text_width(first, size, 1) <= room)
                    best = i;
            }
        if (best && gui_text_width(label + best + 1, size, 1) <= room) {
            *px = size;
            *cut = best;
            return 1;
        }
    }
    return 0;
}

int gui_button_lead(gui_ui *ui, int id, SDL_Rect rc, SDL_Color fill, const char *label, int enabled, int lead)
{
    enabled = enabled && !ui->frozen;
    int hot, seen = ui->nseen < GUI_SEEN_MAX ? ui->nseen : -1;
    if (seen >= 0) { /* unlabelled ones too: notices keep clear of every button */
        SDL_strlcpy(ui->seen[ui->nseen].label, label ? label : "", sizeof ui->seen[0].label);
        ui->seen[ui->nseen].rc = rc;
        ui->seen[ui->nseen].px = 0;
        ui->seen[ui->nseen].room = 0;
        ui->seen[ui->nseen].bold = 0;
        ui->seen[ui->nseen].ticked = -1;
        ui->seen[ui->nseen++].enabled = enabled;
    }
    int c = clicked(ui, id, rc, enabled, &hot);
    int rad = gui_px(ui, GUI_SIZE_RADIUS);
    SDL_Color f = enabled ? fill : gui_rgba(GUI_COL_DISABLED, 255);
    if (hot)
        f = (SDL_Color){(Uint8)(f.r + (255 - f.r) / 5), (Uint8)(f.g + (255 - f.g) / 5), (Uint8)(f.b + (255 - f.b) / 5), 255};
    int press = hot && ui->active == id && ui->in->down[1] ? gui_px(ui, GUI_SIZE_PRESS) : 0;
    SDL_Rect sh = {rc.x, rc.y + gui_px(ui, GUI_SIZE_SHADOW), rc.w, rc.h};
    gui_fill_rounded(ui->r, sh, rad, gui_darken(f, 0.55f));
    SDL_Rect top = {rc.x, rc.y + press, rc.w, rc.h};
    gui_fill_rounded(ui->r, top, rad, f);
    if (label) {
        int px = gui_button_label_px(ui, label, rc.w - lead), room = rc.w - lead - gui_px(ui, GUI_SIZE_PAD);
        size_t cut = 0;
        int two = label_two_lines(ui, label, room, rc.h, &px, &cut);
        if (seen >= 0) {
            ui->seen[seen].px = px;
            ui->seen[seen].room = two ? 0 : room; /* gui_button_label_px's; two lines: each line measured as drawn */
        }
        int lum = f.r * 3 + f.g * 6 + f.b;
        SDL_Color tc = lum > 1500 ? gui_rgba(GUI_COL_INK, 255) : gui_rgba(GUI_COL_CREAM, 255);
        if (!enabled)
            tc = gui_rgba(GUI_COL_LABEL_OFF, 255);
        int cx = rc.x + lead + (rc.w - lead) / 2, lh = px * 5 / 4;
        if (two) {
            char first[128];
            memcpy(first, label, cut);
            first[cut] = 0;
            gui_text(first, cx, rc.y + press + rc.h / 2 - lh, px, 1, tc, GUI_ALIGN_CENTER);
            gui_text(label + cut + 1, cx, rc.y + press + rc.h / 2, px, 1, tc, GUI_ALIGN_CENTER);
        } else {
            gui_text(label, cx, rc.y + press + (rc.h - lh) / 2, px, 1, tc, GUI_ALIGN_CENTER);
        }
    }
    return c;
}

int gui_button_label_px(const gui_ui *ui, const char *label, int w)
{
    int px = ui->label_px > 0 ? ui->label_px : gui_font_px(ui, GUI_FONT_BUTTON), room = w - gui_px(ui, GUI_SIZE_PAD);
    while (px > 9 && gui_text_width(label, px, 1) > room)
        px--;
    return px;
}

int gui_button(gui_ui *ui, int id, SDL_Rect rc, const char *label, int enabled)
{
    return gui_button_colour(ui, id, rc, gui_rgba(GUI_COL_WOOD, 255), label, enabled);
}

int gui_checkbox(gui_ui *ui, int id, SDL_Rect rc, const char *label, int *value, int enabled)
{
    enabled = enabled && !ui->frozen;
    int hot;
    /* Findable by label like buttons (tests press options by their name). */
    int seen = label && ui->nseen < GUI_SEEN_MAX ? ui->nseen++ : -1;
    if (seen >= 0) {
        SDL_strlcpy(ui->seen[seen].label, label, sizeof ui->seen[0].label);
        ui->seen[seen].rc = rc;
        ui->seen[seen].px = 0;
        ui->seen[seen].room = 0;
        ui->seen[seen].bold = 0;
        ui->seen[seen].enabled = enabled;
    }
    int c = clicked(ui, id, rc, enabled, &hot);
    int box = rc.h;
    SDL_Rect b = {rc.x, rc.y, box, box};
    gui_fill_rounded(ui->r, b, gui_px(ui, GUI_SIZE_BOX_RADIUS), gui_rgba(enabled ? GUI_COL_WOOD : GUI_COL_DISABLED, 255));
    int frame = gui_px(ui, GUI_SIZE_BOX_FRAME);
    SDL_Rect inner = {b.x + frame, b.y + frame, box - 2 * frame, box - 2 * frame};
    gui_fill_rounded(ui->r, inner, gui_px(ui, GUI_SIZE_RADIUS_SMALL), gui_rgba(hot ? GUI_COL_CREAM_HOT : GUI_COL_CREAM, 255));
    if (*value) {
        float x = (float)b.x, y = (float)b.y, s = (float)box;
        SDL_Color k = gui_rgba(GUI_COL_ACCENT, 255);
        gui_thick_line(ui->r, x + s * 0.22f, y + s * 0.52f, x + s * 0.42f, y + s * 0.74f, s * 0.14f, k);
        gui_thick_line(ui->r, x + s * 0.40f, y + s * 0.76f, x + s * 0.80f, y + s * 0.26f, s * 0.14f, k);
    }
    int px = gui_font_px(ui, GUI_FONT_CHECK);
    /* On a touch screen a label too long for its row shrinks to the least legible size first,
       then wraps beside the box (the finger's height holds two lines). */
    int room = rc.w - box - gui_px(ui, GUI_SIZE_PAD);
    while (ui->least_hit && label && px > ui->least_text && gui_text_width(label, px, 0) > room)
        px--;
    int wrap = ui->least_hit && label && gui_text_width(label, px, 0) > room;
    if (seen >= 0) { /* px stays 0 (a checkbox's label is not a button's) unless it shrank */
        ui->seen[seen].room = wrap ? 0 : room; /* wrapped: each line measured as drawn */
        if (px != gui_font_px(ui, GUI_FONT_CHECK))
            ui->seen[seen].px = px;
    }
    SDL_Color ink = gui_rgba(enabled ? GUI_COL_INK : GUI_COL_INK_OFF, 255);
    if (wrap) {
        int was = gui_draw_enabled, h;
        gui_draw_enabled = 0;
        h = gui_text_wrapped(label, 0, 0, room, px, 0, ink);
        gui_draw_enabled = was;
        gui_text_wrapped(label, rc.x + box + gui_px(ui, GUI_SIZE_PAD), rc.y + (box - h) / 2, room, px, 0, ink);
    } else
        gui_text(label, rc.x + box + gui_px(ui, GUI_SIZE_PAD), rc.y + (box - px * 5 / 4) / 2, px, 0, ink, GUI_ALIGN_LEFT);
    if (c)
        *value = !*value;
    if (seen >= 0)
        ui->seen[seen].ticked = *value != 0;
    return c;
}

/* The start of the UTF-8 character before byte offset at (0 at the start). */
static int char_before(const char *buf, int at)
{
    while (at > 0) {
        at--;
        if (((unsigned char)buf[at] & 0xC0) != 0x80)
            break;
    }
    return at;
}

/* The end of the UTF-8 character at byte offset at (at itself at the end). */
static int char_after(const char *buf, int at)
{
    if (!buf[at])
        return at;
    at++;
    while (buf[at] && ((unsigned char)buf[at] & 0xC0) == 0x80)
        at++;
    return at;
}

/* Removes bytes [from, to) of buf. */
static void cut(char *buf, int from, int to)
{
    memmove(buf + from, buf + to, strlen(buf + to) + 1);
}

/* The caret offset nearest to pixel x (text drawn from x0): between the characters. */
static int caret_at(const char *buf, int px, int x0, int x)
{
    char pre[256];
    int best = 0, best_d = abs(x - x0);
    for (int at = char_after(buf, 0); at > 0 && at < (int)sizeof pre; at = buf[at] ? char_after(buf, at) : -1) {
        memcpy(pre, buf, (size_t)at);
        pre[at] = 0;
        int d = abs(x - (x0 + gui_text_width(pre, px, 0)));
        if (d < best_d) {
            best = at;
            best_d = d;
        }
        if (!buf[at])
            break;
    }
    return best;
}

/* The keys of a focused field: moves, deletions, leaving it. Returns 1 if the text changed. */
static int edit_keys(gui_ui *ui, char *buf)
{
    int changed = 0, len = (int)strlen(buf);
    for (int i = 0; i < ui->in->nkeys; i++) {
        SDL_Keycode k = ui->in->keys[i];
        int sel = ui->selected;
        if ((k == SDLK_BACKSPACE || k == SDLK_DELETE) && sel) {
            buf[0] = 0;
            ui->caret = len = 0;
            changed = 1;
        } else if (k == SDLK_BACKSPACE && ui->caret > 0) {
            int from = char_before(buf, ui->caret);
            cut(buf, from, ui->caret);
            ui->caret = from;
            changed = 1;
        } else if (k == SDLK_DELETE && ui->caret < len) {
            cut(buf, ui->caret, char_after(buf, ui->caret));
            changed = 1;
        } else if (k == SDLK_LEFT || k == SDLK_KP_4) {
            ui->caret = sel ? 0 : char_before(buf, ui->caret);
        } else if (k == SDLK_RIGHT || k == SDLK_KP_6) {
            ui->caret = sel ? len : char_after(buf, ui->caret);
        } else if (k == SDLK_HOME || k == SDLK_KP_7) {
            ui->caret = 0;
        } else if (k == SDLK_END || k == SDLK_KP_1) {
            ui->caret = len;
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_TAB || k == SDLK_ESCAPE) {
            ui->focus = 0;
            ui->in->keys[i] = SDLK_UNKNOWN; /* the field used it: no button reacts too */
            continue;
        } else {
            continue;
        }
        ui->selected = 0;
        len = (int)strlen(buf);
    }
    return changed;
}

void gui_textfield_kind(gui_ui *ui, int kind) { ui->next_kind = kind; }

/* What the player typed with a phone's own keyboard (display.h): the page's element holds the
   whole text, taken as it is (a composition, a corrected word, a deletion alike). Returns 1 if
   the text changed; leaving the field there leaves it here. */
static int typed_on_page(gui_ui *ui, char *buf, size_t cap)
{
    char text[512];
    int caret = 0, got = plat_text_take(text, cap < sizeof text ? cap : sizeof text, &caret);
    if (got < 0)
        ui->focus = 0;
    if (got <= 0)
        return 0;
    int changed = strcmp(text, buf) != 0;
    SDL_strlcpy(buf, text, cap);
    ui->caret = caret >= 0 && caret <= (int)strlen(buf) ? caret : (int)strlen(buf);
    ui->selected = 0;
    return changed;
}

int gui_textfield(gui_ui *ui, int id, SDL_Rect rc, char *buf, size_t cap)
{
    int hot, changed = 0, px = gui_font_px(ui, GUI_FONT_LINE), x0 = rc.x + gui_px(ui, GUI_SIZE_SPACE), kind = ui->next_kind;
    ui->next_kind = PLAT_TEXT_NAME;
    if (ui->nfields < GUI_FIELDS_MAX) {
        ui->fields[ui->nfields].label[0] = 0;
        ui->fields[ui->nfields].kind = kind;
        ui->fields[ui->nfields++].rc = rc;
    }
    if (ui->focus == id)
        changed = typed_on_page(ui, buf, cap);
    if (clicked(ui, id, rc, 1, &hot)) {
        /* A click into another field selects its text, so a default name is typed over at
           once; a click into the field being edited puts the caret where it lands. */
        ui->selected = ui->focus != id && buf[0];
        ui->caret = ui->focus != id ? (int)strlen(buf) : caret_at(buf, px, x0, ui->in->mx);
        ui->focus = id;
    } else if (ui->in->pressed[1] && !gui_hit(ui->in, rc) && ui->focus == id) {
        ui->focus = 0;
    }
    int focused = ui->focus == id;
    if (focused) {
        ui->focus_rc = rc;
        if (ui->caret < 0 || ui->caret > (int)strlen(buf)) /* the text changed elsewhere */
            ui->caret = (int)strlen(buf);
        while (ui->caret > 0 && ((unsigned char)buf[ui->caret] & 0xC0) == 0x80) /* never inside a character */
            ui->caret--;
        for (int i = 0; i < ui->in->nkeys; i++) /* Ctrl+A selects it all */
            if (ui->in->keys[i] == SDLK_a && (ui->in->mods[i] & KMOD_CTRL) && buf[0])
                ui->selected = 1;
        if (ui->in->text[0] && ui->selected) {
            buf[0] = 0;
            ui->selected = 0;
            ui->caret = 0;
            changed = 1;
        }
        size_t add = strlen(ui->in->text);
        if (add && strlen(buf) + add < cap) { /* typed at the caret */
            memmove(buf + ui->caret + add, buf + ui->caret, strlen(buf + ui->caret) + 1);
            memcpy(buf + ui->caret, ui->in->text, add);
            ui->caret += (int)add;
            changed = 1;
        }
        changed |= edit_keys(ui, buf);
        if (ui->focus == id) { /* still: the page's keyboard edits it (gui/app/keyboard.c) */
            ui->focus_buf = buf;
            ui->focus_kind = kind;
        }
    }
    SDL_Color edge = gui_rgba(focused ? GUI_COL_ACCENT : GUI_COL_PANEL_EDGE, 255);
    gui_fill_rounded(ui->r, rc, gui_px(ui, GUI_SIZE_BOX_RADIUS), edge);
    int b = focused ? gui_px(ui, GUI_SIZE_LINE_LIT) : gui_px(ui, GUI_SIZE_LINE);
    SDL_Rect in = {rc.x + b, rc.y + b, rc.w - 2 * b, rc.h - 2 * b};
    gui_fill_rounded(ui->r, in, gui_px(ui, GUI_SIZE_RADIUS_SMALL), gui_rgba(hot || focused ? GUI_COL_SHINE : GUI_COL_PAPER, 255));
    int ty = rc.y + (rc.h - px * 5 / 4) / 2;
    if (focused && ui->selected && buf[0]) /* the selection, behind the text */
        gui_fill_rect(ui->r, (SDL_Rect){rc.x + gui_px(ui, GUI_SIZE_GAP), ty, gui_text_width(buf, px, 0) + gui_px(ui, GUI_SIZE_NUDGE), px * 5 / 4},
                      gui_rgba(GUI_COL_SELECTION, 255));
    gui_text(buf, x0, ty, px, 0, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    if (focused && !ui->selected && (SDL_GetTicks() / 500) % 2 == 0) {
        char pre[256];
        int at = ui->caret < (int)sizeof pre ? ui->caret : (int)sizeof pre - 1;
        memcpy(pre, buf, (size_t)at);
        pre[at] = 0;
        gui_fill_rect(ui->r, (SDL_Rect){x0 + gui_px(ui, GUI_SIZE_HAIR) + gui_text_width(pre, px, 0), ty, gui_px(ui, GUI_SIZE_LINE), px * 5 / 4},
                      gui_rgba(GUI_COL_INK, 255));
    }
    return changed;
}

void gui_ui_name_field(gui_ui *ui, const char *label)
{
    if (ui->nfields > 0)
        SDL_strlcpy(ui->fields[ui->nfields - 1].label, label, sizeof ui->fields[0].label);
}

int gui_key(const gui_ui *ui, SDL_Keycode k)
{
    if (ui->focus)
        return 0;
    for (int i = 0; i < ui->in->nkeys; i++)
        if (ui->in->keys[i] == k && !(ui->in->mods[i] & KMOD_CTRL))
            return 1;
    return 0;
}

int gui_key_take(gui_ui *ui, SDL_Keycode k, SDL_Keycode k2)
{
    int got = 0;
    for (int i = 0; i < ui->in->nkeys && !ui->focus; i++)
        if ((ui->in->keys[i] == k || (k2 != SDLK_UNKNOWN && ui->in->keys[i] == k2)) && !(ui->in->mods[i] & KMOD_CTRL)) {
            got = 1;
            ui->in->keys[i] = SDLK_UNKNOWN;
        }
    return got;
}

int gui_key_ctrl(const gui_ui *ui, SDL_Keycode k)
{
    if (ui->focus)
        return 0;
    for (int i = 0; i < ui->in->nkeys; i++)
        if (ui->in->keys[i] == k && (ui->in->mods[i] & KMOD_CTRL))
            return 1;
    return 0;
}
