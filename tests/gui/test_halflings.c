/* Headless GUI tests of Halflings: a triangle dragged from the hand onto each half of a cell,
   the turn question's keys, a draft pick and a crop-circle choice through their dialogs,
   computer seats playing a game to the end. The secret hands (the curtain between two people)
   are in halflings_hands.c. Games are dealt from seeds found with the engine first. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "test_halflings.h"
#include "app/i18n.h"
#include "modules/gui_module.h"
#include "modules/halflings/halflings.h"
#include "modules/halflings/halflings_module.h"
#include "modules/halflings/halflings_text.h"
#include "modules/halflings/halflings_view.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_panels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The pixel deep inside half `rot` of cell x,y. */
static void half_point(gui_app *a, int x, int y, int rot, int *px, int *py)
{
    SDL_FPoint p[3];
    gui_board_half_poly(GUI_SCENE_CTX(a), x, y, rot, p);
    /* towards the right angle from the centroid: well inside that half */
    float cx = (p[0].x + p[1].x + p[2].x) / 3, cy = (p[0].y + p[1].y + p[2].y) / 3;
    *px = (int)(cx + (p[1].x - cx) * 0.3f);
    *py = (int)(cy + (p[1].y - cy) * 0.3f);
}

/* A cell where player 0's first playable triangle fits at two rotations (two halves). */
typedef struct {
    int slot, tile, x, y, r1, r2;
} two_halves;

static int find_two_halves(const cit_game *e, two_halves *out)
{
    cit_tile_id hand[8];
    int n = cit_game_hand(e, 0, hand, 8);
    for (int i = 0; i < n; i++) {
        cit_game *c = cit_game_clone(e);
        cit_move m = half_turn_move(1, hand[i]);
        if (c && cit_game_apply(c, &m, NULL) == CIT_OK) {
            cit_placement pl[256];
            int np = cit_game_legal_placements(c, pl, 256);
            for (int k = 0; k < np && k < 256; k++) {
                int r1 = -1, r2 = -1;
                for (int r = 0; r < 4; r++)
                    if (pl[k].rotmask & (1 << r)) {
                        if (r1 < 0)
                            r1 = r;
                        else if (r2 < 0)
                            r2 = r;
                    }
                if (r2 >= 0) {
                    *out = (two_halves){i, hand[i], pl[k].x, pl[k].y, r1, r2};
                    cit_game_free(c);
                    return 1;
                }
            }
        }
        cit_game_free(c);
    }
    return 0;
}

/* Drags hand triangle `slot` to pixel px,py. */
static void drag_slot(gui_app *a, int slot, int px, int py)
{
    half_state *st = half_state_of(a->game);
    SDL_Rect rc = st->slot_rc[slot];
    CHECK(rc.w > 0);
    drag(a, rc.x + rc.w / 2, rc.y + rc.h / 2, px, py);
    frames(a, 3);
}

/* A deal where a triangle of player 0 fits two halves of a cell. */
static int two_halves_fit(cit_game *e, uint64_t seed, void *th)
{
    (void)seed;
    return cit_game_pending(e).decision == CIT_DECIDE_HALFLINGS_TURN && find_two_halves(e, th);
}

/* Each half of a cell: both accepted, the triangle lands on the half it was dropped on;
   Ctrl+Z takes the triangle back into the hand and asks the question again. */
