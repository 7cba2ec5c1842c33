/* The game scene: layout, turning mouse and keys into the turn (drag, rotate, follower, end turn). */
#include "app/ai_seam.h"
#include "app/app.h"
#include "app/net_seam.h"
#include "scenes/scenes.h"
#include "scenes/game/board_view.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "scenes/game/game_panels.h"
#include "app/hint.h"
#include "scenes/lesson/lesson.h"
#include "scenes/lesson/lesson_text.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The game screen's own sizes in layout units. */
static const struct {
    int key_pan, pan_speed;          /* an arrow key's step; a held key's pan per second */
    int drag_slop;                   /* a press moved further than this is a drag */
    int side_more;                   /* the side panel's extra width where the window has room */
    int zoom_least, zoom_most;       /* a cell's side, at the farthest and the nearest zoom */
    int history_w;                   /* the history panel over the board */
} SG = {60, 700, 6, 40, 20, 360, 380};

/* Fits the board (plus a ring of free cells) into the part of the view no module covers,
   gliding there if `glide` (board_view.c). */
void gui_game_fit(gui_app *a, int glide) { gui_board_fit(GUI_SCENE_CTX(a), glide); }

void gui_game_history_at_final(gui_app *a)
{
    gui_game_ui *v = gui_view(a);
    if (!v)
        return;
    v->show_history = 1;
    for (int i = a->game->nlog - 1; i >= 0 && !v->history_top; i--)
        if (!strcmp(a->game->log[i], gui_tr(MSG_HIST_FINAL)))
            v->history_top = i + 1;
}

/* Moves the camera a step toward the glide target (about a quarter second in all). */
static void glide_step(gui_app *a)
{
    if (!gui_view(a)->glide)
        return;
    float k = 1.0f - expf(-(float)a->dt / 60.0f);
    gui_view(a)->cam.cx += (gui_view(a)->glide_cx - gui_view(a)->cam.cx) * k;
    gui_view(a)->cam.cy += (gui_view(a)->glide_cy - gui_view(a)->cam.cy) * k;
    gui_view(a)->cam.zoom += (gui_view(a)->glide_zoom - gui_view(a)->cam.zoom) * k;
    if (fabsf(gui_view(a)->glide_cx - gui_view(a)->cam.cx) < 0.01f && fabsf(gui_view(a)->glide_cy - gui_view(a)->cam.cy) < 0.01f &&
        fabsf(gui_view(a)->glide_zoom - gui_view(a)->cam.zoom) < 0.5f) {
        gui_view(a)->cam.cx = gui_view(a)->glide_cx;
        gui_view(a)->cam.cy = gui_view(a)->glide_cy;
        gui_view(a)->cam.zoom = gui_view(a)->glide_zoom;
        gui_view(a)->glide = 0;
    }
}

/* After a move that placed a tile: if the new tile is not fully in view, glide so that it is.
   Other moves (a module's decision) leave the camera where the player is looking. */
static void show_last_tile(gui_app *a)
{
    const cit_game *e = gui_game_engine(a->game);
    int n = cit_game_placed_count(e), len = cit_session_length(a->game->sess);
    const cit_move *last = len > 0 ? cit_session_move(a->game->sess, len - 1) : NULL;
    if (n < 1 || !last || last->type != CIT_MOVE_PLACE)
        return;
    /* A view the player has not moved keeps the whole play area in sight (the board and the
       cells around it where a tile may go), zooming out as the board grows, never in past
       the start's zoom. */
    if (gui_view(a)->cam_fitted) {
        gui_game_fit(a, 1);
        return;
    }
    cit_placed_tile t = cit_game_placed(e, n - 1);
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, t.x, t.y), v = gui_drawn(a)->board_rc;
    if (rc.x >= v.x && rc.y >= v.y && rc.x + rc.w <= v.x + v.w && rc.y + rc.h <= v.y + v.h)
        return;
    gui_view(a)->glide = 1;
    gui_view(a)->glide_cx = (float)t.x + 0.5f;
    gui_view(a)->glide_cy = (float)t.y + 0.5f;
    gui_view(a)->glide_zoom = gui_view(a)->cam.zoom;
}

/* Where the pointer is within its cell (fractions, y down): a triangle takes the half under it. */
static void pointer_frac(const gui_app *a, float *fx, float *fy)
{
    float bx, by;
    gui_camera_to_board(&gui_view(a)->cam, (float)a->in.mx, (float)a->in.my, &bx, &by);
    *fx = bx - floorf(bx);
    *fy = by - floorf(by);
}

/* The rotation for the tile in hand at x,y with the pointer where it is (see gui_game_rot_at). */
static int rot_here(const gui_app *a, int x, int y, int want)
{
    float fx, fy;
    pointer_frac(a, &fx, &fy);
    return gui_game_rot_at(a->game, x, y, fx, fy, want);
}

static int human_turn(const gui_app *a)
{
    const cit_game *e = gui_game_engine(a->game);
    return !cit_game_over(e) && gui_app_seat_here(a, gui_game_player(a->game));
}

static void after_move(gui_app *a)
{
    gui_net_sent(a); /* a network game: the move made here goes to the table */
    gui_app_autosave(a);
    show_last_tile(a);
    if (a->game->discards > gui_view(a)->seen_discards) {
        gui_view(a)->seen_discards = a->game->discards;
        gui_app_toast(a, gui_tr(MSG_DISCARDED));
    }
    /* The ending plays on the board first (see run_finale); without final points, straight to
       Results, but for the lesson's last card, which waits for the learner. */
    int over = cit_game_over(gui_game_engine(a->game));
    if (over && !(a->game->finale && a->game->finale->active)) {
        if (!gui_lesson_holds_results(GUI_SCENE_CTX(a)))
            gui_app_set_scene(a, GUI_SCENE_RESULTS);
    } else if (over)
        gui_game_fit(a, 1); /* the whole board, for the final scoring */
}

/* While the final scoring plays: a click or a key skips to Results. In the lesson they only end
   the count (its key does nothing more): the last card explains it and waits for the learner.
   Returns 1 while it plays. */
static int run_finale(gui_app *a)
{
    gui_finale *f = a->game->finale;
    if (!f || !f->active)
        return 0;
    gui_board_draw_finale(GUI_SCENE_CTX(a));
    gui_finale_sound(f, a->game->now, a->settings.anim_speed);
    gui_input *in = &a->in;
    int skip = in->pressed[1] || in->pressed[3] || in->nkeys > 0;
    if (skip || gui_finale_over(f, a->game->now, a->settings.anim_speed)) {
        f->active = 0;
        if (!gui_lesson_holds_results(GUI_SCENE_CTX(a)))
            gui_app_set_scene(a, GUI_SCENE_RESULTS);
        else
            for (int i = 0; i < in->nkeys; i++)
                in->keys[i] = SDLK_UNKNOWN;
    }
    return 1;
}

