/* The City's entry in the GUI module table: a mode's module (the new-game screen offers the
   mode because it is here), its words, the wall on the board, the stacks in the panel and the
   wall decisions by drag. */
#include "modules/city/city_module.h"
#include "modules/city/city_decide.h"
#include "modules/city/city_text.h"
#include "scenes/rules/rules_diagram.h"
#include "modules/city/city_view.h"
#include "app/i18n.h"
#include "app/sound.h"

#include <stdio.h>

static void turn_reset(gui_game *g)
{
    gui_city_state *s = gui_city_of(g);
    s->key = 0;
    s->dragging = 0;
    s->laid = s->hot = s->press_slot = -1;
    s->bar_rc = (SDL_Rect){0, 0, 0, 0};
}

/* The wall, gate and tower bar over the top of the board, while a person decides. */
static int covers(gui_module_ctx *ctx, SDL_Rect *rc)
{
    const gui_city_state *s = gui_city_of(ctx->game);
    *rc = s->bar_rc;
    return s->bar_rc.w > 0 && ctx->pend->module == CIT_MODULE_CITY && !ctx->decide->generic_open;
}

static const char *side_word(int side) { return city_tr((city_text_id)(CITY_SIDE_N + (side & 3))); }

static int points_words(char *buf, size_t cap, int n)
{
    gui_points(buf, cap, n);
    return 1;
}

/* The wall's events and the tower's and watchmen's points as history lines. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    (void)before;
    const char *name = e->player < CIT_MAX_PLAYERS ? gui_game_player_name(g, e->player) : "?";
    char pts[32];
    if (e->type == CIT_EV_CITY_WALL && e->quarter > 1) {
        /* the completion at the end (kind 2, nobody's): one line, at its first piece, says how
           many it laid (the history is what shows at the end; the stacks panel is gone) */
        const cit_game *after = gui_game_engine(g);
        cit_wall first;
        int n = cit_game_city_completion(after);
        if (n <= 0 || cit_game_city_completion_walls(after, &first, 1) < 1 || first.x != e->x || first.y != e->y ||
            first.side != (uint8_t)e->spot)
            return 0;
        char num[12];
        snprintf(num, sizeof num, "%d", n);
        gui_subst(buf, cap, gui_word_n(&city_text[CITY_COMPLETION], n), num, NULL, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0, 0};
        return 1;
    }
    if (e->type == CIT_EV_CITY_WALL) {
        city_text_id id = e->quarter ? CITY_HIST_GATE : e->count ? CITY_HIST_WALL_WATCH : CITY_HIST_WALL;
        gui_subst(buf, cap, gui_word_seat(&city_text[id], gui_game_is_you(g, e->player)), name, NULL, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0, 0};
        return e->quarter ? 2 : 1; /* the gate is news when a computer sets it */
    }
    if (e->type == CIT_EV_SCORE && e->reason == CIT_SCORE_CITY_TOWER) {
        points_words(pts, sizeof pts, e->points);
        gui_subst(buf, cap, gui_word_seat(&city_text[CITY_HIST_TOWER], gui_game_is_you(g, e->player)), name, pts, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0, 0};
        return 2;
    }
    if (e->type == CIT_EV_SCORE && e->reason == CIT_SCORE_CITY_WATCHMAN) {
        points_words(pts, sizeof pts, e->points);
        gui_subst(buf, cap, gui_word_seat(&city_text[CITY_HIST_WATCHMAN], gui_game_is_you(g, e->player)), name, pts, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0, 0};
        return 1;
    }
    return 0;
}

/* A wall piece or the gate set down knocks like a tile. */
static int sound(const cit_event *e)
{
    return e->type == CIT_EV_CITY_WALL && e->quarter <= 1 ? GUI_SFX_TILE : -1;
}