static void test_drag_halves(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    two_halves th = {0};
    CHECK(find_deal(&su, 2, kinds, 0, 400, two_halves_fit, &th) != 0);
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, halflings_tr(HALF_DRAW), &rc));
    glide_to(a, th.x, th.y);
    harness_shot(a, "halflings-hand");
    int rots[2] = {th.r1, th.r2};
    for (int k = 0; k < 2; k++) {
        int px, py, len = cit_session_length(a->game->sess);
        half_point(a, th.x, th.y, rots[k], &px, &py);
        /* the ghost over the half before the drop */
        half_state *st = half_state_of(a->game);
        SDL_Rect src = st->slot_rc[th.slot];
        push_motion(src.x + src.w / 2, src.y + src.h / 2);
        frame(a);
        push_button(src.x + src.w / 2, src.y + src.h / 2, 1, 1);
        frame(a);
        for (int i = 1; i <= 8; i++) {
            push_motion(src.x + src.w / 2 + (px - src.x - src.w / 2) * i / 8, src.y + src.h / 2 + (py - src.y - src.h / 2) * i / 8);
            frame(a);
        }
        CHECK(gui_view(a)->drag.kind == GUI_DRAG_MODULE && st->drag_x == th.x && st->drag_y == th.y && st->drag_rot == rots[k]);
        if (k == 0) {
            harness_shot(a, "halflings-drag");
            /* R, the wheel and the right button turn it through the cell's legal halves only */
            int mask = 0;
            for (int i = 0; i < st->nplace[th.slot]; i++)
                if (st->place[th.slot][i].x == th.x && st->place[th.slot][i].y == th.y)
                    mask = st->place[th.slot][i].rotmask;
            key(a, SDLK_r, 0);
            CHECK(st->drag_rot != rots[0] && (mask & (1 << st->drag_rot)));
            push_motion(px + 1, py); /* a turned triangle keeps its half while the pointer stays in the cell */
            frame(a);
            CHECK(st->drag_rot != rots[0] && (mask & (1 << st->drag_rot)));
            SDL_Event w;
            SDL_zero(w);
            w.type = SDL_MOUSEWHEEL;
            w.wheel.y = 1;
            SDL_PushEvent(&w);
            frame(a);
            CHECK(mask & (1 << st->drag_rot));
            push_button(px + 1, py, 3, 1);
            frame(a);
            push_button(px + 1, py, 3, 0);
            frame(a);
            CHECK(mask & (1 << st->drag_rot));
            /* out of the cell and back: the half under the pointer again */
            SDL_Rect cell = gui_camera_cell_rect(&gui_view(a)->cam, th.x, th.y);
            push_motion(cell.x - cell.w / 2, py);
            frame(a);
            push_motion(px, py);
            frame(a);
            CHECK(st->drag_rot == rots[0]);
        }
        push_button(px, py, 1, 0);
        frames(a, 3);
        e = gui_game_engine(a->game);
        CHECK(cit_session_length(a->game->sess) == len + 1); /* "play ID" applied */
        CHECK(a->game->pend.decision == CIT_DECIDE_PLACE_TILE && a->game->pend.tile == th.tile);
        CHECK(a->game->has_tile && a->game->tx == th.x && a->game->ty == th.y && a->game->trot == rots[k]);
        CHECK(cit_game_hand(e, 0, NULL, 0) == 2);
        if (k == 0) {
            key(a, SDLK_z, KMOD_CTRL); /* back into the hand, the question again */
            frames(a, 2);
            e = gui_game_engine(a->game);
            CHECK(cit_session_length(a->game->sess) == len);
            CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN && !a->game->has_tile);
            CHECK(cit_game_hand(e, 0, NULL, 0) == 3);
        }
    }
    harness_shot(a, "halflings-placed");
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
    e = gui_game_engine(a->game);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(e, th.x, th.y, pc) == 1 && pc[0].tile == th.tile && pc[0].rot == th.r2);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "triangle from the hand") != NULL);
    gui_app_free(a);
}

/* A deal where player 0's triangle t0 fits half r0 of cell x,y and then player 1's hand
   triangle slot1 fits the other half (at r1). */
typedef struct {
    int t0, x, y, r0, slot1, r1;
} second_half_deal;

static int second_half_fits(cit_game *e, uint64_t seed, void *ctx)
{
    second_half_deal *d = ctx;
    two_halves th;
    (void)seed;
    if (cit_game_pending(e).decision != CIT_DECIDE_HALFLINGS_TURN || !find_two_halves(e, &th))
        return 0;
    cit_move m = half_turn_move(1, th.tile), pl;
    cit_game_apply(e, &m, NULL);
    memset(&pl, 0, sizeof pl);
    pl.type = CIT_MOVE_PLACE;
    pl.tile = (cit_tile_id)th.tile;
    pl.x = (int8_t)th.x;
    pl.y = (int8_t)th.y;
    pl.rot = (uint8_t)th.r1;
    pl.spot = CIT_SPOT_NONE;
    if (cit_game_apply(e, &pl, NULL) == CIT_OK && cit_game_pending(e).decision == CIT_DECIDE_HALFLINGS_TURN &&
        cit_game_pending(e).player == 1) {
        cit_tile_id hand[8];
        int n = cit_game_hand(e, 1, hand, 8);
        for (int i = 0; i < n && d->slot1 < 0; i++) {
            cit_game *c = cit_game_clone(e);
            cit_move q = half_turn_move(1, hand[i]);
            if (cit_game_apply(c, &q, NULL) == CIT_OK) {
                cit_placement pls[256];
                int np = cit_game_legal_placements(c, pls, 256);
                for (int k = 0; k < np && k < 256; k++)
                    if (pls[k].x == th.x && pls[k].y == th.y) {
                        d->slot1 = i;
                        for (int r = 0; r < 4; r++)
                            if (pls[k].rotmask & (1 << r))
                                d->r1 = r;
                    }
            }
            cit_game_free(c);
        }
        d->t0 = th.tile;
        d->x = th.x;
        d->y = th.y;
        d->r0 = th.r1;
    }
    return d->slot1 >= 0;
}

/* The second half of a half-filled cell: a triangle of the next hand dropped into it. */
static void test_second_half(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    second_half_deal d = {-1, 0, 0, 0, -1, -1};
    CHECK(find_deal(&su, 2, kinds, 0, 2000, second_half_fits, &d) != 0);
    if (d.slot1 < 0)
        return;
    int t0 = d.t0, x = d.x, y = d.y, r0 = d.r0, slot1 = d.slot1, r1 = d.r1;
    gui_app *a = start(GUI_LANG_CS, &su, 0);
    if (!a)
        return;
    glide_to(a, x, y);
    int px, py;
    half_point(a, x, y, r0, &px, &py);
    half_state *st = half_state_of(a->game);
    int slot0 = -1;
    for (int i = 0; i < st->nhand; i++)
        if (st->hand[i] == t0 && slot0 < 0)
            slot0 = i;
    CHECK(slot0 >= 0);
    drag_slot(a, slot0 < 0 ? 0 : slot0, px, py);
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN && a->game->pend.player == 1);
    /* the other half: the pointer anywhere in the cell's empty half */
    half_point(a, x, y, r1, &px, &py);
    drag_slot(a, slot1, px, py);
    CHECK(a->game->has_tile && a->game->tx == x && a->game->ty == y && a->game->trot == r1);
    harness_shot(a, "halflings-second-half");
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
    cit_placed_tile pc[2];
    CHECK(cit_game_parts_at(gui_game_engine(a->game), x, y, pc) == 2 && pc[1].half == 1 && pc[1].rot == r1);
    gui_app_free(a);
}

