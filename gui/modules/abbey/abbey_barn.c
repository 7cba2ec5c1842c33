/* The barn at a person's screen and on the board. Its question (CIT_DECIDE_BARN, asked after
   the placement) lights the legal corners of the tile just placed; the barn is dragged from
   the supply box onto one, or a lit corner is clicked; the panel's "No barn" answers none.
   Every barn stands on its corner, where four tiles meet; a barn put at another screen or by
   a computer drops in there. Its scorings get history lines of their own. */
#include "modules/abbey/abbey_barn.h"
#include "modules/abbey/abbey_barn_text.h"
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey.h"
#include "app/sound.h"
#include "scenes/game/board_view.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "app/hint.h"
#include "scenes/rules/rules_diagram.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>
#include <string.h>

#define CORNER_RGB GUI_COL_TARGET /* a corner the barn may take */
#define GOOD_RGB GUI_COL_LIT_EDGE_HOT   /* the corner under the dragged barn */
#define BARN_CORNER_RING 4 /* the ring round a corner, in layout units: a lit line and a half */

static abbey_barn_gui *barn_of(const gui_game *g) { return &abbey_gui_of(g)->barn; }

static int question_open(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    return g && g->pend.decision == CIT_DECIDE_BARN && !cit_game_over(gui_game_engine(g)) &&
           gui_module_ctx_seat_here(ctx, g->pend.player);
}

static int dragging(const gui_module_ctx *ctx)
{
    return ctx->drag->kind == GUI_DRAG_MODULE && ctx->drag->module == CIT_MODULE_ABBEY && barn_of(ctx->game)->dragging;
}

/* ---- the figure ---- */

/* A barn in palette colour `colour` centred at cx,cy, h high: a wide gambrel-roofed shed with
   a light cross-braced door, outlined dark so it reads on any tile and is no follower. */
static void barn_figure(gui_module_ctx *ctx, int colour, float cx, float cy, float h, Uint8 alpha)
{
    SDL_Color c = gui_player_colour(ctx->settings->palette_cb, colour), roof = gui_darken(c, 0.65f),
              ink = gui_rgba(GUI_COL_FIGURE_INK, alpha), door = gui_rgba(0xf4ead2, alpha);
    c.a = roof.a = alpha;
    float w = h * 1.1f, x0 = cx - w / 2, x1 = cx + w / 2, yb = cy + h * 0.5f, ye = cy, yk = cy - h * 0.32f,
          yt = cy - h * 0.5f, o = h * 0.07f;
    const SDL_FPoint out[] = {{x0 - o, yb + o}, {x0 - o, ye},         {x0 + w * 0.1f - o, yk - o * 0.5f},
                              {cx, yt - o},     {x1 - w * 0.1f + o, yk - o * 0.5f}, {x1 + o, ye},
                              {x1 + o, yb + o}};
    gui_fill_poly(ctx->r, out, 7, ink);
    gui_fill_rect(ctx->r, (SDL_Rect){(int)x0, (int)ye, (int)w, (int)(yb - ye)}, c);
    const SDL_FPoint top[] = {{x0, ye}, {x0 + w * 0.1f, yk}, {cx, yt}, {x1 - w * 0.1f, yk}, {x1, ye}};
    gui_fill_poly(ctx->r, top, 5, roof);
    float dw = w * 0.34f, dx = cx - dw / 2, dy = ye + (yb - ye) * 0.22f;
    gui_fill_rect(ctx->r, (SDL_Rect){(int)dx, (int)dy, (int)dw, (int)(yb - dy)}, door);
    float t = h * 0.06f > 1 ? h * 0.06f : 1;
    gui_thick_line(ctx->r, dx, dy, dx + dw, yb, t, roof);
    gui_thick_line(ctx->r, dx + dw, dy, dx, yb, t, roof);
}

/* The point where corner k (0 NE .. 3 NW) of cell x,y meets its three neighbours, in pixels. */
static void corner_px(const gui_module_ctx *ctx, int x, int y, int k, float *px, float *py)
{
    SDL_Rect c = gui_camera_cell_rect(ctx->cam, x, y);
    *px = (float)c.x + (k == 0 || k == 1 ? (float)c.w : 0);
    *py = (float)c.y + (k == 1 || k == 2 ? (float)c.h : 0);
}

/* ---- the question ---- */

/* The corners the engine offers now (moves "barn ne".. with arg0 1) as a bit set. */
static unsigned legal_corners(const cit_game *e)
{
    cit_move ms[8];
    int n = cit_game_legal_moves(e, ms, 8);
    unsigned set = 0;
    for (int i = 0; i < n && i < 8; i++)
        if (ms[i].type == CIT_MOVE_BARN && ms[i].arg0 && ms[i].spot >= 0 && ms[i].spot < 4)
            set |= 1u << ms[i].spot;
    return set;
}