static void end_turn(gui_app *a)
{
    cit_outcome out;
    const char *why = gui_game_missing(a->game);
    if (gui_lesson_refuses_end(GUI_SCENE_CTX(a))) /* the lesson's step wants its own cell and spot */
        return;
    if (why) {
        gui_app_toast(a, why);
        return;
    }
    cit_status st = gui_game_end_turn(a->game, &out);
    if (st == CIT_OK)
        after_move(a);
    else if (st != CIT_ERR_WRONG_DECISION)
        gui_app_toast(a, gui_status(st));
}

/* R, right-click or the wheel while a module's piece is dragged. */
static void drag_turn(gui_app *a)
{
    const gui_module *m = gui_drag_module(a);
    if (m && m->drag_turn)
        m->drag_turn(GUI_MODULE_CTX(a, m));
}

static void rotate(gui_app *a)
{
    gui_game *g = a->game;
    if (gui_view(a)->drag.kind == GUI_DRAG_MODULE) {
        drag_turn(a);
    } else if (gui_view(a)->drag.kind == GUI_DRAG_TILE) {
        if (gui_game_rotmask(g, gui_view(a)->drag.cellx, gui_view(a)->drag.celly))
            gui_view(a)->drag.rot = gui_game_rot_from(g, gui_view(a)->drag.cellx, gui_view(a)->drag.celly, (gui_view(a)->drag.rot + 1) & 3);
        else
            gui_view(a)->drag.rot = (gui_view(a)->drag.rot + 1) & 3;
        g->hand_rot = gui_view(a)->drag.rot;
        gui_view(a)->drag.turned = 1; /* a triangle keeps this half until the pointer leaves the cell */
    } else if (g->has_tile) {
        gui_game_rotate_placed(g);
    } else {
        g->hand_rot = (g->hand_rot + 1) & 3;
    }
}

/* The wheel turns a dragged tile: up clockwise, down counter-clockwise (legal turns only). */
static void wheel_rotate(gui_app *a, int wheel)
{
    gui_game *g = a->game;
    int mask = gui_game_rotmask(g, gui_view(a)->drag.cellx, gui_view(a)->drag.celly);
    for (int n = wheel > 0 ? wheel : -wheel; n > 0; n--) {
        int step = wheel > 0 ? 1 : 3;
        int r = (gui_view(a)->drag.rot + step) & 3;
        for (int k = 0; k < 4 && mask && !(mask & (1 << r)); k++)
            r = (r + step) & 3;
        gui_view(a)->drag.rot = r;
    }
    g->hand_rot = gui_view(a)->drag.rot;
    gui_view(a)->drag.turned = 1;
}

/* Q / E: put the tile on the previous / next legal cell (keyboard play). */
static void cycle_cell(gui_app *a, int dir)
{
    gui_game *g = a->game;
    if (!g->nplace)
        return;
    int cur = -1;
    for (int i = 0; i < g->nplace && g->has_tile; i++)
        if (g->place[i].x == g->tx && g->place[i].y == g->ty)
            cur = i;
    int next = cur < 0 ? (dir > 0 ? 0 : g->nplace - 1) : (cur + dir + g->nplace) % g->nplace;
    const cit_placement *p = &g->place[next];
    gui_game_put(g, p->x, p->y, gui_game_rot_from(g, p->x, p->y, g->hand_rot));
    /* Keep the cell in view. */
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, p->x, p->y);
    if (!SDL_HasIntersection(&rc, &gui_drawn(a)->board_rc) || rc.x < gui_drawn(a)->board_rc.x || rc.y < gui_drawn(a)->board_rc.y ||
        rc.x + rc.w > gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w || rc.y + rc.h > gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h) {
        gui_view(a)->cam.cx = (float)p->x + 0.5f;
        gui_view(a)->cam.cy = (float)p->y + 0.5f;
    }
}

/* 1..9: choose the n-th offered follower spot (again: take it back). */
static void digit_spot(gui_app *a)
{
    gui_game *g = a->game;
    for (int k = 0; k < 9; k++)
        if (gui_key(&a->ui, SDLK_1 + k) || gui_key(&a->ui, SDLK_KP_1 + k)) {
            if (g->has_tile && k < g->nspots)
                gui_game_set_spot(g, g->spot == g->spots[k] ? CIT_SPOT_NONE : g->spots[k]);
        }
}

/* Camera moves the player asks for stop any glide in progress. */
static void cam_pan(gui_app *a, float dx, float dy)
{
    gui_camera_pan(&gui_view(a)->cam, dx, dy);
    gui_view(a)->glide = 0;
    gui_view(a)->cam_fitted = 0;
}

static void cam_zoom(gui_app *a, float factor, float x, float y)
{
    gui_camera_zoom_at(&gui_view(a)->cam, factor, x, y);
    gui_view(a)->glide = 0;
    gui_view(a)->cam_fitted = 0;
}

/* Two fingers on the board: the pinch zooms about their middle, their move pans; a one-finger
   press that began the gesture is no drag of the board (a piece already held stays held). */
static void gestures(gui_app *a)
{
    gui_input *in = &a->in;
    gui_drag *d = &gui_view(a)->drag;
    if (in->gesture && (d->kind == GUI_DRAG_PENDING || d->kind == GUI_DRAG_PAN))
        d->kind = GUI_DRAG_NONE;
    SDL_Rect b = gui_drawn(a)->board_rc;
    int x = (int)in->pinch_x, y = (int)in->pinch_y;
    if (x < b.x || y < b.y || x >= b.x + b.w || y >= b.y + b.h)
        return;
    if (in->pan_x != 0.0f || in->pan_y != 0.0f)
        cam_pan(a, in->pan_x, in->pan_y);
    if (in->pinch > 0.0f && in->pinch != 1.0f)
        cam_zoom(a, in->pinch, in->pinch_x, in->pinch_y);
}