/* The turn question from the keyboard: 1-3 play that triangle of the hand (it becomes
   the tile in hand), D or Enter draw a square; the key help line names them while it is asked. */
static void test_turn_keys(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    static const SDL_Keycode draws[2] = {SDLK_d, SDLK_RETURN};
    for (int k = 0; k < 2; k++) {
        cit_setup su;
        setup_for(&su, 11, 2, kinds, 0);
        gui_app *a = start(GUI_LANG_EN, &su, 0);
        if (!a)
            return;
        CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_TURN);
        char help[400];
        gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
        CHECK(strstr(help, "D/Enter") != NULL && strstr(help, "1-3") != NULL);
        if (k == 0)
            harness_shot(a, "halflings-turn-question");
        float cx = gui_view(a)->cam.cx;
        int len = session_len(a);
        key(a, draws[k], 0);
        frames(a, 2);
        const cit_move *m = cit_session_move(a->game->sess, len);
        CHECK(m && m->type == CIT_MOVE_HALFLINGS_TURN && m->arg0 == 0); /* drawn */
        CHECK(a->game->pend.decision == CIT_DECIDE_PLACE_TILE && !a->game->has_tile);
        CHECK(gui_view(a)->cam.cx == cx); /* D drew; it did not pan */
        gui_key_help(GUI_SCENE_CTX(a), help, sizeof help);
        CHECK(strstr(help, "D/Enter") == NULL);
        gui_app_free(a);
    }
    /* a triangle by its number */
    cit_setup su;
    setup_for(&su, 11, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    half_refresh(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS)));
    int slot = -1;
    for (int i = 0; i < st->nhand && i < 3 && slot < 0; i++)
        if (st->fits[i])
            slot = i;
    CHECK(slot >= 0);
    if (slot >= 0) {
        int tile = st->hand[slot], len = session_len(a);
        key(a, SDLK_1 + slot, 0);
        frames(a, 2);
        const cit_move *m = cit_session_move(a->game->sess, len);
        CHECK(m && m->type == CIT_MOVE_HALFLINGS_TURN && m->arg0 == 1 && m->tile == tile);
        CHECK(a->game->pend.decision == CIT_DECIDE_PLACE_TILE && a->game->pend.tile == tile && !a->game->has_tile);
        harness_shot(a, "halflings-triangle-by-key");
    }
    gui_app_free(a);
}

/* A cloister completed with vineyards says so in the history: "cloister, 9 + 3 vineyard" (the
   module's line for the engine's score event), in both languages. */
static void test_vineyard_history(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 11, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    cit_event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = CIT_EV_SCORE;
    ev.feature_kind = CIT_FEAT_CLOISTER;
    ev.reason = CIT_SCORE_COMPLETED;
    ev.points = 12;
    char line[GUI_LOG_LINE];
    gui_log_ref ref = {-1, 0, 0, 0, 0, 0, 0, 0, 0};
    const cit_game *e = gui_game_engine(a->game);
    CHECK(gui_halflings_module.event_line(a->game, e, &ev, line, sizeof line, &ref) == 1);
    CHECK(strstr(line, "+12") && strstr(line, "cloister, 9 + 3 vineyard") && ref.has_feature);
    ev.points = 15;
    CHECK(gui_halflings_module.event_line(a->game, e, &ev, line, sizeof line, &ref) == 1);
    CHECK(strstr(line, "9 + 6 vineyards") != NULL);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    CHECK(gui_halflings_module.event_line(a->game, e, &ev, line, sizeof line, &ref) == 1);
    CHECK(strstr(line, "9 + 6 vinice") != NULL);
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    ev.points = 9; /* no vineyard: the core's line */
    CHECK(gui_halflings_module.event_line(a->game, e, &ev, line, sizeof line, &ref) == 0);
    gui_app_free(a);
}

/* A deal where player 0's hand holds a special triangle (at *slot). */
static int special_in_hand(cit_game *e, uint64_t seed, void *slot)
{
    const unsigned special = CIT_TF_VINEYARD | CIT_TF_HILL | CIT_TF_SHEEP | CIT_TF_CROP_CIRCLE;
    const cit_tileset *ts = cit_tileset_builtin();
    cit_tile_id hand[8];
    int n = cit_game_hand(e, 0, hand, 8), *s = slot;
    (void)seed;
    for (int i = 0; i < n && *s < 0; i++)
        if (ts->tiles[hand[i]].flags & special)
            *s = i;
    return *s >= 0;
}

