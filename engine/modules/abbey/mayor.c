/* The mayor (RULES.md §11, decision 2): a figure of its own, kept apart from the followers
   the core counts, put on a city part of the tile just placed by a decision after the
   placement, whose strength in its city's majority is the city's pennants. */
#include "mayor.h"
#include "barn.h"
#include "wagon.h"

static int mayor_on(const cit_game *g) { return abbey_option(g, CIT_OPT_MAYOR); }

/* The node player's mayor stands on, or -1 (abbey_state.h, abbey_figure_node). */
static int mayor_node(const cit_game *g, int player) { return abbey_figure_node(g, ABBEY_KIND_MAYOR, player); }

/* After a placement without a follower on the new tile: the mayor if a city part of the
   tile is free, else (or after "mayor none") the wagon, else the barn. They are figure
   questions (rules.h): asked after the other modules' (queued behind them), withdrawn
   when one of those places the figure. A crop circle's figure is the follower Halflings
   asks for after its action. */
void mayor_after_place(cit_game *g, int pi) {
    abbey_figures_sync(g, NO_NODE, 0);
    abbey_state *s = abbey_of(g);
    int p = g->placer;
    if (!turn_figure_open(g, pi)) return;
    /* the mayor in supply first: a free city part is looked for only then, up to one */
    int city = mayor_on(g) && abbey_records(g, ABBEY_KIND_MAYOR)[p].where == FIG_SUPPLY ? 0 : -1;
    if (!city) city = figure_parts_free(g, pi, MAYOR_MAY_STAND);
    s->figure_piece = (uint16_t)pi;
    if (city <= 0) {
        if (!wagon_offer(g, p, pi, 1)) barn_offer(g, p, pi, 1);
        return;
    }
    decide_step d = {CIT_DECIDE_MAYOR, (uint8_t)p, CIT_MODULE_ABBEY, 0};
    turn_queue_back(g, d);
}

int mayor_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)s;
    return figure_ask_answers(g, CIT_MOVE_MAYOR, abbey_kind(g, ABBEY_KIND_MAYOR), abbey_of(g)->figure_piece, out, cap);
}

cit_status mayor_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)s;
    return figure_ask_check(g, CIT_MOVE_MAYOR, abbey_kind(g, ABBEY_KIND_MAYOR), abbey_of(g)->figure_piece, m);
}

int mayor_part(const cit_game *g, int player, cit_feature_part *at) { return figure_part(g, mayor_node(g, player), at); }

/* The mayor joins the part as one of the player's followers (the core's lists and
   returns then carry it); the supply it is taken from is its own. */
void mayor_apply(cit_game *g, const decide_step *step, const cit_move *m, emitter *e) {
    abbey_state *s = abbey_of(g);
    int p = step->player, pi = s->figure_piece;
    if (!m->arg0) { /* the placement's figure may still be the wagon or the barn */
        if (!wagon_offer(g, p, pi, 0)) barn_offer(g, p, pi, 0);
        return;
    }
    figure_ask_place(g, p, abbey_kind(g, ABBEY_KIND_MAYOR), pi, m);
    cit_event ev = {0};
    ev.type = CIT_EV_ABBEY_MAYOR;
    ev.player = (uint8_t)p;
    cit_feature_part at;
    mayor_part(g, p, &at);
    ev.x = at.x, ev.y = at.y, ev.spot = at.spot, ev.half = at.half;
    ev.feature_kind = CIT_FEAT_CITY;
    emit(e, ev);
}

void mayor_describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    (void)s;
    figure_ask_describe(g, abbey_of(g)->figure_piece, p);
}

/* In a city with mayors, a player's strength is their followers (a big follower's second
   vote included) with each mayor counted as the city's pennants instead of one; the
   strongest win, ties all, and strength 0 never wins (a lone pennantless mayor). */
unsigned mayor_winners(const cit_game *g, uint16_t root, unsigned mask) {
    const node *r = &g->nodes[root];
    if (r->kind != CIT_FEAT_CITY || !mayor_on(g)) return mask;
    const fig_record *mayors = abbey_records(g, ABBEY_KIND_MAYOR);
    int strength[CIT_MAX_PLAYERS], any = 0;
    for (int p = 0; p < g->nplayers; p++) {
        strength[p] = r->meeples[p];
        int n = mayors[p].where == FIG_PART ? mayor_node(g, p) : -1;
        if (n >= 0 && feat_find(g, (uint16_t)n) == root) strength[p] += r->pennants - 1, any = 1;
    }
    if (!any) return mask;
    int best = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (strength[p] > best) best = strength[p];
    unsigned won = 0;
    for (int p = 0; best > 0 && p < g->nplayers; p++)
        if (strength[p] == best) won |= 1u << p;
    return won;
}