/* + and - zoom about the board's middle, Home fits the board: in play and beside a decision. */
static void zoom_keys(gui_app *a)
{
    gui_ui *ui = &a->ui;
    float cx = (float)(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2), cy = (float)(gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    if (gui_key(ui, SDLK_PLUS) || gui_key(ui, SDLK_EQUALS) || gui_key(ui, SDLK_KP_PLUS))
        cam_zoom(a, 1.25f, cx, cy);
    if (gui_key(ui, SDLK_MINUS) || gui_key(ui, SDLK_KP_MINUS))
        cam_zoom(a, 0.8f, cx, cy);
    if (gui_key(ui, SDLK_HOME))
        gui_game_fit(a, 1);
}

static void handle_keys(gui_app *a)
{
    gui_ui *ui = &a->ui;
    float step = (float)gui_px(ui, SG.key_pan);
    int human = human_turn(a);
    if (gui_key(ui, SDLK_ESCAPE)) {
        if (gui_view(a)->drag.kind != GUI_DRAG_NONE)
            gui_view(a)->drag.kind = GUI_DRAG_NONE;
        else if (gui_view(a)->show_dist || gui_view(a)->show_history)
            gui_view(a)->show_dist = gui_view(a)->show_history = 0;
        else
            gui_dialog_open(a, GUI_DLG_LEAVE);
    }
    if (human && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER) || gui_key(ui, SDLK_SPACE)))
        end_turn(a);
    if (human && gui_key_ctrl(ui, SDLK_z))
        gui_game_undo(a->game);
    if (human && (gui_key(ui, SDLK_r) || gui_key(ui, SDLK_TAB)))
        rotate(a);
    if (human)
        GUI_FOR_MODULES(m, gui_game_engine(a->game))
            if (m->keys)
                m->keys(GUI_MODULE_CTX(a, m));
    if (human && gui_key(ui, SDLK_e))
        cycle_cell(a, 1);
    if (human && gui_key(ui, SDLK_q))
        cycle_cell(a, -1);
    if (human)
        digit_spot(a);
    if (gui_key(ui, SDLK_h))
        gui_view(a)->show_history = !gui_view(a)->show_history;
    if (gui_key(ui, SDLK_t) && !a->settings.purist) /* tile counts and projected scores are aids */
        gui_view(a)->show_dist = !gui_view(a)->show_dist;
    if (gui_key(ui, SDLK_p) && !a->settings.purist)
        gui_view(a)->show_projected = !gui_view(a)->show_projected;
    if (gui_key(ui, SDLK_LEFT) || gui_key(ui, SDLK_a))
        cam_pan(a, step, 0);
    if (gui_key(ui, SDLK_RIGHT) || gui_key(ui, SDLK_d))
        cam_pan(a, -step, 0);
    if (gui_key(ui, SDLK_UP) || gui_key(ui, SDLK_w))
        cam_pan(a, 0, step);
    if (gui_key(ui, SDLK_DOWN) || gui_key(ui, SDLK_s))
        cam_pan(a, 0, -step);
    /* Held arrow / WASD keys keep the board gliding (the key events above give the first step). */
    const Uint8 *ks = SDL_GetKeyboardState(NULL);
    if (!ks[SDL_SCANCODE_S])
        gui_view(a)->decide.mute_s = 0;
    if (!ks[SDL_SCANCODE_D])
        gui_view(a)->decide.mute_d = 0;
    if (!ui->focus && !(SDL_GetModState() & KMOD_CTRL)) {
        float v = (float)gui_px(ui, SG.pan_speed) * (float)a->dt / 1000.0f;
        int down = ks[SDL_SCANCODE_DOWN] || (ks[SDL_SCANCODE_S] && !gui_view(a)->decide.mute_s);
        float dx = (float)((ks[SDL_SCANCODE_LEFT] || ks[SDL_SCANCODE_A]) -
                           (ks[SDL_SCANCODE_RIGHT] || (ks[SDL_SCANCODE_D] && !gui_view(a)->decide.mute_d)));
        float dy = (float)((ks[SDL_SCANCODE_UP] || ks[SDL_SCANCODE_W]) - down);
        if (dx != 0.0f || dy != 0.0f)
            cam_pan(a, dx * v, dy * v);
    }
    zoom_keys(a);
}

/* The button drawn last is known by `name` to tests and tools. */
static void name_last(gui_ui *ui, const char *name)
{
    if (ui->nseen > 0 && ui->nseen < 64) {
        SDL_strlcpy(ui->seen[ui->nseen - 1].label, name, sizeof ui->seen[0].label);
        ui->seen[ui->nseen - 1].room = 0; /* the name is not drawn: the glyph is (no width to check) */
    }
}

/* Zoom in, out and fit as buttons in the board's bottom-right corner, for people without a
   wheel (the keys +, - and Home do the same). */
SDL_Rect gui_game_zoom_column(const gui_app *a)
{
    const gui_ui *ui = &a->ui;
    int s = gui_hit_px(ui, GUI_SIZE_BUTTON_H), gap = gui_px(ui, GUI_SIZE_GAP), m = gui_px(ui, GUI_SIZE_MARGIN);
    return (SDL_Rect){gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w - m - s, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h - m - 4 * s - 3 * gap, s,
                      4 * s + 3 * gap};
}

void gui_game_zoom_buttons(gui_app *a)
{
    gui_ui *ui = &a->ui;
    int s = gui_hit_px(ui, GUI_SIZE_BUTTON_H), gap = gui_px(ui, GUI_SIZE_GAP);
    SDL_Rect all = gui_game_zoom_column(a);
    all.y += s + gap; /* under the rules' "?" */
    all.h -= s + gap;
    gui_drawn(a)->zoom_rc = all;
    float cx = (float)(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2), cy = (float)(gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    /* Each is known by its job, not its glyph, to tests and tools (a module's "+" is another). */
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){all.x, all.y, s, s}, "+", gui_view(a)->cam.zoom < gui_view(a)->cam.max_zoom))
        cam_zoom(a, 1.25f, cx, cy);
    name_last(ui, "zoom in");
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){all.x, all.y + s + gap, s, s}, "\xE2\x88\x92", gui_view(a)->cam.zoom > gui_view(a)->cam.min_zoom))
        cam_zoom(a, 0.8f, cx, cy);
    name_last(ui, "zoom out");
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){all.x, all.y + 2 * (s + gap), s, s}, "\xE2\x8C\x82", 1)) /* ⌂: Home */
        gui_game_fit(a, 1);
    name_last(ui, "fit");
    /* A follower spot under the buttons (and the rules "?" over them) could not be clicked:
       the board moves the tile laid there out from under them. */
    gui_board_clear_spots(GUI_SCENE_CTX(a), (SDL_Rect){all.x, all.y - gap - s, s, all.h + gap + s});
}

/* A press a module takes: it starts a drag of its own piece. */
static int module_press(gui_app *a)
{
    GUI_FOR_MODULES(m, gui_game_engine(a->game))
    if (m->press && m->press(GUI_MODULE_CTX(a, m)))
        return 1;
    return 0;
}