/* A special triangle in the hand explains itself on hover, in a box above the hand. */
static void test_hand_tip(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    int slot = -1;
    CHECK(find_deal(&su, 2, kinds, 0, 200, special_in_hand, &slot) != 0);
    if (slot < 0)
        return;
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    half_state *st = half_state_of(a->game);
    frames(a, 2);
    SDL_Rect rc = st->slot_rc[slot];
    if (!rc.w) { /* a triangle that fits nowhere has no slot rectangle: the hand's row */
        gui_app_free(a);
        return;
    }
    push_motion(rc.x + rc.w / 4, rc.y + rc.h * 3 / 4);
    frames(a, 2);
    CHECK(st->tip != NULL && st->tip == half_tile_tip(gui_game_engine(a->game), st->hand[slot]));
    harness_shot(a, "halflings-hand-tip");
    gui_app_free(a);
}

/* The rules text says the crop circle's order as the game plays it and what this window does,
   in both languages. */
static void test_rules_text(void)
{
    const gui_words *w = &halflings_text[HALF_RULES];
    for (int l = 0; l < 2; l++) {
        const char *t = gui_word_in(harness_lang(l), w);
        CHECK(strstr(t, l ? "V tomto okně" : "In this window") != NULL);
        CHECK(strstr(t, l ? "teprve potom smíte postavit figurku" : "only then may you put a follower") != NULL);
        CHECK(strstr(t, l ? "prázdné poloviny napůl zaplněného pole" : "empty half of a half-filled cell") != NULL);
        CHECK(strstr(t, l ? "before your follower" : "before your follower") == NULL); /* the old order */
        CHECK(strstr(t, "1-3") || strstr(t, "1–3"));
    }
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 11, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_RULES);
    for (int k = 0; k < 12; k++) {
        gui_rules_state_of(a)->scroll = k * 600;
        frames(a, 2);
        char name[40];
        snprintf(name, sizeof name, "halflings-rules-%02d", k);
        harness_shot(a, name);
    }
    gui_app_free(a);
}

/* The draft dialog: the last player picks first; a click on a tile of the display takes it. */
static void test_draft(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 5, 2, kinds, 1);
    gui_app *a = start(GUI_LANG_CS, &su, 0);
    if (!a)
        return;
    const cit_game *e = gui_game_engine(a->game);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_DRAFT && a->game->pend.player == 1);
    half_state *st = half_state_of(a->game);
    cit_tile_id disp[32];
    int n = cit_game_halflings_display(e, disp, 32);
    CHECK(n == 24 && st->npick == n);
    harness_shot(a, "halflings-draft");
    /* a special triangle of the display explains itself on hover */
    const cit_tileset *dts = cit_game_tileset(e);
    int special = -1;
    for (int i = 0; i < n && special < 0; i++)
        if (dts->tiles[disp[i]].flags & CIT_TF_CROP_CIRCLE)
            special = i;
    CHECK(special >= 0);
    if (special >= 0) {
        push_motion(st->pick_rc[special].x + 10, st->pick_rc[special].y + st->pick_rc[special].h - 10);
        frames(a, 2);
        CHECK(st->tip && strstr(st->tip, "Kruh v obilí") && strstr(st->tip, "(A)")); /* the dialog is in Czech */
        harness_shot(a, "halflings-draft-tip");
        push_motion(5, 5);
        frames(a, 2);
        CHECK(!st->tip);
    }
    SDL_Rect rc = st->pick_rc[2];
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 2);
    e = gui_game_engine(a->game);
    cit_tile_id hand[8];
    CHECK(cit_game_hand(e, 1, hand, 8) == 1 && hand[0] == disp[2]);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_DRAFT && a->game->pend.player == 0);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "trojúhelník") != NULL);
    gui_app_free(a);
}

/* Whether the window marks as "cannot be filled" a cell that touches the board only along the
   empty half of a half-filled cell (a triangle turned r covers the sides of its right angle's
   corner: r 0 S and W, 1 N and W, 2 N and E, 3 S and E). */
static int marked_beside_open_half(gui_app *a)
{
    static const int d[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}; /* N E S W */
    static const int covers[4] = {0x4 | 0x8, 0x1 | 0x8, 0x1 | 0x2, 0x4 | 0x2};
    const cit_game *e = gui_game_engine(a->game);
    const cit_tileset *ts = cit_game_tileset(e);
    for (int i = 0; i < a->game->nfrontier; i++) {
        if (a->game->fillable[i])
            continue;
        int x = a->game->frontier[i][0], y = a->game->frontier[i][1], full = 0, open = 0;
        for (int k = 0; k < 4; k++) {
            cit_placed_tile pc[2];
            int n = cit_game_parts_at(e, x + d[k][0], y + d[k][1], pc), facing = 1 << ((k + 2) % 4);
            if (n == 2 || (n == 1 && ts->tiles[pc[0].tile].shape == CIT_SHAPE_SQUARE) ||
                (n == 1 && (covers[pc[0].rot & 3] & facing)))
                full = 1;
            else if (n == 1)
                open = 1;
        }
        if (open && !full)
            return 1;
    }
    return 0;
}

/* A deal where player 0's hand slot holds a crop circle that fits cell x,y at rot. */
typedef struct {
    int slot, x, y, rot;
} crop_deal;

