/*
 * A test-only rules module that declares one figure and nothing else: the scout, a
 * follower of strength 1 that stands on roads and cities, one per player
 * (docs/architecture.md, "Figures": how a new figure-bearing expansion plugs in). Its
 * own code is the declaration, the figure question that puts it on the tile just placed
 * (the core's, figure_ask.h: when to ask it, and the words of its move), and the look
 * that takes it back to its own supply once its part's followers went home.
 * The dragon, The Tower, the portal and the Count act on it by its declaration alone
 * (test_scout.c).
 */
#include "rules.h"
#include "figure_ask.h"
#include "figures.h"
#include "turn.h"
#include "mod_scout.h"


#define SCOUT_MAY_STAND (1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY)

static const figure_kind scout_kinds[] = {
    {"scout", CIT_OPT_SCOUT, 1, 1, FK_FOLLOWER, SCOUT_MAY_STAND, "scout", NULL},
};

/* The scout's game kind (the core numbers the kinds of the game's modules). */
static int scout_kind(const cit_game *g) { return g->module_kind0[SCOUT_MODULE_ID]; }

/* A scout on a part joined the core's follower lists (figure_kind_place), so the core
   sends it home with them, into the supply it counts: it leaves that count for its own. */
static void scouts_home(cit_game *g) {
    if (!owners_moved(g, SCOUT_MODULE_ID)) return;
    int n;
    fig_record *f = figures_of_module(g, SCOUT_MODULE_ID, &n);
    for (int i = 0; i < n; i++, f++)
        if (f->where == FIG_PART && g->nodes[f->at].owner != f->owner + 1) {
            g->supply[f->owner]--;
            figure_home(f);
        }
}

static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)root, (void)final, (void)e;
    scouts_home(g);
}

/* After a placement that put no figure: the scout, if it is in supply and a part of the
   tile may take it (a figure question: rules.h, figure_decisions). */
static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    scouts_home(g);
    if (!figure_ask_due(g, g->placer, scout_kind(g), pi)) return;
    decide_step s = {CIT_DECIDE_SCOUT, (uint8_t)g->placer, SCOUT_MODULE_ID, (uint8_t)pi};
    turn_queue_back(g, s);
}

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    return figure_ask_answers(g, CIT_MOVE_SCOUT, scout_kind(g), s->arg, out, cap);
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    return figure_ask_check(g, CIT_MOVE_SCOUT, scout_kind(g), s->arg, m);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    (void)e;
    if (m->arg0) figure_ask_place(g, s->player, scout_kind(g), s->arg, m);
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) { figure_ask_describe(g, s->arg, p); }

int scout_in_supply(const cit_game *g, int player) {
    if (!g || !(g->modules >> SCOUT_MODULE_ID & 1) || player < 0 || player >= g->nplayers) return 0;
    const fig_record *f = figure_record(g, scout_kind(g), player);
    return f && f->where == FIG_SUPPLY;
}

/* ---- move text: "scout none" or "scout fN" ---- */

static size_t format_scout(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return figure_ask_format("scout", m, buf, cap);
}

static int parse_scout(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return figure_ask_parse(c, m);
}

static const move_verb verbs[] = {{"scout", CIT_MOVE_SCOUT, format_scout, parse_scout}};
static const decision_name decision_names[] = {{CIT_DECIDE_SCOUT, "scout"}};
static const module_option options[] = {
    {CIT_OPT_SCOUT, {"scout", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1, CIT_N_("Scout"),
                     CIT_N_("Every player also has a scout, placed instead of a follower on a road or city.")}},
};

const rules_module scout_module = {
    .name = "scout",
    .id = SCOUT_MODULE_ID,
    .option = CIT_OPT_SCOUT,
    .options = options,
    .noptions = 1,
    .figure_kinds = scout_kinds,
    .nfigure_kinds = 1,
    .after_place = after_place,
    .after_award = after_award,
    .figures_home = scouts_home,
    .legal = legal,
    .check = check,
    .apply = apply,
    .describe = describe,
    .figure_decisions = 1u << (CIT_DECIDE_SCOUT - CIT_MODULE_IDS(SCOUT_MODULE_ID)),
    .verbs = verbs,
    .nverbs = 1,
    .decision_names = decision_names,
    .ndecision_names = 1,
};
