/* The City's entry in the GUI module table: a mode's module (the new-game screen offers the
   mode because it is here), its words, the wall on the board, the stacks in the panel and the
   wall decisions by drag. */
#include "modules/city/city_module.h"
#include "modules/city/city_decide.h"
#include "modules/city/city_text.h"
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
static int covers(gui_app *a, SDL_Rect *rc)
{
    const gui_city_state *s = gui_city_of(a->game);
    *rc = s->bar_rc;
    return s->bar_rc.w > 0 && a->game->pend.module == CIT_MODULE_CITY && !a->decide.generic_open;
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
    if (e->type == CIT_EV_CITY_WALL && e->quarter > 1)
        return 0; /* a piece of the completion at the end (kind 2, nobody's): the panel counts them */
    if (e->type == CIT_EV_CITY_WALL) {
        city_text_id id = e->quarter ? CITY_HIST_GATE : e->count ? CITY_HIST_WALL_WATCH : CITY_HIST_WALL;
        gui_subst(buf, cap, city_tr(id), name, NULL, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0};
        return e->quarter ? 2 : 1; /* the gate is news when a computer sets it */
    }
    if (e->type == CIT_EV_SCORE && e->reason == CIT_SCORE_CITY_TOWER) {
        points_words(pts, sizeof pts, e->points);
        gui_subst(buf, cap, city_tr(CITY_HIST_TOWER), name, pts, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0};
        return 2;
    }
    if (e->type == CIT_EV_SCORE && e->reason == CIT_SCORE_CITY_WATCHMAN) {
        points_words(pts, sizeof pts, e->points);
        gui_subst(buf, cap, city_tr(CITY_HIST_WATCHMAN), name, pts, NULL);
        *ref = (gui_log_ref){-1, e->x, e->y, 0, 0, 0, 0, 0};
        return 1;
    }
    return 0;
}

/* A wall piece or the gate set down knocks like a tile. */
static int sound(const cit_event *e)
{
    return e->type == CIT_EV_CITY_WALL && e->quarter <= 1 ? GUI_SFX_TILE : -1;
}

/* Its decisions in words for the list of choices. */
static int move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    (void)g;
    char at[24];
    snprintf(at, sizeof at, "%d,%d", m->x, m->y);
    if (m->type == CIT_MOVE_CITY_GATE)
        gui_subst(buf, cap, city_tr(CITY_MV_GATE), side_word(m->arg0), at, NULL);
    else if (m->type == CIT_MOVE_CITY_WALL)
        gui_subst(buf, cap, city_tr(m->arg1 ? CITY_MV_WALL_WATCH : CITY_MV_WALL), side_word(m->arg0), at, NULL);
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
static const char *hint(const gui_app *a)
{
    const gui_game *g = a->game;
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

static const char *category(int cat)
{
    switch (cat) {
    case CIT_CAT_STREET: return city_tr(CITY_CAT_STREETS);
    case CIT_CAT_MARKET: return city_tr(CITY_CAT_MARKETS);
    case CIT_CAT_QUARTER: return city_tr(CITY_CAT_QUARTERS);
    case CIT_CAT_TOWER: return city_tr(CITY_CAT_TOWERS);
    case CIT_CAT_WATCHMAN: return city_tr(CITY_CAT_WATCHMEN);
    default: return NULL;
    }
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

static const char *rules(const cit_options *o, const char **on_line)
{
    (void)o;
    *on_line = NULL; /* a mode: the rules screen says when this game is in it */
    return city_tr(CITY_RULES);
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
    .lying_kinds = 1u << CIT_FEAT_RESIDENTIAL, /* the alderman lies on his quarter */
    .category = category,
    .final_event = gui_city_final_event,
    .final_name = gui_city_final_name,
    .final_draw = gui_city_final_draw,
    .words = city_text,
    .nwords = CITY_NWORDS,
    .option = -1,
    .rules = rules,
};