static int crop_circle_fits(cit_game *e, uint64_t seed, void *ctx)
{
    const cit_tileset *ts = cit_tileset_builtin();
    crop_deal *d = ctx;
    (void)seed;
    if (cit_game_pending(e).decision != CIT_DECIDE_HALFLINGS_TURN)
        return 0;
    cit_tile_id hand[8];
    int n = cit_game_hand(e, 0, hand, 8);
    for (int i = 0; i < n && d->slot < 0; i++) {
        if (!(ts->tiles[hand[i]].flags & CIT_TF_CROP_CIRCLE))
            continue;
        cit_move m = half_turn_move(1, hand[i]);
        if (cit_game_apply(e, &m, NULL) != CIT_OK)
            break;
        cit_placement pl[256];
        if (cit_game_legal_placements(e, pl, 256) > 0) {
            d->slot = i;
            d->x = pl[0].x;
            d->y = pl[0].y;
            for (d->rot = 0; d->rot < 4 && !(pl[0].rotmask & (1 << d->rot)); d->rot++)
                ;
        }
    }
    return d->slot >= 0;
}

/* The crop circle: played from the hand, then the type and action chosen in the dialog. */
static void test_crop_circle(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    crop_deal d = {-1, 0, 0, 0};
    CHECK(find_deal(&su, 2, kinds, 0, 600, crop_circle_fits, &d) != 0);
    if (d.slot < 0)
        return;
    int slot = d.slot, x = d.x, y = d.y, rot = d.rot;
    gui_app *a = start(GUI_LANG_EN, &su, 0);
    if (!a)
        return;
    glide_to(a, x, y);
    int px, py;
    half_point(a, x, y, rot, &px, &py);
    drag_slot(a, slot, px, py);
    CHECK(a->game->has_tile);
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP);
    /* Ctrl+S and Ctrl+L work over the decision's dialog, and Esc comes back to it */
    key(a, SDLK_s, KMOD_LCTRL);
    frames(a, 2);
    CHECK(a->dlg.kind == GUI_DLG_SAVE_AS);
    key(a, SDLK_ESCAPE, 0);
    frames(a, 2);
    key(a, SDLK_l, KMOD_LCTRL);
    frames(a, 2);
    CHECK(a->dlg.kind == GUI_DLG_LOAD);
    key(a, SDLK_ESCAPE, 0);
    frames(a, 2);
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP);
    /* no red "cannot be filled" beside the crop circle's empty half: every cell the
       window marks borders the board through a full edge, as the engine's answer says */
    CHECK(!marked_beside_open_half(a));
    frames(a, 40); /* the board glides the crop circle into view below the dialog */
    harness_shot(a, "halflings-crop");
    int len = cit_session_length(a->game->sess);
    /* the first lit button of the dialog: a type with action A */
    const char *labels[3] = {halflings_tr(HALF_KNIGHT), halflings_tr(HALF_ROBBER), halflings_tr(HALF_FARMER)};
    int done = 0;
    for (int k = 0; k < 3 && !done; k++)
        for (int i = 0; i < a->ui.nseen && !done; i++)
            if (!strcmp(a->ui.seen[i].label, labels[k]) && a->ui.seen[i].enabled) {
                SDL_Rect b = a->ui.seen[i].rc;
                click(a, b.x + b.w / 2, b.y + b.h / 2);
                frames(a, 2);
                done = 1;
            }
    CHECK(done);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_HALFLINGS_CROP && m->arg1 == CIT_CROP_ADD);
    int found = 0;
    for (int i = 0; i < a->game->nlog; i++)
        found |= strstr(a->game->log[i], "Crop circle") != NULL;
    CHECK(found);
    /* the answers that follow (if anybody is asked) come as a list: pick the first */
    for (int k = 0; k < 6 && (a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP_ADD ||
                              a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP_RETURN); k++) {
        harness_shot(a, "halflings-crop-answer");
        CHECK(a->ui.nseen > 0);
        int before = cit_session_length(a->game->sess);
        for (int i = 0; i < a->ui.nseen; i++)
            if (a->ui.seen[i].enabled && a->ui.seen[i].rc.y > gui_drawn(a)->board_rc.y) {
                SDL_Rect b = a->ui.seen[i].rc;
                click(a, b.x + b.w / 2, b.y + b.h / 2);
                break;
            }
        frames(a, 2);
        CHECK(cit_session_length(a->game->sess) == before + 1);
    }
    /* then, after the action (RULES.md §4), the placer's follower on the crop circle: the
       placement carried none; the list offers "No follower" and the crop circle's parts */
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP_FOLLOWER && a->game->pend.player == 0);
    frames(a, 2);
    harness_shot(a, "halflings-crop-follower");
    SDL_Rect none;
    CHECK(gui_ui_find(&a->ui, halflings_tr(HALF_MV_CROPFOLLOWER_NONE), &none));
    int sup = cit_game_supply(gui_game_engine(a->game), 0), before = cit_session_length(a->game->sess), n = 0;
    for (int i = 0; i < a->ui.nseen; i++)
        if (a->ui.seen[i].enabled && a->ui.seen[i].rc.y > none.y &&
            a->ui.seen[i].rc.x + a->ui.seen[i].rc.w < gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w && n++ == 0) {
            SDL_Rect b = a->ui.seen[i].rc;
            click(a, b.x + b.w / 2, b.y + b.h / 2);
        }
    frames(a, 2);
    m = cit_session_move(a->game->sess, before);
    CHECK(m && m->type == CIT_MOVE_HALFLINGS_CROP_FOLLOWER && m->arg0 == 1 && m->x == x && m->y == y);
    CHECK(cit_game_supply(gui_game_engine(a->game), 0) == sup - 1);
    CHECK(a->game->nlog > 0 && strstr(a->game->log[a->game->nlog - 1], "on the crop circle") != NULL);
    gui_app_free(a);
}