/* Whether a wall piece (the gate included) has the grid corner cx,cy as an end. */
static int corner_on_wall(const cit_game *g, int cx, int cy)
{
    cit_wall w[96];
    int n = cit_game_walls(g, w, 96);
    for (int i = 0; i < n && i < 96; i++) {
        float x0, y0, x1, y1;
        gui_city_edge(w[i].x, w[i].y, w[i].side, &x0, &y0, &x1, &y1);
        if (((int)x0 == cx && (int)y0 == cy) || ((int)x1 == cx && (int)y1 == cy))
            return 1;
    }
    return 0;
}

/* The compass point of grid corner x,y from the middle of the tiles (corners: twice the cells). */
static city_text_id compass_of(const cit_game *g, int x, int y)
{
    int bx0, by0, bx1, by1;
    cit_game_bounds(g, &bx0, &by0, &bx1, &by1);
    int cx = 2 * x - (bx0 + bx1 + 1), cy = 2 * y - (by0 + by1 + 1);
    int ax = cx < 0 ? -cx : cx, ay = cy < 0 ? -cy : cy;
    int ns = 2 * ay >= ax ? (cy < 0 ? -1 : cy > 0 ? 1 : 0) : 0, ew = 2 * ax >= ay ? (cx < 0 ? -1 : cx > 0 ? 1 : 0) : 0;
    static const city_text_id compass[3][3] = {{CITY_COMPASS_NW, CITY_COMPASS_N, CITY_COMPASS_NE},
                                               {CITY_COMPASS_W, CITY_COMPASS_N, CITY_COMPASS_E},
                                               {CITY_COMPASS_SW, CITY_COMPASS_S, CITY_COMPASS_SE}};
    return compass[ns + 1][ew + 1];
}

/* The wall's end other than corner x,y: the corners that end only one piece are its two ends. */
static int other_end(const cit_game *g, int x, int y, int *ox, int *oy)
{
    cit_wall w[96];
    int n = cit_game_walls(g, w, 96), c[2 * 96][3], nc = 0;
    for (int i = 0; i < n && i < 96; i++) {
        float f[4];
        gui_city_edge(w[i].x, w[i].y, w[i].side, &f[0], &f[1], &f[2], &f[3]);
        for (int k = 0; k < 2; k++) {
            int cx = (int)f[2 * k], cy = (int)f[2 * k + 1], j = 0;
            while (j < nc && !(c[j][0] == cx && c[j][1] == cy))
                j++;
            if (j == nc)
                c[nc][0] = cx, c[nc][1] = cy, c[nc][2] = 0, nc++;
            c[j][2]++;
        }
    }
    for (int j = 0; j < nc; j++)
        if (c[j][2] == 1 && !(c[j][0] == x && c[j][1] == y)) {
            *ox = c[j][0];
            *oy = c[j][1];
            return 1;
        }
    return 0;
}

/* Where a wall piece goes, in words a player finds on the board: which end of the wall
   (where it lies from the city's middle) and which way the wall grows there ("North-east
   end, going north"); the piece that closes the wall says so. */