static cit_move barn_move(int corner)
{
    cit_move m;
    memset(&m, 0, sizeof m);
    m.type = CIT_MOVE_BARN;
    m.arg0 = corner >= 0;
    m.spot = (int8_t)(corner >= 0 ? corner : CIT_SPOT_NONE);
    return m;
}

/* The lit corner within reach of the pointer (a third of a cell), or -1. */
static int corner_at(gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    unsigned set = legal_corners(gui_game_engine(g));
    int best = -1;
    float bd = ctx->cam->zoom * 0.34f;
    if (!gui_hit(ctx->in, *ctx->board_rc))
        return -1;
    for (int k = 0; k < 4; k++) {
        float px, py;
        if (!(set >> k & 1u))
            continue;
        corner_px(ctx, g->pend.x, g->pend.y, k, &px, &py);
        float d = hypotf(px - (float)ctx->in->mx, py - (float)ctx->in->my);
        if (d < bd) {
            bd = d;
            best = k;
        }
    }
    return best;
}

int abbey_barn_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    if (fresh) /* the tile just placed and its corners into view */
        gui_module_ctx_decide_glide_to(ctx, (float)ctx->pend->x, (float)ctx->pend->y, (float)ctx->pend->x,
                                       (float)ctx->pend->y, 0);
    if (!st->want)
        return 0; /* not modal: the board takes the drag and the click (abbey_barn_press) */
    *chosen = barn_move(st->want > 0 ? st->want - 1 : -1);
    st->want = 0;
    return GUI_DECIDE_CHOSEN;
}

/* The lit corners while the question is open (pulsing; the one under the barn green) and a
   hint's answer ringed there. */
static void draw_corners(gui_module_ctx *ctx)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    int drag = dragging(ctx);
    if (!question_open(ctx) || (!drag && ctx->settings->purist))
        return;
    unsigned set = legal_corners(gui_game_engine(ctx->game));
    float pu = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f), rad = ctx->cam->zoom * 0.2f;
    const cit_move *hint = gui_module_ctx_hint_shown(ctx);
    for (int k = 0; k < 4; k++) {
        float px, py;
        if (!(set >> k & 1u))
            continue;
        corner_px(ctx, ctx->pend->x, ctx->pend->y, k, &px, &py);
        int hot = drag && k == st->hot, ghost = hint && hint->type == CIT_MOVE_BARN && hint->arg0 && hint->spot == k;
        if (!ghost || hot) /* the hint's ghost barn (drawn under) shows through its ring */
            gui_fill_circle(ctx->r, px, py, rad,
                            gui_rgba(hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(hot ? 210 : 110 + 70 * pu)));
        gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, BARN_CORNER_RING), gui_rgba(hot ? GOOD_RGB : CORNER_RGB, 255));
        if (!hot && !ghost) /* a faint barn in it: what goes there */
            barn_figure(ctx, gui_game_player_colour(ctx->game, ctx->pend->player), px, py, rad * 1.1f, 90);
        cit_move m = barn_move(k);
        if (!ghost) /* else the board's hint ring and tag round the ghost mark it already */
            gui_module_ctx_decide_answer(
                ctx, (SDL_Rect){(int)(px - rad), (int)(py - rad), (int)(2 * rad), (int)(2 * rad)}, &m);
    }
}

/* ---- on the board ---- */

int abbey_barn_drawn_at(gui_module_ctx *ctx, int p, float *px, float *py)
{
    const gui_game *g = ctx->game;
    abbey_barn_gui *st = barn_of(g);
    int x, y, k, glide = gui_board_glide_ms(ctx->settings->anim_speed), age = (int)(g->now - st->landed_at);
    if (!cit_game_barn(gui_game_engine(g), p, &x, &y, &k))
        return 0;
    corner_px(ctx, x, y, k, px, py);
    /* put at another screen or by a computer: it drops onto its corner */
    if (st->landed_player == p + 1 && !gui_module_ctx_seat_here(ctx, p) && age >= 0 && age < glide) {
        float t = (float)age / (float)glide;
        *py -= (1 - t * t * (3 - 2 * t)) * ctx->cam->zoom * 0.8f;
    }
    return 1;
}