/* A monkey on three-seat hot-seat Halflings games (draft on, curtain on): random presses,
   drags from the hand to the board, wheel turns, keys and clicks on buttons; now and then a
   random legal move through the GUI's apply path, so games go on. Every move the engine
   records is legal (it refuses others) and no decision stays unanswered for long. */
static void test_monkey(int nframes)
{
    int kinds[3] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    setup_for(&su, 31, 3, kinds, 1);
    gui_app *a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    uint32_t r = 12345;
    int stuck = 0, worst = 0, last_len = -1, games = 0;
    static const SDL_Keycode keys[] = {SDLK_r, SDLK_z, SDLK_RETURN, SDLK_SPACE, SDLK_q, SDLK_e, SDLK_1, SDLK_TAB};
    for (int i = 0; i < nframes; i++) {
        r = r * 1103515245u + 12345u;
        int x = (int)((r >> 8) % 1280), y = (int)((r >> 4) % 800), what = (int)((r >> 20) % 10);
        half_state *st = half_state_of(a->game);
        if (what == 0 && st->slot_rc[0].w) { /* a triangle from the hand to anywhere */
            int k = (int)((r >> 12) % 3);
            SDL_Rect rc = st->slot_rc[k].w ? st->slot_rc[k] : st->slot_rc[0];
            drag(a, rc.x + rc.w / 2, rc.y + rc.h / 2, x % 980, 60 + y % 740);
        } else if (what == 1) {
            key(a, keys[(r >> 9) % (sizeof keys / sizeof keys[0])], (r >> 13) % 5 == 0 ? KMOD_CTRL : 0);
        } else if (what == 2) {
            push_motion(x, y);
            frame(a);
        } else if (what == 3 && a->ui.nseen > 0) { /* a button of the last frame, but never Menu / Save */
            int b = (int)((r >> 11) % (unsigned)a->ui.nseen);
            if (strcmp(a->ui.seen[b].label, gui_tr(MSG_MENU)) && strcmp(a->ui.seen[b].label, gui_tr(MSG_SAVE))) {
                SDL_Rect rc = a->ui.seen[b].rc;
                click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            }
        } else {
            click(a, x % 980, 60 + y % 740);
        }
        if (a->dlg.kind != GUI_DLG_NONE) /* a leave / save dialog: closed again */
            key(a, SDLK_ESCAPE, 0);
        if (a->scene != GUI_SCENE_GAME || cit_game_over(gui_game_engine(a->game))) {
            games++;
            gui_app_free(a);
            setup_for(&su, 31 + (uint64_t)games, 3, kinds, games % 2);
            a = start(GUI_LANG_EN, &su, 1);
            if (!a)
                return;
            last_len = -1;
            continue;
        }
        int len = cit_session_length(a->game->sess);
        stuck = len == last_len ? stuck + 1 : 0;
        last_len = len;
        worst = stuck > worst ? stuck : worst;
        if (stuck > 40) { /* the monkey is slow: a random legal move so the game goes on */
            cit_move m;
            if (cit_game_random_move(gui_game_engine(a->game), r, &m) == CIT_OK) {
                gui_view(a)->drag.kind = GUI_DRAG_NONE;
                CHECK(gui_game_apply(a->game, &m, NULL) == CIT_OK);
            }
            stuck = 0;
        }
    }
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_session_length(a->game->sess) > 0 || games > 0);
    (void)e;
    printf("monkey: %d frames, %d games finished\n", nframes, games);
    gui_app_free(a);
}

/* The follower kind a crop-circle type names (CIT_CROP_*), or -1. */
static int crop_type_of(int feature_kind)
{
    return feature_kind == CIT_FEAT_CITY ? CIT_CROP_KNIGHT : feature_kind == CIT_FEAT_ROAD ? CIT_CROP_ROBBER
         : feature_kind == CIT_FEAT_FIELD ? CIT_CROP_FARMER : -1;
}

/* Moves to a turn question where the mover holds a crop circle and has a follower of `type`
   on the board (earlier crop circles kept in the hand, squares drawn instead): ms[0..n). */
#define CROP_MOVES 256
typedef struct {
    cit_move ms[CROP_MOVES];
    int n, type;
} crop_answers_deal;