static void press(gui_app *a, int human)
{
    gui_game *g = a->game;
    gui_input *in = &a->in;
    gui_drag *d = &gui_view(a)->drag;
    int cx, cy;
    gui_camera_cell_at(&gui_view(a)->cam, in->mx, in->my, &cx, &cy);
    d->start_x = d->last_x = in->mx;
    d->start_y = d->last_y = in->my;
    d->cellx = cx;
    d->celly = cy;
    d->on_tentative = 0;
    int special = -1;
    for (int k = 0; k < gui_drawn(a)->nspecial_rc && human; k++)
        if (gui_hit(in, gui_drawn(a)->special_rc[k]))
            special = k;
    d->special_mod = -1;
    if (human && gui_drawn(a)->hand_rc.w && gui_hit(in, gui_drawn(a)->hand_rc) && !g->has_tile) {
        d->kind = GUI_DRAG_TILE;
        d->rot = g->hand_rot;
        d->cellx = d->celly = -1000;
    } else if (special >= 0) { /* a module's special piece from the supply box (the builder...) */
        d->kind = GUI_DRAG_FOLLOWER;
        d->from_spot = CIT_SPOT_NONE;
        d->special_mod = gui_drawn(a)->special_mod[special];
        d->special_kind = gui_drawn(a)->special_kind[special];
    } else if (human && gui_drawn(a)->supply_rc.w && gui_hit(in, gui_drawn(a)->supply_rc)) {
        d->kind = GUI_DRAG_FOLLOWER;
        d->from_spot = CIT_SPOT_NONE;
    } else if (human && g->has_tile && g->spot != CIT_SPOT_NONE && gui_board_spot_at(GUI_SCENE_CTX(a), in->mx, in->my) == g->spot) {
        /* Pick the placed follower (or special piece) up again: drop it on another spot, or
           anywhere else to take it back. */
        d->kind = GUI_DRAG_FOLLOWER;
        d->from_spot = g->spot;
        d->special_mod = g->special_mod;
        d->special_kind = g->special_kind;
        gui_game_set_spot(g, CIT_SPOT_NONE);
    } else if (human && gui_board_spot_at(GUI_SCENE_CTX(a), in->mx, in->my) == CIT_SPOT_NONE && module_press(a)) {
        /* a module's piece from the panel, or the one set up this turn picked up (spot circles come first) */
    } else if (gui_hit(in, gui_drawn(a)->board_rc) && !gui_hit(in, gui_drawn(a)->zoom_rc)) {
        d->kind = GUI_DRAG_PENDING;
        d->on_tentative = human && g->has_tile && cx == g->tx && cy == g->ty;
    }
}

/* The cell under the pointer; returns whether the pointer has gone far enough from
   where the press began to count as a drag rather than a click. */
static int pointer_cell(gui_app *a, int *cx, int *cy)
{
    const gui_input *in = &a->in;
    gui_camera_cell_at(&gui_view(a)->cam, in->mx, in->my, cx, cy);
    return abs(in->mx - gui_view(a)->drag.start_x) + abs(in->my - gui_view(a)->drag.start_y) > gui_px(&a->ui, SG.drag_slop);
}

static void motion(gui_app *a)
{
    gui_game *g = a->game;
    gui_input *in = &a->in;
    gui_drag *d = &gui_view(a)->drag;
    int cx, cy, far = pointer_cell(a, &cx, &cy);
    if (d->kind == GUI_DRAG_PENDING && far) {
        if (d->on_tentative) {
            d->kind = GUI_DRAG_TILE;
            d->rot = g->trot;
            gui_game_lift(g);
        } else {
            d->kind = GUI_DRAG_PAN;
        }
    }
    if (d->kind == GUI_DRAG_PAN)
        cam_pan(a, (float)(in->mx - d->last_x), (float)(in->my - d->last_y));
    const gui_module *dm = gui_drag_module(a);
    if (dm && dm->drag_motion)
        dm->drag_motion(GUI_MODULE_CTX(a, dm));
    if (d->kind == GUI_DRAG_TILE && (cx != d->cellx || cy != d->celly)) {
        d->cellx = cx;
        d->celly = cy;
        d->turned = 0;
        if (gui_game_rotmask(g, cx, cy))
            d->rot = rot_here(a, cx, cy, g->hand_rot);
    } else if (d->kind == GUI_DRAG_TILE && !d->turned && gui_game_hand_triangle(g) && gui_game_rotmask(g, cx, cy)) {
        d->rot = rot_here(a, cx, cy, g->hand_rot); /* a triangle snaps to the half under the pointer */
    }
    d->last_x = in->mx;
    d->last_y = in->my;
}

static void release(gui_app *a)
{
    gui_game *g = a->game;
    gui_input *in = &a->in;
    gui_drag *d = &gui_view(a)->drag;
    int cx, cy, far = pointer_cell(a, &cx, &cy);
    if (d->kind == GUI_DRAG_TILE) {
        if (gui_hit(in, gui_drawn(a)->board_rc) && gui_game_rotmask(g, cx, cy))
            gui_game_put(g, cx, cy, gui_game_rot_from(g, cx, cy, d->rot));
        else if (!far && gui_hit(in, gui_drawn(a)->hand_rc))
            g->hand_rot = (g->hand_rot + 1) & 3; /* a click on the hand turns it */
        else
            g->hand_rot = d->rot;                 /* back to the hand */
    } else if (d->kind == GUI_DRAG_MODULE) {
        const gui_module *dm = gui_drag_module(a);
        if (dm && dm->drag_release)
            dm->drag_release(GUI_MODULE_CTX(a, dm), far);
    } else if (d->kind == GUI_DRAG_FOLLOWER) {
        int s = gui_board_spot_drop(GUI_SCENE_CTX(a), in->mx, in->my);
        /* A click on the placed follower (no drag) takes it back. */
        if (s != CIT_SPOT_NONE && !(d->from_spot != CIT_SPOT_NONE && !far)) {
            if (d->special_mod >= 0)
                gui_game_set_special(g, d->special_mod, d->special_kind, s);
            else
                gui_game_set_spot(g, s);
        }
    } else if (d->kind == GUI_DRAG_PENDING && human_turn(a)) {
        /* A click on the placed tile: inside a white circle puts (or takes back) the follower
           there; anywhere else on the tile turns it to its next legal rotation. */
        int s = gui_board_spot_at(GUI_SCENE_CTX(a), in->mx, in->my);
        if (s != CIT_SPOT_NONE)
            gui_game_set_spot(g, s == g->spot ? CIT_SPOT_NONE : s);
        else if (d->on_tentative)
            gui_game_rotate_placed(g);
        else if (gui_game_rotmask(g, cx, cy))
            gui_game_put(g, cx, cy, rot_here(a, cx, cy, g->hand_rot));
    }
    d->kind = GUI_DRAG_NONE;
    d->special_mod = -1;
}