static int wall_where(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    float fx0, fy0, fx1, fy1;
    gui_city_edge(m->x, m->y, m->arg0, &fx0, &fy0, &fx1, &fy1);
    int x0 = (int)fx0, y0 = (int)fy0, x1 = (int)fx1, y1 = (int)fy1;
    int head = corner_on_wall(g, x0, y0), tail = corner_on_wall(g, x1, y1);
    if (!head && !tail)
        return 0; /* at no end (no wall yet): no words for it */
    /* at the head the wall grows from x0,y0 to x1,y1; at the tail the other way */
    int ex = head ? x0 : x1, ey = head ? y0 : y1, dx = head ? x1 - x0 : x0 - x1, dy = head ? y1 - y0 : y0 - y1;
    city_text_id go = dy < 0 ? CITY_GO_N : dx > 0 ? CITY_GO_E : dy > 0 ? CITY_GO_S : CITY_GO_W;
    if (head && tail) {
        gui_subst(buf, cap, city_tr(CITY_END_CLOSES), NULL, city_tr(go), NULL);
        return 1;
    }
    /* the end's compass point from the middle of the tiles; if the other end has the same
       one, where it lies from the other end instead (the one further west, north...) */
    int ox, oy;
    city_text_id here = compass_of(g, ex, ey);
    if (other_end(g, ex, ey, &ox, &oy) && compass_of(g, ox, oy) == here) {
        int adx = ox - ex < 0 ? ex - ox : ox - ex, ady = oy - ey < 0 ? ey - oy : oy - ey;
        here = adx >= ady ? (ex < ox ? CITY_COMPASS_W : CITY_COMPASS_E) : (ey < oy ? CITY_COMPASS_N : CITY_COMPASS_S);
    }
    gui_subst(buf, cap, city_tr(CITY_END_AT), city_tr(here), city_tr(go), NULL);
    return 1;
}

/* Its decisions in words for the list of choices. */
static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char at[24], where[96];
    snprintf(at, sizeof at, "%d,%d", m->x, m->y);
    if (m->type == CIT_MOVE_CITY_GATE)
        gui_subst(buf, cap, city_tr(CITY_MV_GATE), side_word(m->arg0), at, NULL);
    else if (m->type == CIT_MOVE_CITY_WALL) {
        city_text_id id = wall_where(g, m, where, sizeof where) ? (m->arg1 ? CITY_MV_WALL_WATCH : CITY_MV_WALL)
                                                                : (m->arg1 ? CITY_MV_WALL_WATCH_PLAIN : CITY_MV_WALL_PLAIN);
        gui_subst(buf, cap, city_tr(id), side_word(m->arg0), at, where);
    }
    else if (m->type == CIT_MOVE_CITY_TOWER && !m->arg0)
        SDL_strlcpy(buf, city_tr(CITY_MV_NO_TOWER), cap);
    else if (m->type == CIT_MOVE_CITY_TOWER) {
        char pts[32];
        cit_game *c = cit_game_clone(g);
        int p = cit_game_pending(g).player, before = cit_game_score(g, p);
        points_words(pts, sizeof pts, c && cit_game_apply(c, m, NULL) == CIT_OK ? cit_game_score(c, p) - before : 0);
        cit_game_free(c);
        gui_subst(buf, cap, city_tr(CITY_MV_TOWER), at, pts, NULL);
    } else
        return 0;
    return 1;
}

/* The first tile of a game goes on the empty table. */
static const char *hint(const gui_module_ctx *ctx)
{
    const gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    if (g->pend.decision == CIT_DECIDE_PLACE_TILE && !g->has_tile && cit_game_placed_count(e) == 0)
        return city_tr(CITY_FIRST_TILE);
    return NULL;
}

static const char *kind_name(int kind)
{
    switch (kind) {
    case CIT_FEAT_STREET: return city_tr(CITY_STREET);
    case CIT_FEAT_MARKET: return city_tr(CITY_MARKET);
    case CIT_FEAT_RESIDENTIAL: return city_tr(CITY_QUARTER);
    default: return NULL;
    }
}

/* The words of the categories The City declares, in their order (city.h). */
static const char *category(int cat)
{
    static const city_text_id words[] = {CITY_CAT_STREETS, CITY_CAT_MARKETS, CITY_CAT_QUARTERS, CITY_CAT_TOWERS,
                                         CITY_CAT_WATCHMEN};
    for (int i = 0; i < (int)(sizeof words / sizeof words[0]); i++)
        if (cat == cit_module_category(CIT_MODULE_CITY, i))
            return city_tr(words[i]);
    return NULL;
}

/* A wall round: the pieces still to come go round the table from the one placing now
   (pending.arg is this piece's number, pending.limit the round's). */