static int crop_answers_fit(cit_game *e, uint64_t seed, void *ctx)
{
    const cit_tileset *ts = cit_tileset_builtin();
    crop_answers_deal *d = ctx;
    d->n = 0;
    for (int step = 0; step < 200 && d->n < CROP_MOVES && !cit_game_over(e); step++) {
        cit_pending pd = cit_game_pending(e);
        cit_move m;
        if (pd.decision == CIT_DECIDE_HALFLINGS_TURN) {
            cit_move legal[16];
            int nl = cit_game_legal_moves(e, legal, 16), crop = 0;
            for (int i = 0; i < nl && i < 16; i++)
                crop |= legal[i].arg0 == 1 && (ts->tiles[legal[i].tile].flags & CIT_TF_CROP_CIRCLE);
            cit_follower f[64];
            int nf = cit_game_followers(e, f, 64);
            d->type = -1;
            for (int i = 0; i < nf && i < 64; i++)
                if (f[i].player == pd.player && f[i].where == CIT_AT_PART && crop_type_of(f[i].feature_kind) >= 0)
                    d->type = crop_type_of(f[i].feature_kind);
            if (crop && d->type >= 0 && step > 6)
                return 1;
            m = half_turn_move(0, 0); /* draw: the crop circle stays in the hand */
        } else if (cit_game_random_move(e, seed * 1000 + (uint64_t)step, &m) != CIT_OK) {
            break;
        }
        if (cit_game_apply(e, &m, NULL) != CIT_OK)
            break;
        d->ms[d->n++] = m;
    }
    return 0;
}

/* Action B mid-game: the placer names a type they have on the board, and everyone holding one
   answers from the list of their followers of that type (the part lit on the board). */
static void test_crop_answers(void)
{
    int kinds[2] = {CIT_SEAT_HUMAN, CIT_SEAT_HUMAN};
    cit_setup su;
    const cit_tileset *ts = cit_tileset_builtin();
    static crop_answers_deal d;
    int found = find_deal(&su, 2, kinds, 0, 300, crop_answers_fit, &d) != 0, type = d.type;
    CHECK(found);
    if (!found)
        return;
    gui_app *a = start_after(GUI_LANG_EN, &su, 0, d.ms, d.n);
    if (!a)
        return;
    frames(a, 3);
    int placer = a->game->pend.player;
    half_state *st = half_state_of(a->game);
    half_refresh(GUI_MODULE_CTX(a, gui_module_find(CIT_MODULE_HALFLINGS)));
    int slot = -1;
    for (int i = 0; i < st->nhand; i++)
        if ((ts->tiles[st->hand[i]].flags & CIT_TF_CROP_CIRCLE) && st->fits[i])
            slot = i;
    CHECK(slot >= 0);
    if (slot < 0) {
        gui_app_free(a);
        return;
    }
    cit_placement pl = st->place[slot][0];
    int rot = 0;
    while (rot < 4 && !(pl.rotmask & (1 << rot)))
        rot++;
    glide_to(a, pl.x, pl.y);
    int px, py;
    half_point(a, pl.x, pl.y, rot, &px, &py);
    drag_slot(a, slot, px, py);
    key(a, SDLK_RETURN, 0);
    frames(a, 3);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP);
    /* the B row's button of that type: the second button with its label */
    static const halflings_text_id words[3] = {HALF_KNIGHT, HALF_ROBBER, HALF_FARMER};
    int seen = 0, len = cit_session_length(a->game->sess);
    for (int i = 0; i < a->ui.nseen && seen < 2; i++)
        if (!strcmp(a->ui.seen[i].label, halflings_tr(words[type])) && ++seen == 2) {
            SDL_Rect b = a->ui.seen[i].rc;
            click(a, b.x + b.w / 2, b.y + b.h / 2);
        }
    frames(a, 2);
    const cit_move *m = cit_session_move(a->game->sess, len);
    CHECK(m && m->type == CIT_MOVE_HALFLINGS_CROP && m->arg0 == type && m->arg1 == CIT_CROP_RETURN);
    int answered = 0;
    for (int k = 0; k < 4 && a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP_RETURN; k++) {
        int who = a->game->pend.player, sup = cit_game_supply(gui_game_engine(a->game), who);
        frames(a, 2);
        if (answered == 0)
            harness_shot(a, "halflings-crop-return");
        for (int i = 0; i < a->ui.nseen; i++) /* every answer's words fit its button (no "...") */
            CHECK(!a->ui.seen[i].enabled || !strstr(a->ui.seen[i].label, "\xE2\x80\xA6"));
        SDL_Rect b = {0, 0, 0, 0};
        for (int i = 0; i < a->ui.nseen && !b.w; i++)
            if (a->ui.seen[i].enabled && a->ui.seen[i].rc.x + a->ui.seen[i].rc.w < gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w)
                b = a->ui.seen[i].rc;
        CHECK(b.w > 0);
        push_motion(b.x + b.w / 2, b.y + b.h / 2);
        frame(a);
        CHECK(st->hl); /* the follower's part ringed on the board */
        click(a, b.x + b.w / 2, b.y + b.h / 2);
        frames(a, 2);
        CHECK(cit_game_supply(gui_game_engine(a->game), who) == sup + 1);
        answered++;
    }
    CHECK(answered >= 1); /* the placer at least held one */
    int lines = 0;
    for (int i = 0; i < a->game->nlog; i++)
        lines += strstr(a->game->log[i], "returns a follower") != NULL;
    CHECK(lines == answered);
    (void)placer;
    gui_app_free(a);
}