void abbey_barn_draw_over(gui_module_ctx *ctx)
{
    abbey_offered_spots(ctx); /* the mayor's or wagon's question, loaded: its spots numbered */
    draw_corners(ctx); /* the board's clip is set (gui_module.h) */
    for (int p = 0; p < cit_game_setup(gui_game_engine(ctx->game))->nplayers; p++) {
        float px, py;
        if (abbey_barn_drawn_at(ctx, p, &px, &py))
            barn_figure(ctx, gui_game_player_colour(ctx->game, p), px, py, ctx->cam->zoom * 0.34f, 255);
    }
}

/* A hint's barn see-through on its corner: of the hint's placement `after` (its tile not laid
   yet), or of the tile just laid that the question is about (after NULL); else the abbey's
   figures. It stays while the barn is dragged, so the barn can be dropped on it. */
int abbey_barn_ghost_answer(gui_module_ctx *ctx, const cit_move *after, const cit_move *m, int player, Uint8 alpha,
                            float *px, float *py, float *pr)
{
    if (m->type != CIT_MOVE_BARN)
        return abbey_ghost_answer(ctx, after, m, player, alpha, px, py, pr);
    if (!m->arg0 || m->spot < 0 || m->spot > 3)
        return 0; /* "barn none" puts nothing on the board */
    corner_px(ctx, after ? after->x : ctx->pend->x, after ? after->y : ctx->pend->y, m->spot, px, py);
    float h = ctx->cam->zoom * 0.34f;
    barn_figure(ctx, gui_game_player_colour(ctx->game, player), *px, *py, h, alpha);
    *pr = h * 0.7f; /* wider than a follower: the ring goes round its roof and sides */
    return 1;
}

/* The barn put down sounds as a follower set down (the abbey's own events keep the core's). */
int abbey_barn_sound(const cit_event *e) { return e->type == CIT_EV_ABBEY_BARN ? GUI_SFX_FOLLOWER : -1; }

/* ---- the panel, the hint ---- */

int abbey_barn_panel(gui_module_ctx *ctx, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    if (!question_open(ctx))
        return abbey_panel(ctx, x, y, w);
    int px = gui_font_px(ui, GUI_FONT_NOTE), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H);
    y += gui_text_wrapped(barn_tr(BN_ASK), x, y, w, px, 1, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_GAP);
    SDL_Rect b = {x, y, w, bh};
    if (gui_button(ui, GUI_ID(0), b, barn_tr(BN_NONE_BTN), ctx->drag->kind == GUI_DRAG_NONE))
        barn_of(ctx->game)->want = -1;
    cit_move none = barn_move(-1);
    gui_module_ctx_decide_answer(ctx, b, &none);
    return y + bh + gui_px(ui, GUI_SIZE_SPACE);
}

const char *abbey_barn_hint(const gui_module_ctx *ctx)
{
    if (dragging(ctx))
        return barn_tr(BN_HINT_DRAG);
    return question_open(ctx) ? barn_tr(BN_ASK) : abbey_hint(ctx);
}

/* ---- the drag ---- */

static int barn_shown(const gui_module_ctx *ctx, const abbey_barn_gui *st)
{
    return st->rc.w > 0 && st->clock == ctx->clock;
}

int abbey_barn_press(gui_module_ctx *ctx)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    st->dragging = 0;
    if (!question_open(ctx))
        return abbey_press(ctx);
    /* from the supply box, or a press on a lit corner (a click answers on release) */
    if (!(barn_shown(ctx, st) && gui_hit(ctx->in, st->rc)) && corner_at(ctx) < 0)
        return 0;
    ctx->drag->kind = GUI_DRAG_MODULE;
    ctx->drag->module = CIT_MODULE_ABBEY;
    st->dragging = 1;
    st->hot = corner_at(ctx);
    return 1;
}

void abbey_barn_drag_motion(gui_module_ctx *ctx)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    if (!st->dragging) {
        abbey_drag_motion(ctx);
        return;
    }
    st->hot = corner_at(ctx);
}

void abbey_barn_drag_release(gui_module_ctx *ctx, int far)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    if (!st->dragging) {
        abbey_drag_release(ctx, far);
        return;
    }
    st->dragging = 0;
    int k = corner_at(ctx);
    if (k >= 0 && question_open(ctx)) /* anywhere else: back to the supply */
        st->want = k + 1;           /* answered next frame (the decide hook) */
}

void abbey_barn_drag_draw(gui_module_ctx *ctx)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    if (!st->dragging) {
        abbey_drag_draw(ctx);
        return;
    }
    int colour = gui_game_player_colour(ctx->game, ctx->pend->player);
    float px = (float)ctx->in->mx, py = (float)ctx->in->my, h = ctx->cam->zoom * 0.34f;
    if (st->hot >= 0) /* snapped onto the corner it would take */
        corner_px(ctx, ctx->pend->x, ctx->pend->y, st->hot, &px, &py);
    barn_figure(ctx, colour, px, py, h, st->hot >= 0 ? 235 : 180);
}