static int round_order(const gui_game *g, int *seats, int cap)
{
    const cit_pending *pd = &g->pend;
    int np = cit_game_setup(gui_game_engine(g))->nplayers, n = 0;
    if (pd->module != CIT_MODULE_CITY || (pd->decision != CIT_DECIDE_CITY_WALL && pd->decision != CIT_DECIDE_CITY_GATE))
        return 0;
    for (int k = 1; k <= pd->limit - pd->arg && n < cap; k++)
        seats[n++] = (pd->player + k) % np;
    return n;
}

/* Hovers: a residential quarter scores 2 per market it touches at the end, so it says how
   many it touches; an unfinished street or market scores nothing at the end, so it says what
   it would score once finished instead of a worth "now". */
static int feature_words(const cit_game *e, const cit_feature_info *info, char *size, size_t size_cap, char *val,
                         size_t val_cap)
{
    char pts[48], num[16];
    if (info->kind == CIT_FEAT_RESIDENTIAL) {
        int markets = info->value / 2; /* 2 points per market touched (RULES.md §5) */
        snprintf(num, sizeof num, "%d", markets);
        gui_subst(size, size_cap,
                  city_tr(markets == 0 ? CITY_QUARTER_MARKETS_0 : markets == 1 ? CITY_QUARTER_MARKETS_1
                                                                              : CITY_QUARTER_MARKETS_N),
                  num, NULL, NULL);
        gui_points(pts, sizeof pts, info->value);
        gui_subst(val, val_cap, gui_tr(MSG_VALUE_AT_END), pts, NULL, NULL);
        return 1;
    }
    if ((info->kind == CIT_FEAT_STREET || info->kind == CIT_FEAT_MARKET) && !info->complete) {
        (void)e;
        gui_points(pts, sizeof pts, info->closed_value);
        gui_subst(val, val_cap, city_tr(CITY_VALUE_IF_DONE), pts, NULL, NULL);
        return 1;
    }
    return 0;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    (void)o;
    *on_line = NULL; /* a mode: the rules screen says when this game is in it */
    return city_tr(CITY_RULES);
}

/* A street from building to building (finished, red), a grain market beside it (blue). */
static const gui_diagram_piece diagram[] = {{"T06", 0, 0, 0, -1, 0}, {"T08", 0, 1, 0, 0, 0}, {"T06", 0, 2, 2, -1, 0}, {"T03-G", 1, 1, 0, 0, 1}};

static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    gui_diagram_frame f;
    int h =
        gui_module_ctx_diagram_board(ctx, diagram, (int)(sizeof diagram / sizeof diagram[0]), x, y, w, 0, &f) + px / 2;
    return h + gui_diagram_caption(city_tr(CITY_DIAGRAM), x, y + h, w, px);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? city_tr((city_text_id)(CITY_LESSON_1 + screen)) : NULL;
}

const gui_module gui_city_module = {
    .module = CIT_MODULE_CITY,
    .mode = CIT_MODE_CITY,
    .state_size = sizeof(gui_city_state),
    .turn_reset = turn_reset,
    .event_line = event_line,
    .sound = sound,
    .move_words = move_words,
    .draw_under = gui_city_draw_under,
    .draw_over = gui_city_draw_over,
    .covers = covers,
    .pieces = gui_city_pieces,
    .round_order = round_order,
    .supply_usable = gui_city_supply_usable,
    .panel = gui_city_panel,
    .hint = hint,
    .decide = gui_city_decide,
    .kind_name = kind_name,
    .feature_words = feature_words,
    .lying_kinds = 1u << CIT_FEAT_RESIDENTIAL, /* the alderman lies on his quarter */
    .category = category,
    .final_event = gui_city_final_event,
    .final_name = gui_city_final_name,
    .final_draw = gui_city_final_draw,
    .words = city_text,
    .nwords = CITY_NWORDS,
    .option = -1,
    .rules = rules,
    .rules_diagram = rules_diagram,
    .lesson = lesson,
};
