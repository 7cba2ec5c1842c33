/* Decisions that are not tile placements: the dispatcher to the modules' dialogs, what those
   dialogs share, and the list of every legal move (for a decision without a dialog). */
#include "scenes/game/decide.h"
#include "scenes/scene_ctx.h"
#include "app/app.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

/* The decisions' own geometry in layout units. */
static const struct {
    int figure;                      /* the decider's figure before "X decides" */
    int ring_gap, ring_line;         /* a hint's ring: outside the control, its line */
    int tag_pad;                     /* a hint's tag: round its word */
    int list_w, list_row, list_line, list_button_w; /* the list of every move: its rows, its counting line, Back and Cancel */
} DC = {44, 5, 4, 5, 560, 40, 22, 160};

#define GENERIC_MAX 256 /* moves the list shows; no decision comes near */

/* Player p's colour as drawn (the palette in use) and as a palette index. */
static SDL_Color pcol(const gui_scene_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, gui_game_player_colour(ctx->game, p));
}

static int pcolour(const gui_scene_ctx *ctx, int p) { return gui_game_player_colour(ctx->game, p); }

/* A heading in the decider's colour, the figure first: in hot-seat play the right person must look up. */
int gui_decide_heading(const gui_scene_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = &ctx->game->pend;
    char line[160];
    const char *name = gui_game_player_name(ctx->game, pd->player);
    gui_subst(line, sizeof line, gui_tr_seat(MSG_DECIDES, gui_game_is_you(ctx->game, pd->player)), name, NULL, NULL);
    int fig = gui_px(ui, DC.figure), room = w - fig - gui_px(ui, GUI_SIZE_PAD), px = 0;
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, pcolour(ctx, pd->player), 0, (float)(x + fig / 2),
                       (float)(y + fig / 2), (float)fig, 255);
    /* a smaller size, then two lines, never an ellipsis: on a phone "Anna ents…" said less than
       the header */
    static const int sizes[] = {GUI_FONT_TITLE, GUI_FONT_HEADING, GUI_FONT_SUBHEAD};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        if (gui_text_width(line, px = gui_font_px(ui, sizes[k]), 1) <= room)
            break;
    SDL_Color c = gui_darken(pcol(ctx, pd->player), 0.8f);
    int tx = x + fig + gui_px(ui, GUI_SIZE_PAD), high = fig;
    if (gui_text_width(line, px, 1) <= room) {
        gui_text(line, tx, y + (fig - px * 5 / 4) / 2, px, 1, c, GUI_ALIGN_LEFT);
    } else {
        int th = gui_text_wrapped_h(line, room, px, 1);
        gui_text_wrapped(line, tx, y + (th < fig ? (fig - th) / 2 : 0), room, px, 1, c);
        high = th > fig ? th : fig;
    }
    y += high + gui_px(ui, GUI_SIZE_GAP);
    /* "pass the mouse" only between two people at this screen: beside a computer's (or a
       friend's at another screen) turn the person deciding already has it */
    if (pd->player != pd->active && gui_app_seat_here(ctx->app, pd->active)) {
        gui_subst(line, sizeof line, gui_tr(MSG_DECIDE_HOTSEAT), gui_game_player_name(ctx->game, pd->active),
                  gui_game_player_name(ctx->game, pd->player), NULL);
        y += gui_text_wrapped(line, x, y, w, gui_font_px(ui, GUI_FONT_BODY), 1, gui_rgba(GUI_COL_INK_RED, 255)) + gui_px(ui, GUI_SIZE_NUDGE);
    }
    return y;
}

void gui_decide_hint_ring(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    int g = gui_px(ctx->ui, DC.ring_gap), t = gui_px(ctx->ui, DC.ring_line);
    float k = 0.5f + 0.5f * SDL_sinf((float)ctx->clock * 0.006f);
    SDL_Color c = gui_rgba(GUI_COL_HINT, (Uint8)(170 + 85 * k));
    SDL_Rect o = {rc.x - g, rc.y - g, rc.w + 2 * g, rc.h + 2 * g};
    gui_rect_outline(ctx->r, o, t, c);
    gui_decide_hint_tag(ctx, o.x, o.y + t); /* a tag on its top edge says what the ring is */
}

