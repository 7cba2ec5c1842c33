/* The property test's checks of Traders & Builders (RULES.md §7): goods tokens, and where
   builders and pigs stand. */
#include "internal.h" /* completed cities and their goods are read from the game's nodes */
#include "property.h"
#include "rules.h" /* the builders' and pigs' records in the core's figure table */
#include "figures.h"

static long figures_placed; /* builders and pigs put on the board, over all games */
long second_parts;          /* a builder's second turn parts, over all games */

/* The tokens held are the goods symbols of the cities completed in play (the box has
   9 wine, 6 grain, 5 cloth); every builder stands on a road or city that holds one of
   its owner's followers and is not completed, every pig on a field with its farmer. */
static void check_traders(const cit_game *g, int nplayers, uint64_t seed) {
    int held[3] = {0}, symbols[3] = {0};
    static const int goods[3] = {CIT_GOODS_WINE, CIT_GOODS_GRAIN, CIT_GOODS_CLOTH};
    for (int p = 0; p < nplayers; p++)
        for (int k = 0; k < 3; k++) held[k] += cit_game_traders_goods(g, p, goods[k]);
    /* a completed city pays its goods at its award: compare when nothing waits */
    for (int n = 0; n < g->nnodes && !g->nqueue && !g->item_open && g->agenda_at >= g->nagenda; n++) {
        const node *m = &g->nodes[n];
        if (m->kind != CIT_FEAT_CITY || g->nodes[feat_find(g, (uint16_t)n)].done != 1) continue;
        int gd = g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].goods;
        for (int k = 0; k < 3; k++) symbols[k] += gd == goods[k];
    }
    for (int k = 0; k < 3; k++)
        CHECK((held[k] == symbols[k] || g->nqueue || g->item_open || g->agenda_at < g->nagenda) && held[k] <= (k == 0 ? 9 : k == 1 ? 6 : 5),
              "seed %llu: %d tokens of goods %d held, %d in completed cities", (unsigned long long)seed, held[k], k, symbols[k]);
    for (int p = 0; p < nplayers; p++)
        for (int fig = 0; fig < CIT_TRADERS_FIGURES; fig++) {
            cit_feature_part at;
            /* the queries read the figure's one record: on a part that still holds its
               owner's follower, or in supply (or home by its rule, which the module's next
               look makes true) */
            const fig_record *f = figure_of_c(g, CIT_MODULE_TRADERS, fig, p, 0);
            int on = cit_game_traders_figure(g, p, fig, &at);
            CHECK(!f == !cit_option_get(&cit_game_setup(g)->opt, fig ? CIT_OPT_PIG : CIT_OPT_BUILDER) &&
                      (!f || on + cit_game_traders_figure_in_supply(g, p, fig) == 1) &&
                      (!on || (f->where == FIG_PART && g->pieces[g->nodes[f->at].piece].x == at.x &&
                               g->pieces[g->nodes[f->at].piece].y == at.y && g->nodes[f->at].feat == at.spot)),
                  "seed %llu: player %d's figure %d is not where its record is", (unsigned long long)seed, p, fig);
            if (!on) continue;
            CHECK(!cit_game_traders_figure_in_supply(g, p, fig), "seed %llu: a figure in two places", (unsigned long long)seed);
            cit_feature_info info;
            CHECK(cit_game_feature_brief(g, at.x, at.y, at.spot, at.half, &info) && info.followers[p] > 0,
                  "seed %llu: player %d's figure %d stands without a follower of its owner", (unsigned long long)seed, p, fig);
            int field = info.kind == CIT_FEAT_FIELD;
            CHECK(fig == CIT_TRADERS_PIG ? field : (info.kind == CIT_FEAT_ROAD || info.kind == CIT_FEAT_CITY) && !info.complete,
                  "seed %llu: figure %d on a feature of kind %d", (unsigned long long)seed, fig, info.kind);
        }
}

/* Its options in turn, with each expansion it may meet. */
static void traders_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_TRADERS] = (uint8_t)(seed % 7 != 6);
    su->opt.v[CIT_OPT_BUILDER] = (uint8_t)(seed % 7 != 5);
    su->opt.v[CIT_OPT_PIG] = (uint8_t)(seed % 7 != 4);
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 6 == 0);
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(seed % 6 == 2);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(seed % 6 == 3);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(seed % 6 == 4);
    su->opt.v[CIT_OPT_FARMERS_OFF] = (uint8_t)(seed % 7 == 4 && seed % 6 != 0);
    if (seed % 6 == 1) bcb_options_on(su, seed);
}

static void count_traders_move(const cit_move *m) {
    figures_placed += m->type == CIT_MOVE_TRADERS_FIGURE && m->arg0;
}

int traders_summary(int games) {
    /* nor one where builders and pigs hardly went out or no second part was played */
    int failed = 0;
    if (figures_placed < games || second_parts * 10 < games)
        failed++, fprintf(stderr, "only %ld figures placed, %ld second parts\n", figures_placed, second_parts);
    fprintf(stderr, "property: %ld builders and pigs placed, %ld second parts, %ld decisions in %d games\n",
            figures_placed, second_parts, module_decisions, games);
    return failed;
}

static int traders_on(const cit_game *g) {
    const cit_setup *su = cit_game_setup(g);
    return su->opt.v[CIT_OPT_TRADERS] || su->opt.v[CIT_OPT_BUILDER] || su->opt.v[CIT_OPT_PIG];
}

/* A builder's second part: the same player again. */
static int traders_turn_order(property_game *pg, const cit_pending *pd) {
    (void)pd;
    return cit_game_traders_second_part(cit_session_game(pg->s)) ? PROPERTY_TURN_AGAIN : PROPERTY_TURN_NEXT;
}

static void traders_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)out;
    const cit_game *g = cit_session_game(pg->s);
    count_traders_move(m);
    if (traders_on(g)) check_traders(g, pg->nplayers, pg->seed);
}

static const property_mode traders_mode = {.name = "traders", .options = traders_options, .summary = traders_summary};
static const property_mode *const modes[] = {&traders_mode};
static const property_checks checks = {.turn_order = traders_turn_order, .after_move = traders_after_move};
const property_module property_traders = {modes, 1, &checks};
