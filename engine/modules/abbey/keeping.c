/* The mayor and the wagon in other modules' hands (mod_abbey.h, "keeping.c"): a tower's
   prisoner, a Count quarter's occupant, a figure the portal or a quarter puts on a part.
   The abbey module owns where each figure is; the others only ask and hand it over. */
#include "mod_abbey.h"

static int kind_on(const cit_game *g, int kind) {
    return (kind == ABBEY_FIGURE_MAYOR && abbey_option(g, CIT_OPT_MAYOR)) ||
           (kind == ABBEY_FIGURE_WAGON && abbey_option(g, CIT_OPT_WAGON));
}

static int running(const cit_game *g) { return g->modules >> CIT_MODULE_ABBEY & 1; }

/* The figure's slots: where it stands, whether it is home, who keeps it. */
static uint16_t *at_of(abbey_state *s, int kind, int p) { return kind == ABBEY_FIGURE_MAYOR ? &s->mayor_at[p] : &s->wagon_at[p]; }
static uint8_t *home_of(abbey_state *s, int kind) { return kind == ABBEY_FIGURE_MAYOR ? &s->mayor_home : &s->wagon_home; }
static uint8_t *kept_of(abbey_state *s, int kind, int p) { return kind == ABBEY_FIGURE_MAYOR ? &s->mayor_kept[p] : &s->wagon_kept[p]; }

int abbey_figure_on(const cit_game *g, uint16_t n) {
    int p = g->nodes[n].owner - 1;
    if (p < 0 || !running(g)) return ABBEY_FIGURE_NONE;
    abbey_state *s = abbey_of(g);
    for (int kind = ABBEY_FIGURE_MAYOR; kind <= ABBEY_FIGURE_WAGON; kind++)
        if (kind_on(g, kind) && *at_of(s, kind, p) == n + 1) return kind;
    return ABBEY_FIGURE_NONE;
}

int abbey_figure_free(const cit_game *g, int player, int kind) {
    return running(g) && kind_on(g, kind) && (*home_of(abbey_of(g), kind) >> player & 1);
}

int abbey_figure_kept(const cit_game *g, int player, int kind) {
    if (!running(g) || !kind_on(g, kind)) return -1;
    return *kept_of(abbey_of(g), kind, player) - 1;
}

void abbey_figure_keep(cit_game *g, int player, int kind, int place) {
    abbey_state *s = abbey_of(g);
    *at_of(s, kind, player) = 0;
    *home_of(s, kind) = (uint8_t)(*home_of(s, kind) & ~(1u << player));
    *kept_of(s, kind, player) = (uint8_t)(place + 1);
}

void abbey_figure_return(cit_game *g, int player, int kind) {
    abbey_state *s = abbey_of(g);
    *kept_of(s, kind, player) = 0;
    *home_of(s, kind) = (uint8_t)(*home_of(s, kind) | 1u << player);
}

static int any_figure(const cit_game *g) { return abbey_option(g, CIT_OPT_MAYOR) || abbey_option(g, CIT_OPT_WAGON); }

const kind_figure_ops abbey_figures = {
    .may_stand = {[FIG_KIND_MAYOR] = MAYOR_MAY_STAND, [FIG_KIND_WAGON] = WAGON_MAY_STAND},
    .any = any_figure, .on = abbey_figure_on, .is_free = abbey_figure_free, .kept = abbey_figure_kept,
    .keep = abbey_figure_keep, .give_back = abbey_figure_return, .place = abbey_figure_place,
};

void abbey_figure_place(cit_game *g, int player, int kind, uint16_t n) {
    abbey_state *s = abbey_of(g);
    *kept_of(s, kind, player) = 0;
    *home_of(s, kind) = (uint8_t)(*home_of(s, kind) & ~(1u << player));
    /* the core's lists and returns carry it from here on; the supply it is taken from is
       its own, so the core's count is made up first */
    g->supply[player]++;
    followers_put(g, n, player);
    *at_of(s, kind, player) = (uint16_t)(n + 1);
}