/* While a decision's dialog or bar has the input the camera stays the player's: the zoom
   buttons, the wheel and a drag on the board beside the dialogs, + - Home and the arrow keys
   (not WASD: letters answer questions), H the history; the feature under the pointer says what
   it is (its owner, its points so far), a lit target too. A click that was no drag is left to
   the dialog, which saw this frame's input first. */
static void decision_camera(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_input *in = &a->in;
    gui_game_zoom_buttons(a);
    gestures(a);
    int over_panel = 0;
    for (int i = 0; i < ui->npanels; i++)
        over_panel |= gui_hit(in, ui->panels[i]);
    int board = gui_hit(in, gui_drawn(a)->board_rc) && !over_panel && !gui_hit(in, gui_drawn(a)->zoom_rc);
    if (in->wheel && board && gui_view(a)->drag.kind != GUI_DRAG_MODULE)
        cam_zoom(a, powf(1.15f, (float)in->wheel), (float)in->mx, (float)in->my);
    zoom_keys(a);
    if (gui_key(ui, SDLK_h)) /* the history, drawn over the dialog next frame */
        gui_view(a)->show_history = !gui_view(a)->show_history;
    float step = (float)gui_px(ui, SG.key_pan);
    if (gui_key(ui, SDLK_LEFT) || gui_key(ui, SDLK_RIGHT) || gui_key(ui, SDLK_UP) || gui_key(ui, SDLK_DOWN))
        cam_pan(a, step * (float)(gui_key(ui, SDLK_LEFT) - gui_key(ui, SDLK_RIGHT)),
                step * (float)(gui_key(ui, SDLK_UP) - gui_key(ui, SDLK_DOWN)));
    gui_drag *d = &gui_view(a)->drag;
    if (in->pressed[1] && board && !ui->consumed && d->kind == GUI_DRAG_NONE) {
        d->kind = GUI_DRAG_PENDING;
        d->on_tentative = 0;
        d->start_x = d->last_x = in->mx;
        d->start_y = d->last_y = in->my;
    }
    if (d->kind == GUI_DRAG_PENDING || d->kind == GUI_DRAG_PAN) {
        if (d->kind == GUI_DRAG_PENDING && abs(in->mx - d->start_x) + abs(in->my - d->start_y) > gui_px(ui, SG.drag_slop))
            d->kind = GUI_DRAG_PAN;
        if (d->kind == GUI_DRAG_PAN)
            cam_pan(a, (float)(in->mx - d->last_x), (float)(in->my - d->last_y));
        d->last_x = in->mx;
        d->last_y = in->my;
        if (in->released[1] || !in->down[1])
            d->kind = GUI_DRAG_NONE;
    }
    gui_view(a)->hover = board && d->kind == GUI_DRAG_NONE ? gui_board_feature_at(GUI_SCENE_CTX(a), in->mx, in->my) : (gui_feature_ref){0};
    if (gui_view(a)->hover.valid)
        gui_panel_tooltip(GUI_SCENE_CTX(a));
}

static void handle_mouse(gui_app *a)
{
    gui_input *in = &a->in;
    int human = human_turn(a);
    gestures(a);
    if (in->wheel && gui_view(a)->drag.kind == GUI_DRAG_TILE)
        wheel_rotate(a, in->wheel);
    else if (in->wheel && gui_view(a)->drag.kind == GUI_DRAG_MODULE)
        drag_turn(a);
    else if (in->wheel && gui_hit(in, gui_drawn(a)->board_rc))
        cam_zoom(a, powf(1.15f, (float)in->wheel), (float)in->mx, (float)in->my);
    if (in->pressed[1] && !a->ui.consumed)
        press(a, human);
    if (gui_view(a)->drag.kind != GUI_DRAG_NONE)
        motion(a);
    if (in->pressed[3] && human)
        rotate(a);
    if (in->released[1] && gui_view(a)->drag.kind != GUI_DRAG_NONE)
        release(a);
    if (!in->down[1] && !in->released[1] && gui_view(a)->drag.kind != GUI_DRAG_NONE)
        gui_view(a)->drag.kind = GUI_DRAG_NONE; /* the button went up outside our window */
    gui_view(a)->hover = gui_view(a)->drag.kind == GUI_DRAG_NONE ? gui_board_feature_at(GUI_SCENE_CTX(a), in->mx, in->my) : (gui_feature_ref){0};
    /* A follower spot of the tile being placed: described as the feature it would join. */
    int spot = gui_view(a)->drag.kind == GUI_DRAG_NONE || gui_view(a)->drag.kind == GUI_DRAG_FOLLOWER ? gui_board_spot_at(GUI_SCENE_CTX(a), in->mx, in->my)
                                                                                  : CIT_SPOT_NONE;
    if (spot != CIT_SPOT_NONE)
        gui_view(a)->hover = (gui_feature_ref){1, a->game->tx, a->game->ty, spot, 1,
                                     cit_game_parts_at(gui_game_engine(a->game), a->game->tx, a->game->ty, NULL)};
}

/* How long a move made elsewhere (a computer's, another screen's) glides in and stays. */
static uint32_t move_pace(const gui_app *a)
{
    static const uint32_t hold[GUI_SPEED_COUNT] = {1500, 800, 300, 0};
    int speed = a->settings.anim_speed >= 0 && a->settings.anim_speed < GUI_SPEED_COUNT ? a->settings.anim_speed : 1;
    return (uint32_t)gui_board_glide_ms(speed) + hold[speed];
}

/* A network game: moves made at other screens come in here, paced as a computer's, before
   any decision's dialog (a module's table may take the frame for every seat). 1 if one came. */
static int net_turn(gui_app *a)
{
    int net = gui_net_next(a, a->game->now - a->game->applied_at >= move_pace(a) || cit_session_length(a->game->sess) == 0);
    if (!net)
        return 0;
    if (net == 1)
        a->game->applied_by_computer = a->game->applied_placed;
    after_move(a);
    return 1;
}