int abbey_barn_hot(gui_module_ctx *ctx, int over_board)
{
    abbey_barn_gui *st = barn_of(ctx->game);
    if (!question_open(ctx))
        return abbey_hot(ctx, over_board);
    return (barn_shown(ctx, st) && gui_hit(ctx->in, st->rc)) || corner_at(ctx) >= 0;
}

/* ---- the supply box ---- */

int abbey_barn_special_home(const cit_game *e, int player, int kind)
{
    return kind == ABBEY_BARN ? cit_game_barn_in_supply(e, player) : abbey_special_home(e, player, kind);
}

void abbey_barn_special_draw(gui_module_ctx *ctx, int player, int kind, int lying, float cx, float cy, float h,
                             Uint8 alpha)
{
    if (kind != ABBEY_BARN) {
        abbey_special_draw(ctx, player, kind, lying, cx, cy, h, alpha);
        return;
    }
    /* lit while its question is open (the core lights only pieces for a spot); kept for the drag */
    abbey_barn_gui *st = barn_of(ctx->game);
    int open = question_open(ctx) && gui_game_player(ctx->game) == player && ctx->drag->kind == GUI_DRAG_NONE;
    if (open) {
        int r = (int)(h * 0.66f);
        SDL_Rect glow = {(int)cx - r, (int)cy - r, 2 * r, 2 * r};
        gui_fill_rounded(ctx->r, glow, r / 3, gui_rgba(GUI_COL_GLOW, 255));
        gui_rect_outline(ctx->r, glow, gui_px(ctx->ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
    }
    barn_figure(ctx, gui_game_player_colour(ctx->game, player), cx, cy, h * 0.8f,
                open            ? 255
                : dragging(ctx) ? 60
                                : alpha);
    if (gui_game_player(ctx->game) == player) {
        st->rc = (SDL_Rect){(int)(cx - h / 2), (int)(cy - h / 2), (int)h, (int)h};
        st->clock = ctx->clock;
    }
}

const char *abbey_barn_special_tip(int kind) { return kind == ABBEY_BARN ? barn_tr(BN_TIP) : abbey_special_tip(kind); }

/* ---- in words ---- */

void abbey_barn_turn_reset(gui_game *g)
{
    abbey_barn_gui *st = barn_of(g);
    st->want = 0;
    st->hot = -1;
    abbey_turn_reset(g);
}

int abbey_barn_move_words(const cit_move *m, char *buf, size_t cap)
{
    if (m->type != CIT_MOVE_BARN)
        return 0;
    SDL_strlcpy(buf, barn_tr(m->arg0 && m->spot >= 0 && m->spot < 4 ? (barn_text_id)(BN_MV_NE + m->spot) : BN_MV_NONE), cap);
    return 1;
}

/* A placed barn's line about its owner and the farmers it scores, worded for the person at this
   screen when either is theirs. */
static const char *placed_words(int owner_you, int farmers_you)
{
    if (owner_you && farmers_you)
        return barn_tr(BN_HIST_PLACED_SCORE_OWN);
    return gui_word_seats(&barn_text[BN_HIST_PLACED_SCORE], &barn_text[BN_HIST_PLACED_SCORE_YOU], owner_you, farmers_you);
}

/* Its own events and the points its fields pay: put on the board (a computer's also as a
   notice); the field's farmers at a placed barn, at a field joined to one, and the barns' own
   points at the end. Any other event: 0. */
int abbey_barn_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                          gui_log_ref *ref)
{
    abbey_barn_gui *st = barn_of(g);
    const char *who = gui_game_player_name(g, e->player);
    char pts[16];
    snprintf(pts, sizeof pts, "%d", e->points);
    if (e->type == CIT_EV_ABBEY_BARN) {
        st->owner = e->player + 1;
        st->landed_player = e->player + 1;
        st->landed_at = g->now;
        gui_subst(buf, cap, gui_word_seat(&barn_text[BN_HIST_PUT], gui_game_is_you(g, e->player)), who, NULL, NULL);
        gui_log_ref_feature(ref, e);
        return 2;
    }
    if (e->type != CIT_EV_SCORE || e->feature_kind != CIT_FEAT_FIELD || !cit_game_setup(before)->opt.v[CIT_OPT_BARN])
        return 0;
    /* the barn's answer scores its field's farmers as at the end; a later tile joining farmers
       to a barn's field pays them as "completed"; only the barns' own points have a reason of
       their own */
    int you = gui_game_is_you(g, e->player); /* the scorer is the person at this screen: spoken to */
    if (e->reason == CIT_SCORE_ABBEY_BARN && you)
        gui_score_line(g, e->player, e->points, barn_tr(BN_FINAL_WHAT), buf, cap);
    else if (e->reason == CIT_SCORE_ABBEY_BARN)
        gui_subst(buf, cap, barn_tr(BN_HIST_FINAL), who, pts, NULL);
    else if (e->reason == CIT_SCORE_FINAL && cit_game_pending(before).decision == CIT_DECIDE_BARN && st->owner)
        gui_subst(buf, cap, placed_words(gui_game_is_you(g, st->owner - 1), you), gui_game_player_name(g, st->owner - 1),
                  who, pts);
    else if (e->reason == CIT_SCORE_COMPLETED)
        gui_subst(buf, cap, gui_word_seat(&barn_text[BN_HIST_JOIN_SCORE], you), NULL, who, pts);
    else
        return 0;
    gui_log_ref_feature(ref, e);
    ref->scorer = (int8_t)(e->player + 1);
    return 1;
}

/* "Eva's barn" ("your barn" for seat `you`) after the abbey's words in a field's hover, for each
   barn standing in it. */
int abbey_barn_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap)
{
    int k = abbey_feature_more(e, you, x, y, spot, half, buf, cap), n = 0;
    cit_feature_info here, there;
    if (!cit_game_feature(e, x, y, spot, half, &here, NULL, 0, &n) || here.kind != CIT_FEAT_FIELD)
        return k;
    const cit_setup *s = cit_game_setup(e);
    for (int p = 0; p < s->nplayers; p++) {
        int bx, by, corner;
        cit_placed_tile pc[2];
        if (!cit_game_barn(e, p, &bx, &by, &corner) || cit_game_parts_at(e, bx, by, pc) < 1)
            continue;
        int f = cit_game_port_features(e, pc[0].tile, pc[0].rot)[3 * corner + 2];
        if (f < 0 || !cit_game_feature(e, bx, by, f, 0, &there, NULL, 0, &n) || there.id != here.id)
            continue;
        char one[96];
        gui_subst(one, sizeof one, gui_word_seat(&barn_text[BN_HOVER], p == you), s->players[p].name, NULL, NULL);
        if (k++)
            SDL_strlcat(buf, ", ", cap);
        SDL_strlcat(buf, one, cap);
    }
    return k > 0;
}