void gui_decide_hint_tag(const gui_scene_ctx *ctx, int x, int bottom)
{
    gui_ui *ui = ctx->ui;
    const char *tag = gui_tr(MSG_HINT);
    int px = gui_font_px(ui, GUI_FONT_TAG), pad = gui_px(ui, DC.tag_pad), tw = gui_text_width(tag, px, 1) + 2 * pad, th = px * 5 / 4 + 2;
    SDL_Rect pill = {x, bottom - th, tw, th};
    gui_fill_rounded(ctx->r, pill, gui_px(ui, GUI_SIZE_RADIUS_SMALL), gui_rgba(GUI_COL_HINT, 255));
    gui_text(tag, pill.x + pad, pill.y + 1, px, 1, gui_rgba(GUI_COL_SHINE, 255), GUI_ALIGN_LEFT);
}

/* 1 if two moves are the same answer: the same text (fields a move type does not use may differ). */
static int same_move(const cit_game *e, const cit_move *x, const cit_move *y)
{
    char bx[96], by[96];
    if (x->type != y->type || cit_move_format(e, x, bx, sizeof bx) != CIT_OK ||
        cit_move_format(e, y, by, sizeof by) != CIT_OK)
        return 0;
    return strcmp(bx, by) == 0;
}

void gui_decide_answer(const gui_scene_ctx *ctx, SDL_Rect rc, const cit_move *m)
{
    const cit_move *hint = gui_hint_shown(ctx->app);
    if (hint && m && same_move(gui_game_engine(ctx->game), hint, m)) {
        gui_decide_hint_ring(ctx, rc);
        ctx->view->decide.hint_rc = rc;
    }
}

/* ---- the generic list ------------------------------------------------------------------ */

/* Who decides and what the list is, from y down; returns the y below. */
static int generic_head(const gui_scene_ctx *ctx, int x, int y, int iw)
{
    y = gui_decide_heading(ctx, x, y, iw);
    return y + gui_text_wrapped(gui_tr(MSG_GENERIC_HELP), x, y, iw, gui_font_px(ctx->ui, GUI_FONT_BODY), 0,
                                gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ctx->ui, GUI_SIZE_SPACE);
}

/* The group of a long list an answer falls in: the kind of the feature it names on the board
   (roads, cities, cloisters, fields: GROUPS - 1 for any other), or -1 for an answer that names
   none ("none", a figure's choice), which stays in view above the groups. */
enum { GROUPS = 5 };
static int answer_group(const gui_scene_ctx *ctx, const cit_move *m)
{
    cit_placed_tile pc[2];
    int n = m->spot == CIT_SPOT_NONE || m->type == CIT_MOVE_PLACE ? 0 : cit_game_parts_at(gui_game_engine(ctx->game), m->x, m->y, pc);
    int half = n > 1 ? m->rot & 1 : 0;
    if (n < 1 || pc[half].tile >= ctx->tiles->ntiles || m->spot >= ctx->tiles->tiles[pc[half].tile].nfeat)
        return -1;
    switch (ctx->tiles->tiles[pc[half].tile].feat[m->spot].kind) {
    case CIT_FEAT_ROAD: return 0;
    case CIT_FEAT_CITY: return 1;
    case CIT_FEAT_CLOISTER: return 2;
    case CIT_FEAT_FIELD: return 3;
    default: return GROUPS - 1;
    }
}

/* A long list's answers grouped by feature kind: the answers naming no feature, then a button
   per group ("Roads · 42"), or, a group open, that group's answers. ent[k] >= 0 is answer
   ent[k]; -1 - g is group g's button. Returns the entries; *grouped when the list groups. */
static int list_entries(const gui_scene_ctx *ctx, const cit_move *ms, int n, int fit, int *ent, int *count, int *grouped)
{
    gui_decide *d = &ctx->view->decide;
    int grp[GENERIC_MAX], ngroups = 0, k = 0;
    for (int g = 0; g < GROUPS; g++)
        count[g] = 0;
    for (int i = 0; i < n; i++)
        if ((grp[i] = answer_group(ctx, &ms[i])) >= 0 && count[grp[i]]++ == 0)
            ngroups++;
    *grouped = n > fit && ngroups > 1;
    if (!*grouped)
        d->generic_group = 0;
    for (int i = 0; i < n; i++)
        if (!*grouped || grp[i] < 0 || grp[i] == d->generic_group - 1)
            ent[k++] = i;
    for (int g = 0; *grouped && !d->generic_group && g < GROUPS; g++)
        if (count[g])
            ent[k++] = -1 - g;
    return k;
}