/* Computer seats: ask the seam on a worker thread and apply its move when ready. */
static void computer_turn(gui_app *a)
{
    const cit_game *e = gui_game_engine(a->game);
    /* The previous move glides in and then stays a moment, so people can follow it (Settings: speed). */
    uint32_t pace = move_pace(a);
    if (!cit_game_over(e) && gui_net_remote(a, gui_game_player(a->game))) {
        gui_ai_free(a->play.ai); /* a friend back at their seat before this window's computer answered */
        a->play.ai = NULL;
        return; /* decided at another screen: net_turn brings it */
    }
    if (cit_game_over(e) || human_turn(a)) {
        gui_ai_free(a->play.ai);
        a->play.ai = NULL;
        /* Settings "Think during your turn" (off: this stops nothing and starts nothing): the
           next computer seat searches this position on the worker thread; a hint goes first. */
        int q = cit_game_over(e) || a->play.hint.job ? -1 : gui_ai_ponder_seat(e);
        if (gui_ai_ponder_enabled(a->ai_seam) || q < 0)
            gui_ai_ponder(a->ai_seam, e, q, q >= 0 ? cit_game_setup(e)->players[q].kind : 0,
                          cit_game_setup(e)->seed * 37u + (uint64_t)cit_session_length(a->game->sess),
                          q >= 0 && q < CIT_MAX_PLAYERS ? a->game->rec.think[q] : 0,
                          (uint64_t)cit_session_length(a->game->sess));
        return;
    }
    cit_move m;
    if (gui_lesson_computer(GUI_SCENE_CTX(a), &m)) { /* the lesson's computer plays its prepared moves */
        if (a->game->now - a->game->applied_at >= pace && gui_game_apply(a->game, &m, NULL) == CIT_OK) {
            a->game->applied_by_computer = a->game->applied_placed;
            after_move(a);
        }
        return;
    }
    if (!a->play.ai) {
        int p = gui_game_player(a->game), net_kind = gui_net_ai_kind(a, p);
        a->play.ai = gui_ai_start_seat(a->ai_seam, e, net_kind ? net_kind : cit_game_setup(e)->players[p].kind,
                                  cit_game_setup(e)->seed * 31u + (uint64_t)cit_session_length(a->game->sess),
                                  p >= 0 && p < CIT_MAX_PLAYERS ? a->game->rec.think[p] : 0);
        a->play.ai_started = a->game->now;
    }
    int st = a->play.ai ? gui_ai_poll(a->play.ai, &m) : -1;
    if (st == 0 || (st == 1 && a->game->now - a->game->applied_at < pace && cit_session_length(a->game->sess) > 0))
        return;
    gui_ai_free(a->play.ai);
    a->play.ai = NULL;
    if (st == 1 && gui_game_apply(a->game, &m, NULL) == CIT_OK) {
        a->game->applied_by_computer = a->game->applied_placed; /* only a tile put down glides in */
        after_move(a);
    }
}

/* A grabbing hand while dragging, an open hand over things that can be dragged or clicked. */
/* The pointer is over a module's piece to drag or click. */
static int module_hot(gui_app *a, int over_board)
{
    GUI_FOR_MODULES(m, gui_game_engine(a->game))
    if (m->hot && m->hot(GUI_MODULE_CTX(a, m), over_board))
        return 1;
    return 0;
}

static void pick_cursor(gui_app *a)
{
    gui_game *g = a->game;
    gui_input *in = &a->in;
    int cur = SDL_SYSTEM_CURSOR_ARROW;
    if (gui_view(a)->drag.kind == GUI_DRAG_PAN)
        cur = SDL_SYSTEM_CURSOR_SIZEALL;
    else if (gui_view(a)->drag.kind == GUI_DRAG_TILE || gui_view(a)->drag.kind == GUI_DRAG_FOLLOWER || gui_view(a)->drag.kind == GUI_DRAG_MODULE)
        cur = SDL_SYSTEM_CURSOR_HAND;
    else if (human_turn(a)) {
        int cx, cy;
        gui_camera_cell_at(&gui_view(a)->cam, in->mx, in->my, &cx, &cy);
        int over_board = gui_hit(in, gui_drawn(a)->board_rc), special = 0;
        for (int k = 0; k < gui_drawn(a)->nspecial_rc; k++)
            special |= gui_hit(in, gui_drawn(a)->special_rc[k]);
        if ((gui_drawn(a)->hand_rc.w && gui_hit(in, gui_drawn(a)->hand_rc)) || (gui_drawn(a)->supply_rc.w && gui_hit(in, gui_drawn(a)->supply_rc)) || special ||
            module_hot(a, over_board) ||
            (over_board && gui_board_spot_at(GUI_SCENE_CTX(a), in->mx, in->my) != CIT_SPOT_NONE) ||
            (over_board && !g->has_tile && gui_game_rotmask(g, cx, cy)) ||
            (over_board && g->has_tile && cx == g->tx && cy == g->ty))
            cur = SDL_SYSTEM_CURSOR_HAND;
    }
    gui_app_cursor(a, cur);
}

/* Menu: a game still under way asks first ("Continue picks it up"); a finished one has nothing
   to pick up, so it goes (a network table still asks: leaving says goodbye to it). */
static void leave_for_menu(gui_app *a)
{
    if (cit_game_over(gui_game_engine(a->game)) && gui_net_role_of(a) == GUI_NET_NONE)
        gui_app_leave_game(a);
    else
        gui_dialog_open(a, GUI_DLG_LEAVE);
}

static void apply_action(gui_app *a, int act)
{
    switch (act) {
    case GUI_ACT_END_TURN: end_turn(a); break;
    case GUI_ACT_UNDO: gui_game_undo(a->game); break;
    case GUI_ACT_ROTATE: rotate(a); break;
    case GUI_ACT_NO_FOLLOWER: gui_game_set_spot(a->game, CIT_SPOT_NONE); break;
    case GUI_ACT_MENU: leave_for_menu(a); break;
    case GUI_ACT_SAVE: gui_dialog_open(a, GUI_DLG_SAVE_AS); break;
    case GUI_ACT_RESULTS: gui_app_set_scene(a, GUI_SCENE_RESULTS); break;
    case GUI_ACT_HINT: gui_hint_toggle(a); break;
    default: break;
    }
}

/* "?" over the zoom buttons (drawn with them, when no decision's dialog is up): the rules open
   over the game, as F1 opens them. Known to tests and tools as "rules". */
static int rules_button(gui_app *a)
{
    gui_ui *ui = &a->ui;
    int s = gui_hit_px(ui, GUI_SIZE_BUTTON_H), gap = gui_px(ui, GUI_SIZE_GAP);
    int hit = gui_button(ui, GUI_ID(0), (SDL_Rect){gui_drawn(a)->zoom_rc.x, gui_drawn(a)->zoom_rc.y - gap - s, s, s}, "?", 1);
    name_last(ui, "rules");
    return hit;
}