enum { STEP_BARNS = -40 }; /* its step kind (the Inns' -30, the Traders' goods -20, The City's watchmen -1) */

int abbey_barn_final_event(const cit_event *e, int *kind)
{
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_ABBEY_BARN)
        return 0;
    *kind = STEP_BARNS;
    return 1;
}

const char *abbey_barn_final_name(int kind) { return kind == STEP_BARNS ? barn_tr(BN_FINALE) : NULL; }

/* ---- rules, picture, lesson ---- */

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BARN] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return barn_tr(BN_RULES);
}

/* The board of tests/scenarios/abbey-barn-placed-scores-farmers.scn: red's barn where the
   start tile, U and the two Es meet, each with field at that point. */
static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    static const gui_diagram_piece p[] = {
        {"D", 0, 0, 0, -1, 0}, {"U", 1, 0, 0, -1, 0}, {"E", 0, 1, 2, -1, 0}, {"E", 1, 1, 2, -1, 0}};
    gui_diagram_frame f;
    int dw = w / 2, h = gui_module_ctx_diagram_board(ctx, p, 4, x, y, dw, 0, &f);
    SDL_Rect c = gui_diagram_cell(&f, 1, 1);
    barn_figure(ctx, 0, (float)c.x, (float)c.y, (float)f.cell * 0.4f, 255);
    int ch =
        gui_diagram_caption(barn_tr(BN_DIAGRAM), x + dw + gui_px(ctx->ui, GUI_SIZE_INSET), f.oy, w - dw - gui_px(ctx->ui, GUI_SIZE_INSET), px);
    return h > f.oy - y + ch ? h : f.oy - y + ch;
}

const char *abbey_barn_lesson(void) { return barn_tr(BN_LESSON); }

/* The barn's own switch: its option under Abbeys on the new-game screen, its rules block and
   picture, its words. Its hooks are the abbey entry's (abbey_module.c). */
const gui_module gui_barn_module = {
    .module = CIT_MODULE_ABBEY,
    .option = CIT_OPT_BARN,
    .rules = rules,
    .rules_diagram = rules_diagram,
    .words = barn_text,
    .nwords = BN_NWORDS,
};