/* Two computer seats play a whole Halflings game in the window. */
static void test_computers_to_the_end(void)
{
    int kinds[2] = {CIT_SEAT_AI_EASY, CIT_SEAT_AI_EASY};
    cit_setup su;
    setup_for(&su, 21, 2, kinds, 0);
    gui_app *a = start(GUI_LANG_EN, &su, 1);
    if (!a)
        return;
    int played_triangles = 0;
    for (int i = 0; i < 400000 && a->scene == GUI_SCENE_GAME; i++) {
        gui_app_frame(a, 16, (i % 50) == 0);
        if (a->play.ai)
            SDL_Delay(1);
    }
    const cit_game *e = gui_game_engine(a->game);
    CHECK(cit_game_over(e));
    int n = cit_game_placed_count(e);
    const cit_tileset *ts = cit_game_tileset(e);
    for (int i = 0; i < n; i++)
        played_triangles += ts->tiles[cit_game_placed(e, i).tile].shape == CIT_SHAPE_TRIANGLE;
    CHECK(played_triangles > 0);
    /* a feature with a triangle is counted in cells, one without in tiles */
    int cells = 0, tiles = 0;
    for (int i = 0; i < a->game->nlog; i++) {
        cells += strstr(a->game->log[i], " cells") != NULL;
        tiles += strstr(a->game->log[i], " tiles") != NULL;
    }
    CHECK(cells > 0 && tiles > 0);
    printf("computers: %d tiles, %d triangles placed; history: %d lines in cells, %d in tiles\n", n,
           played_triangles, cells, tiles);
    gui_app_free(a);
}

#define CROP_BASE "citadela-save 4\nmode classic\noption small_city_two_points 0\noption count 0\noption count_all_scorings 1\noption bridges 0\noption castles 0\noption bazaar 0\noption bazaar_no_auction 0\noption farmers_off 0\noption halflings 1\noption halflings_draft 0\noption inns 0\noption big_follower 0\noption traders 0\noption builder 0\noption pig 0\noption river 0\noption dragon 0\noption abbey 0\noption mayor 0\noption wagon 0\noption barn 0\noption tower 0\nseed 11\nplayer human 0 Player 1\nplayer human 1 Player 2\nplayer human 2 Player 3\nplayer human 3 Player 4\ntiles D H1-01 H1-04 H2-06 H2-10 H2-09 H1-02 H1-07 H2-05 H1-09 H1-05 H2-08 H2-04 H1-12 H2-01 H2-02 H2-12 H2-11 H2-07 H1-08 H1-11 H2-03 H1-10 H1-03 H1-06 L U M V R V E B U J V I B V U U A W F P N N X U V H H U W W L G Q V U V E R U M P R D E S F K B S E I K O E J A T N O J P D L V B D H K W C V\nmove play H2-06\nmove place H2-06 1,0 r0 f2\nmove draw\nmove place L -1,0 r3 f5\nmove play H1-09\nmove place H1-09 0,1 r1 f0\nmove play H2-08\nmove place H2-08 -1,1 r3\nmove play H1-04\nmove place H1-04 -1,2 r2 f0\nmove play H1-02\nmove place H1-02 -1,-1 r3 f2\nmove play H1-07\nmove place H1-07 0,-1 r1 f0\nmove play H2-04\nmove place H2-04 0,2 r0"

/* The round's discs while the crop circle's action goes round (cit-cli play --seed 11 --players 4
   --option halflings=1, cut after "place H2-04 0,2 r0": the fourth seat's crop circle): the one
   answering now carries no disc, and the others count in the order they will decide. Robbers: the
   third seat alone answers, the turns after the placer's follow (first, second). Farmers: the
   first answers, the second after it, then the turns (third). */
static void test_crop_discs(void)
{
    static const struct {
        const char *act;
        int answering, n, order[3];
    } want[] = {{"crop add robber", 2, 2, {0, 1}}, {"crop return farmer", 0, 2, {1, 2}}};
    for (int k = 0; k < 2; k++) {
        char text[8192];
        snprintf(text, sizeof text, "%s\nmove %s\nend\n", CROP_BASE, want[k].act);
        gui_app *a = harness_open_save(GUI_LANG_EN, "crop-discs", text);
        CHECK(a != NULL);
        if (!a)
            continue;
        frames(a, 2);
        int order[32], n = gui_round_order(GUI_SCENE_CTX(a), order, 32);
        CHECK(a->game->pend.player == want[k].answering && a->game->pend.active == 3);
        CHECK(n == want[k].n);
        for (int i = 0; i < n && i < want[k].n; i++)
            CHECK(order[i] == want[k].order[i]);
        for (int i = 0; i < n; i++)
            CHECK(order[i] != want[k].answering);
        gui_app_free(a);
    }
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("citadela-halflings-gui", "test_halflings_gui") != 0)
        return 1;
    CHECK(gui_option_shown(CIT_OPT_HALFLINGS));
    test_crop_discs();
    test_drag_halves();
    test_second_half();
    test_curtain_and_draw();
    test_no_curtain_for_computer();
    test_turn_keys();
    test_vineyard_history();
    test_hand_tip();
    test_rules_text();
    test_no_hand_in_computer_turn();
    test_no_hand_after_crop_answer();
    test_curtain_waits_for_score();
    test_draft();
    test_crop_circle();
    test_crop_answers();
    test_computers_to_the_end();
    test_monkey(argc > 1 && !strcmp(argv[1], "--long") ? 20000 : 1200);
    harness_finish();
    printf("test_halflings_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