/* The game under the rules overlay: board and panels drawn as they are, taking no input. */
static void rules_under(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_game_view(a, 0);
    ui->frozen = 1;
    gui_board_draw(GUI_SCENE_CTX(a));
    gui_panel_banner(GUI_SCENE_CTX(a), gui_drawn(a)->banner_rc);
    gui_panel_side(GUI_SCENE_CTX(a), gui_drawn(a)->side_rc);
    ui->frozen = 0;
    gui_view(a)->hover.valid = 0;
    gui_view(a)->drag.kind = GUI_DRAG_NONE;
    gui_app_cursor(a, SDL_SYSTEM_CURSOR_ARROW);
    gui_rules_over_game(a);
}

int gui_game_view(gui_app *a, int bar_h)
{
    gui_ui *ui = &a->ui;
    int sw = gui_px(ui, GUI_SIZE_SIDE_W), bh = gui_px(ui, GUI_SIZE_BAR_H);
    if (ui->narrow && a->h > a->w) {
        /* A phone held upright: the panel folds under the board, as wide as the screen. */
        int ph = a->h * 11 / 20;
        /* A bar under the board too (the replay's): the panel gives up height so the board
           keeps its zoom column (on a small phone it ran off the board's top). */
        int s = gui_hit_px(ui, GUI_SIZE_BUTTON_H), column = 4 * s + 3 * gui_px(ui, GUI_SIZE_GAP) + 2 * gui_px(ui, GUI_SIZE_MARGIN);
        if (bar_h > 0 && a->h - ph - bh - bar_h < column)
            ph = a->h - bh - bar_h - column;
        gui_drawn(a)->side_rc = (SDL_Rect){0, a->h - ph, a->w, ph};
        gui_drawn(a)->banner_rc = (SDL_Rect){0, 0, a->w, bh};
        gui_drawn(a)->board_rc = (SDL_Rect){0, bh, a->w, a->h - ph - bh - bar_h};
        sw = 0;
    } else {
        if (ui->short_h) /* a phone on its side: the turn's buttons side by side keep a finger's words */
            sw = gui_px(ui, GUI_SIZE_SIDE_W + SG.side_more);
        if (sw > a->w / 2)
            sw = a->w / 2;
        gui_drawn(a)->side_rc = (SDL_Rect){a->w - sw, 0, sw, a->h};
        gui_drawn(a)->banner_rc = (SDL_Rect){0, 0, a->w - sw, bh};
        gui_drawn(a)->board_rc = (SDL_Rect){0, bh, a->w - sw, a->h - bh - bar_h};
    }
    gui_view(a)->cam.min_zoom = (float)gui_px(ui, SG.zoom_least);
    gui_view(a)->cam.max_zoom = (float)gui_px(ui, SG.zoom_most);
    if (!gui_view(a)->cam_ready) {
        gui_game_fit(a, 0); /* at most GUI_BOARD_START_ZOOM */
        gui_view(a)->cam_ready = 1;
        gui_view(a)->seen_discards = a->game->discards;
    }
    /* A new window size fits the board again if the player had not moved the view since. */
    if (gui_drawn(a)->board_rc.w != gui_view(a)->fit_w || gui_drawn(a)->board_rc.h != gui_view(a)->fit_h) {
        if (gui_view(a)->cam_fitted)
            gui_game_fit(a, 0);
        gui_view(a)->fit_w = gui_drawn(a)->board_rc.w;
        gui_view(a)->fit_h = gui_drawn(a)->board_rc.h;
    }
    gui_view(a)->cam.view = gui_drawn(a)->board_rc;
    glide_step(a);
    return sw;
}

/* H's history over the board's left, when open (drawn again over a decision's dialog or bar:
   the player asked to read it). */
static void history_overlay(gui_app *a, int over_decision)
{
    gui_ui *ui = &a->ui;
    if (!gui_view(a)->show_history)
        return;
    SDL_Rect hrc = {gui_drawn(a)->board_rc.x + gui_px(ui, GUI_SIZE_PAD), gui_drawn(a)->board_rc.y + gui_px(ui, GUI_SIZE_PAD), SDL_min(gui_px(ui, SG.history_w), gui_drawn(a)->board_rc.w - gui_px(ui, GUI_SIZE_SECTION)),
                    gui_drawn(a)->board_rc.h - gui_px(ui, GUI_SIZE_SECTION)};
    /* A narrow board (a phone upright): the history stops short of the zoom column, whose
       buttons hid its right edge's words. */
    int column_x = gui_game_zoom_column(a).x - gui_px(ui, GUI_SIZE_GAP);
    if (hrc.x + hrc.w > column_x)
        hrc.w = column_x - hrc.x;
    /* Over a decision's bar or dialog the history is opaque: its lines and the bar's words would
       read through each other; over the board alone it stays see-through. */
    if (over_decision)
        gui_fill_rounded(a->r, hrc, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(GUI_COL_PANEL, 255));
    gui_panel_history(GUI_SCENE_CTX(a), hrc);
    gui_board_draw_legal_over(GUI_SCENE_CTX(a), hrc);
}

/* The controls drawn since the seen list's entry `from` that lie under rc dropped from it. */
static void hide_controls(gui_ui *ui, int from, SDL_Rect rc)
{
    int k = from;
    for (int i = from; i < ui->nseen; i++)
        if (!SDL_HasIntersection(&ui->seen[i].rc, &rc))
            ui->seen[k++] = ui->seen[i];
    ui->nseen = k;
}

/* The taskbar says whose turn it is too. */
static void title_turn(gui_app *a)
{
    char title[160], turn[120];
    if (cit_game_over(gui_game_engine(a->game)))
        SDL_strlcpy(turn, gui_tr(MSG_GAME_OVER), sizeof turn);
    else
        gui_turn_words(GUI_SCENE_CTX(a), turn, sizeof turn);
    snprintf(title, sizeof title, "Citadela \xE2\x80\x94 %s", turn);
    gui_app_title(a, title);
}