int gui_decide_list(const gui_scene_ctx *ctx, cit_move *chosen, int closable)
{
    gui_ui *ui = ctx->ui;
    gui_decide *d = &ctx->view->decide;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_move ms[GENERIC_MAX];
    int n = cit_game_legal_moves(e, ms, GENERIC_MAX);
    if (n > GENERIC_MAX)
        n = GENERIC_MAX;
    int all = n, ent[GENERIC_MAX + GROUPS], count[GROUPS], grouped;
    int w = gui_px(ui, DC.list_w), bh = gui_px(ui, DC.list_row), gap = gui_px(ui, GUI_SIZE_GAP), pad = gui_px(ui, GUI_SIZE_SECTION);
    /* Heading and help measured without drawing; then as many rows as fit (eight at most),
       a line for the scroll position, and the Cancel row. */
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = generic_head(ctx, 0, 0, w - 2 * pad);
    gui_draw_enabled = was;
    int rest = gui_px(ui, DC.list_line) + (closable || all > 8 ? bh : 0) + 2 * pad + head; /* Cancel, Back */
    int rows = (ctx->drawn->board_rc.h - gui_px(ui, GUI_SIZE_SECTION) - rest) / (bh + gap);
    rows = rows > 8 ? 8 : rows < 1 ? 1 : rows;
    n = list_entries(ctx, ms, all, rows, ent, count, &grouped); /* n: the entries shown from here */
    rows = rows > n ? n : rows;
    int h = rest + rows * (bh + gap);
    SDL_Rect p = {ctx->drawn->board_rc.x + (ctx->drawn->board_rc.w - w) / 2, ctx->drawn->board_rc.y + (ctx->drawn->board_rc.h - h) / 2, w, h};
    const cit_pending *pd = &ctx->game->pend;
    int spots = 0; /* answers that name a spot of the tile the question is about (numbered there) */
    for (int i = 0; i < n; i++)
        spots |= ms[i].spot != CIT_SPOT_NONE && ms[i].type != CIT_MOVE_PLACE;
    if ((ctx->drawn->hint_piece_shown && gui_hint_shown(ctx->app)) || spots) {
        /* A hint's answer stands on the board (the builder a module ghosts), or the answers
           name the tile's spots: the list goes to the top and the camera, once, to the tile
           the question is about, below it. */
        p.y = ctx->drawn->board_rc.y + gui_px(ui, GUI_SIZE_PAD);
        if (d->hint_glided != d->key) {
            d->hint_glided = d->key;
            gui_decide_glide_to(ctx, (float)pd->x, (float)pd->y, (float)pd->x, (float)pd->y, h);
        }
    }
    gui_panel(ui, p);
    int x = p.x + pad, iw = w - 2 * pad, y = generic_head(ctx, x, p.y + pad, iw);
    if (gui_hit(ctx->in, p) && ctx->in->wheel)
        d->generic_scroll -= ctx->in->wheel;
    if (d->generic_scroll > n - rows)
        d->generic_scroll = n - rows;
    if (d->generic_scroll < 0)
        d->generic_scroll = 0;
    int picked = 0;
    const cit_move *hint = gui_hint_shown(ctx->app);
    if (hint && d->hint_scrolled != d->key) { /* the hinted answer scrolled into view once */
        d->hint_scrolled = d->key;
        for (int i = 0; i < n; i++)
            if (ent[i] >= 0 && same_move(e, &ms[ent[i]], hint) && (i < d->generic_scroll || i >= d->generic_scroll + rows))
                d->generic_scroll = i - rows / 2 < 0 ? 0 : i - rows / 2 > n - rows ? n - rows : i - rows / 2;
    }
    static const gui_msg group_words[GROUPS] = {MSG_CAT_ROADS, MSG_CAT_CITIES, MSG_CAT_CLOISTERS, MSG_CAT_FIELDS,
                                                 MSG_CAT_OTHER};
    for (int k = d->generic_scroll; k < n && k < d->generic_scroll + rows; k++) {
        char label[96];
        int i = ent[k];
        if (i < 0) { /* a group's button opens it */
            snprintf(label, sizeof label, "%s \xC2\xB7 %d", gui_tr(group_words[-1 - i]), count[-1 - i]);
            if (gui_button_colour(ui, GUI_ID(GENERIC_MAX - i), (SDL_Rect){x, y, iw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                                  label, 1)) {
                d->generic_group = -i;
                d->generic_scroll = 0;
            }
            y += bh + gap;
            continue;
        }
        gui_move_words(e, &ms[i], label, sizeof label);
        if (gui_button(ui, GUI_ID(i), (SDL_Rect){x, y, iw, bh}, label, 1) && !picked) {
            *chosen = ms[i];
            picked = 1;
        }
        gui_decide_answer(ctx, (SDL_Rect){x, y, iw, bh}, &ms[i]); /* a hint's answer ringed */
        y += bh + gap;
    }
    /* a group open: back to the groups' buttons */
    if (grouped && d->generic_group &&
        gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + pad, p.y + p.h - pad - bh, gui_px(ui, DC.list_button_w), bh}, gui_tr(MSG_BACK), 1)) {
        d->generic_group = 0;
        d->generic_scroll = 0;
    }
    if (n > rows) {
        char more[32];
        snprintf(more, sizeof more, "%d\xE2\x80\x93%d / %d", d->generic_scroll + 1, d->generic_scroll + rows, n);
        gui_text(more, x, y, gui_font_px(ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    }
    if (closable && (gui_button(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - gui_px(ui, DC.list_button_w), p.y + p.h - pad - bh,
                                                         gui_px(ui, DC.list_button_w), bh}, gui_tr(MSG_CANCEL), 1) ||
                     gui_key(ui, SDLK_ESCAPE))) {
        d->generic_open = 0;
        if (d->list_view_kept) { /* back to the board as it was when the list opened */
            ctx->view->glide = 1;
            ctx->view->glide_cx = d->list_cx, ctx->view->glide_cy = d->list_cy, ctx->view->glide_zoom = d->list_zoom;
        }
    }
    if (picked)
        d->generic_open = 0;
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

/* Glides cells x0..x1, y0..y1 into the part of the board a dialog of height dialog_h
   leaves free (below it), zooming out if they would not fit there. */
void gui_decide_glide_to(const gui_scene_ctx *ctx, float x0, float y0, float x1, float y1, int dialog_h)
{
    float free_w = (float)ctx->drawn->board_rc.w, free_h = (float)(ctx->drawn->board_rc.h - dialog_h - gui_px(ctx->ui, GUI_SIZE_SECTION));
    float zoom = ctx->view->cam.zoom, fit_w = free_w / (x1 - x0 + 1.6f), fit_h = free_h / (y1 - y0 + 1.4f);
    if (zoom > fit_w)
        zoom = fit_w;
    if (zoom > fit_h)
        zoom = fit_h;
    if (zoom < ctx->view->cam.min_zoom)
        zoom = ctx->view->cam.min_zoom;
    ctx->view->glide = 1;
    ctx->view->glide_zoom = zoom;
    ctx->view->glide_cx = (x0 + x1) * 0.5f + 0.5f;
    ctx->view->glide_cy = (y0 + y1) * 0.5f + 0.5f - (float)(dialog_h + gui_px(ctx->ui, GUI_SIZE_PAD)) * 0.5f / (zoom > 1 ? zoom : 1);
}

SDL_Rect gui_decide_dock(const gui_scene_ctx *ctx, int w, int (*height)(void *arg, int w), void *arg, int *docked)
{
    SDL_Rect b = ctx->drawn->board_rc, z = ctx->drawn->zoom_rc, s = ctx->drawn->side_rc, e = ctx->drawn->end_row_rc;
    int m = gui_px(ctx->ui, GUI_SIZE_PAD), room = b.w - 2 * m;
    /* left of the zoom buttons where they stand beside the board (a phone's narrow board) */
    if (z.w > 0 && z.x - b.x - 2 * m < room && z.x - b.x - 2 * m > room / 2)
        room = z.x - b.x - 2 * m;
    int bw = w < room ? w : room, left = b.x + (room < b.w - 2 * m ? m : (b.w - bw) / 2);
    SDL_Rect on = {left, b.y + m, bw, height(arg, bw)};
    *docked = 0;
    ctx->view->decide.over_rc = (SDL_Rect){0, 0, 0, 0};
    if (on.h <= b.h / 2 || s.w <= 0 || s.h <= 0)
        return on;
    int sw = w < s.w - 2 * m ? w : s.w - 2 * m, foot = s.y + s.h;
    if (e.w > 0 && SDL_HasIntersection(&e, &s))
        foot = e.y;
    SDL_Rect side = {s.x + (s.w - sw) / 2, s.y + m, sw, height(arg, sw)};
    if (side.y + side.h > foot - m)
        return on;
    side.h = foot - m - side.y; /* down to Undo / End turn: no control half under it */
    *docked = 1;
    ctx->view->decide.over_rc = side;
    return side;
}

int gui_decide_hint_in_row(const gui_scene_ctx *ctx, SDL_Rect *row)
{
    gui_ui *ui = ctx->ui;
    gui_decide *d = &ctx->view->decide;
    int gap = gui_px(ui, GUI_SIZE_GAP), half = (row->w - gap) / 2;
    /* only where the dialog covers the panel's Hint, and each half a finger's size */
    if (d->over_rc.w <= 0 || d->hint_button_rc.w <= 0 || !SDL_HasIntersection(&d->over_rc, &d->hint_button_rc) ||
        !gui_hint_offered(ctx->app) || half < gui_hit_px(ui, GUI_TOUCH_LEAST_PT))
        return 0;
    if (gui_hint_button(ctx->app, GUI_ID(0), (SDL_Rect){row->x + row->w - half, row->y, half, row->h}))
        gui_hint_toggle(ctx->app);
    row->w -= half + gap;
    return 1;
}

void gui_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    GUI_FOR_MODULES(mod, g)
        if (mod->move_words && mod->move_words(g, m, buf, cap))
            return;
    /* A verb this window has no words for yet: the engine's own line, capitalised. */
    if (cit_move_format(g, m, buf, cap) != CIT_OK)
        SDL_strlcpy(buf, "?", cap);
    else if (buf[0] >= 'a' && buf[0] <= 'z')
        buf[0] = (char)(buf[0] - 'a' + 'A');
}

