/* The mayor and the wagon in other modules' hands (mod_abbey.h, "keeping.c"): a tower's
   prisoner, a Count quarter's occupant, a figure the portal or a quarter puts on a part.
   Where each figure is, is its record in the core's figure table (mod_abbey.h); the others
   only ask and hand it over, naming their own module as the keeper. */
#include "mod_abbey.h"

static int running(const cit_game *g) { return g->modules >> CIT_MODULE_ABBEY & 1; }

/* The record of player's figure of core kind `kind` (FIG_KIND_MAYOR / _WAGON), or NULL:
   the module off, the figure's option off, or no such kind. */
static fig_record *record_of(const cit_game *g, int player, int kind) {
    if (!running(g) || (kind != ABBEY_FIGURE_MAYOR && kind != ABBEY_FIGURE_WAGON)) return NULL;
    return figure_of((cit_game *)(uintptr_t)g, CIT_MODULE_ABBEY, kind - ABBEY_FIGURE_MAYOR, player, 0);
}

int abbey_figure_on(const cit_game *g, uint16_t n) {
    int p = g->nodes[n].owner - 1;
    if (p < 0) return ABBEY_FIGURE_NONE;
    for (int kind = ABBEY_FIGURE_MAYOR; kind <= ABBEY_FIGURE_WAGON; kind++) {
        const fig_record *f = record_of(g, p, kind);
        if (f && f->where == FIG_PART && f->at == n) return kind;
    }
    return ABBEY_FIGURE_NONE;
}

int abbey_figure_free(const cit_game *g, int player, int kind) {
    const fig_record *f = record_of(g, player, kind);
    return f && f->where == FIG_SUPPLY;
}

/* Another module's keeping only: a wagon freed from its feature is in the module's own. */
int abbey_figure_kept(const cit_game *g, int player, int kind) {
    const fig_record *f = record_of(g, player, kind);
    return f && f->where == FIG_KEPT && f->keeper != CIT_MODULE_ABBEY ? f->at : -1;
}

void abbey_figure_keep(cit_game *g, int player, int kind, int keeper, int place) {
    fig_record *f = record_of(g, player, kind);
    figure_put(f, FIG_KEPT, (uint16_t)place);
    f->keeper = (uint8_t)keeper;
}

void abbey_figure_return(cit_game *g, int player, int kind) { figure_home(record_of(g, player, kind)); }

static int any_figure(const cit_game *g) { return abbey_option(g, CIT_OPT_MAYOR) || abbey_option(g, CIT_OPT_WAGON); }

const kind_figure_ops abbey_figures = {
    .may_stand = {[FIG_KIND_MAYOR] = MAYOR_MAY_STAND, [FIG_KIND_WAGON] = WAGON_MAY_STAND},
    .any = any_figure, .on = abbey_figure_on, .is_free = abbey_figure_free, .kept = abbey_figure_kept,
    .keep = abbey_figure_keep, .give_back = abbey_figure_return, .place = abbey_figure_place,
};

void abbey_figure_place(cit_game *g, int player, int kind, uint16_t n) {
    /* the core's lists and returns carry it from here on; the supply it is taken from is
       its own, so the core's count is made up first */
    g->supply[player]++;
    followers_put(g, n, player);
    figure_put(record_of(g, player, kind), FIG_PART, n);
}