/* The banner and the side panel; the side panel's action (GUI_ACT_*). */
static int panels(gui_app *a)
{
    gui_ui *ui = &a->ui;
    /* Under a table that covers the whole window (a phone's) the panels are drawn but take
       nothing: a tap on the table is not a tap on the button beneath it. */
    int under = gui_view(a)->decide.covered, seen = ui->nseen;
    gui_input input = a->in;
    gui_view(a)->decide.covered = 0;
    /* A phone's dialog docked over the side panel last frame (gui_decide_dock) hides what lies
       under it: a finger there is the dialog's, and the controls it hides are not there. */
    SDL_Rect over = gui_view(a)->decide.over_rc;
    SDL_Point at = {a->in.mx, a->in.my};
    int masked = under || (over.w > 0 && SDL_PointInRect(&at, &over));
    gui_view(a)->decide.over_rc = (SDL_Rect){0, 0, 0, 0};
    if (masked) {
        memset(&a->in, 0, sizeof a->in);
        a->in.mx = a->in.my = -100000;
    }
    if (masked && !under) { /* the keys still work */
        a->in.nkeys = input.nkeys;
        memcpy(a->in.keys, input.keys, sizeof a->in.keys);
        memcpy(a->in.mods, input.mods, sizeof a->in.mods);
        memcpy(a->in.text, input.text, sizeof a->in.text);
    }
    gui_panel_banner(GUI_SCENE_CTX(a), gui_drawn(a)->banner_rc);
    gui_view(a)->decide.hint_button_rc = (SDL_Rect){0, 0, 0, 0}; /* the side panel's Hint sets it */
    int act = gui_panel_side(GUI_SCENE_CTX(a), gui_drawn(a)->side_rc);
    if (masked)
        a->in = input;
    if (under) {
        ui->nseen = seen; /* hidden: only the table's buttons are there to press */
        act = GUI_ACT_NONE;
    } else if (over.w > 0) {
        hide_controls(ui, seen, over);
    }
    return act;
}

/* The keys that work in a decision's dialog or bar too, before it takes the frame's keys:
   M, N and (but during the final scoring) Ctrl+S and Ctrl+L. */
static void keys_anywhere(gui_app *a, int finale)
{
    gui_ui *ui = &a->ui;
    if (a->scene != GUI_SCENE_GAME || a->dlg.kind != GUI_DLG_NONE)
        return;
    /* M mutes, in a decision's dialog (a module's own table) and the final scoring too. */
    if (!ui->focus && gui_key(ui, SDLK_m)) {
        a->settings.muted = !a->settings.muted;
        gui_app_apply_settings(a);
        gui_app_toast(a, gui_tr(a->settings.muted ? MSG_SOUND_OFF : MSG_SOUND_ON));
    }
    /* N asks for a hint (H is the history; "nápověda"). */
    if (!ui->focus && gui_key(ui, SDLK_n) && gui_hint_offered(a))
        gui_hint_toggle(a);
    if (a->dlg.kind == GUI_DLG_NONE && !finale && gui_key_ctrl(ui, SDLK_s))
        gui_dialog_open(a, GUI_DLG_SAVE_AS);
    if (a->dlg.kind == GUI_DLG_NONE && !finale && gui_key_ctrl(ui, SDLK_l))
        gui_dialog_open(a, GUI_DLG_LOAD);
}

void gui_scene_game(gui_app *a)
{
    gui_ui *ui = &a->ui;
    if (!a->game) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    gui_game_sync(a->game);
    gui_hint_step(a);
    gui_view(a)->decide.hint_rc = (SDL_Rect){0, 0, 0, 0}; /* the dialogs ring a hint's answer anew each frame */
    title_turn(a);
    const cit_game *e = gui_game_engine(a->game);
    /* The rules open over the game: it is drawn under them, still, and waits. */
    if (a->rules_over) {
        rules_under(a);
        return;
    }
    /* A module may cover the whole screen (a curtain between hot-seat turns). */
    GUI_FOR_MODULES(m, e)
    if (m->cover && m->cover(GUI_MODULE_CTX(a, m))) {
        gui_view(a)->drag.kind = GUI_DRAG_NONE;
        gui_view(a)->hover.valid = 0;
        gui_app_cursor(a, SDL_SYSTEM_CURSOR_ARROW);
        return;
    }
    gui_game_view(a, 0);
    gui_board_draw(GUI_SCENE_CTX(a));
    gui_view(a)->hist_hover = -1; /* the panels set it again if the pointer is on a history line */
    int act = panels(a);
    history_overlay(a, 0);
    if (gui_view(a)->show_dist && !a->settings.purist)
        gui_panel_distribution(GUI_SCENE_CTX(a));
    apply_action(a, act);
    if (a->scene == GUI_SCENE_GAME && a->dlg.kind == GUI_DLG_NONE && !ui->focus && gui_key(ui, SDLK_F1)) {
        gui_rules_open_over_game(a); /* F1 in a decision's dialog too */
        return;
    }
    /* The lesson's card goes over the final scoring too, which takes the frame below. */
    int finale = a->scene == GUI_SCENE_GAME && a->dlg.kind == GUI_DLG_NONE && run_finale(a);
    gui_lesson_frame(GUI_SCENE_CTX(a));
    keys_anywhere(a, finale);
    if (a->scene != GUI_SCENE_GAME || a->dlg.kind != GUI_DLG_NONE || finale)
        return;
    if (net_turn(a))
        return;
    /* Decisions other than a tile (the modules') have their own widgets. */
    cit_move chosen;
    /* The question a placement asks about the piece the person dragged (the big follower, the
       builder) is answered by that drag, not asked again. */
    if (!gui_net_unconfirmed(a) && gui_game_special_answer(a->game, &chosen)) {
        if (gui_game_apply(a->game, &chosen, NULL) == CIT_OK)
            after_move(a);
        return;
    }
    int dm = gui_decide_frame(GUI_SCENE_CTX(a), &chosen);
    if (dm)
        history_overlay(a, 1); /* over the dialog or bar it drew */
    if (dm & GUI_DECIDE_CHOSEN) {
        gui_view(a)->drag.kind = GUI_DRAG_NONE;
        if (gui_game_apply(a->game, &chosen, NULL) == CIT_OK)
            after_move(a);
        return;
    }
    if ((dm & GUI_DECIDE_MODAL) && !(dm & GUI_DECIDE_TABLE) && a->scene == GUI_SCENE_GAME && a->dlg.kind == GUI_DLG_NONE)
        decision_camera(a);
    if ((dm & GUI_DECIDE_MODAL) || a->scene != GUI_SCENE_GAME || a->dlg.kind != GUI_DLG_NONE)
        return;
    gui_game_zoom_buttons(a);
    if (rules_button(a)) {
        gui_rules_open_over_game(a);
        return;
    }
    handle_keys(a);
    if (a->scene != GUI_SCENE_GAME || a->dlg.kind != GUI_DLG_NONE)
        return;
    handle_mouse(a);
    computer_turn(a);
    if (a->scene != GUI_SCENE_GAME)
        return;
    /* The modules' notices once a turn (a piece set up for the player). */
    int human = human_turn(a);
    GUI_FOR_MODULES(m, gui_game_engine(a->game))
        if (m->after_input)
            m->after_input(GUI_MODULE_CTX(a, m), human);
    gui_panel_tooltip(GUI_SCENE_CTX(a));
    gui_board_draw_drag(GUI_SCENE_CTX(a));
    pick_cursor(a);
}