/* ---- the entry point ---------------------------------------------------------------------- */

/* A computer's move a module words as a notice (event_line returned 2), said in a toast as it
   happens; a person saw their own choice happen. */
static void toast_notices(const gui_scene_ctx *ctx)
{
    gui_decide *d = &ctx->view->decide;
    if (d->seen_game != ctx->game) {
        d->seen_game = ctx->game;
        d->seen_notices = ctx->game->notices;
    }
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    int p = ctx->game->notice_player;
    if (ctx->game->notices > d->seen_notices && p >= 0 && p < s->nplayers && !gui_app_seat_here(ctx->app, p))
        gui_app_toast(ctx->app, ctx->game->notice);
    d->seen_notices = ctx->game->notices;
}

int gui_decide_frame(const gui_scene_ctx *ctx, cit_move *chosen)
{
    gui_decide *d = &ctx->view->decide;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = &ctx->game->pend;
    toast_notices(ctx);
    /* A module may take the frame for people and computers alike (a table of its own). */
    GUI_FOR_MODULES(m, e) {
        int r = m->frame ? m->frame(GUI_SCENE_MODULE(ctx, m), chosen) : 0;
        if (r) {
            if ((r & GUI_DECIDE_MODAL) && !(r & GUI_DECIDE_CHOSEN) && gui_key(ctx->ui, SDLK_ESCAPE))
                gui_dialog_open(ctx->app, GUI_DLG_LEAVE);
            return r | GUI_DECIDE_TABLE;
        }
    }
    int human = !cit_game_over(e) && gui_app_seat_here(ctx->app, pd->player);
    if (!human || pd->decision == CIT_DECIDE_PLACE_TILE || pd->decision == CIT_DECIDE_NONE) {
        d->key = 0;
        d->generic_open = 0;
        return 0;
    }
    /* A new decision starts with a clean dialog. */
    int key = cit_session_length(ctx->game->sess) + 1, fresh = key != d->key;
    if (fresh) {
        d->key = key;
        d->generic_open = 0;
        d->generic_scroll = 0;
        d->generic_group = 0;
    }
    const gui_module *asking = gui_module_find(pd->module);
    asking = asking ? gui_module_on(asking, e) : NULL;
    int r, listing = d->generic_open;
    if (!d->generic_open)
        d->list_view_kept = 0;
    else if (!d->list_view_kept) { /* the list may move the camera to its tile: Cancel comes back */
        d->list_view_kept = 1;
        d->generic_group = 0; /* a long list opens on its groups */
        d->list_cx = ctx->view->glide ? ctx->view->glide_cx : ctx->view->cam.cx;
        d->list_cy = ctx->view->glide ? ctx->view->glide_cy : ctx->view->cam.cy;
        d->list_zoom = ctx->view->glide ? ctx->view->glide_zoom : ctx->view->cam.zoom;
    }
    if (d->generic_open)
        r = gui_decide_list(ctx, chosen, 1);
    else if (asking && asking->decide)
        r = asking->decide(GUI_SCENE_MODULE(ctx, asking), chosen, fresh);
    else
        r = gui_decide_list(ctx, chosen, 0); /* a decision this window has no widget for */
    if ((r & GUI_DECIDE_MODAL) && gui_key(ctx->ui, SDLK_ESCAPE) && !listing)
        gui_dialog_open(ctx->app, GUI_DLG_LEAVE);
    return r;
}
