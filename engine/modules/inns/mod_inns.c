/* Inns & Cathedrals (RULES.md §6): its 18 tiles, and inn roads and cathedral cities that
   score more when completed and nothing when not. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_inns.h"

/* The marks (CIT_FF_INN, CIT_FF_CATHEDRAL) of the feature's parts, or-ed: a road has an
   inn when any of its parts carries one (BCB-9 and BCB-11's inns included). */
static unsigned feature_marks(const cit_game *g, uint16_t root) {
    unsigned marks = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        marks |= g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].flags;
        n = m->next;
    } while (n != root);
    return marks;
}

/* The mark that makes the feature score nothing unfinished (CIT_INNS_INN or
   CIT_INNS_CATHEDRAL), or 0. */
static int zero_mark(const cit_game *g, uint16_t root) {
    if (!g->setup.opt.v[CIT_OPT_INNS]) return 0;
    int kind = g->nodes[root].kind;
    if (kind == CIT_FEAT_ROAD && (feature_marks(g, root) & CIT_FF_INN)) return CIT_INNS_INN;
    if (kind == CIT_FEAT_CITY && (feature_marks(g, root) & CIT_FF_CATHEDRAL)) return CIT_INNS_CATHEDRAL;
    return 0;
}

/* Completed: an inn road 2 per cell instead of 1, a cathedral city 3 per cell and per
   pennant instead of 2, however many inns or cathedrals. Incomplete at the end: 0. The
   value already counts distinct cells (a bridge's cell once), so the bonus scales it. */
static int value(const cit_game *g, uint16_t root, int final, int value) {
    int mark = zero_mark(g, root); /* 0 without the option inns: the big follower alone */
    if (mark == CIT_INNS_INN) return final ? 0 : 2 * value;
    if (mark == CIT_INNS_CATHEDRAL) {
        if (final) return 0;
        const node *r = &g->nodes[root];
        return 3 * (feat_distinct_cells(g, root) + r->pennants);
    }
    return value;
}

static void inns_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_INNS]) box_add_set(cat, "inns", box, n);
}

/* ---- the big follower ----------------------------------------------------------------- */

static inline inns_state *inns_of(const cit_game *g) { return MODULE_STATE(g, inns_state, CIT_MODULE_INNS); }
static int option_on(const cit_game *g, int id) { return g->setup.opt.v[id] > 0; }

/* Its figure, a record of the core's figure table: each player's big follower, a follower
   of strength 2 (its second vote is followers_weigh's) that stands where a follower may.
   In supply; on a part (FIG_PART: one of the core's followers there too, home once the
   part is no longer its player's, which the next look makes true); in another module's
   keeping (FIG_KEPT: a Count quarter, a tower's top or prison); deployed into the feature
   being scored (FIG_DEPLOYED, home after the award). The other modules move it through
   the core by its strength (figures.h, figure_strong_*); which figure a follower from
   supply was stays this module's question (ask_big). */
static void ask_big(cit_game *g, int player, uint16_t n);
enum { INNS_KIND_BIG, INNS_KINDS };
static const figure_kind inns_kinds[INNS_KINDS] = {
    [INNS_KIND_BIG] = {"big follower", CIT_OPT_BIG_FOLLOWER, 1, 2, FK_FOLLOWER,
                       1u << CIT_FEAT_ROAD | 1u << CIT_FEAT_CITY | 1u << CIT_FEAT_CLOISTER | 1u << CIT_FEAT_FIELD, "big",
                       ask_big}};
/* Player's big follower (the option is on wherever the module asks: running, below). */
static fig_record *big_of(const cit_game *g, int player) {
    return &figures_of_kind(g, CIT_MODULE_INNS, INNS_KIND_BIG)[player];
}

/* The part player's big follower stands on, or -1 (in supply). It went home with its
   feature when the part lost its follower: every way home (a score, a castle, a
   Halflings action) sends the part's figures to the supply the core counts, and clears
   the part's owner with its last follower (a part has an owner exactly while the
   follower list holds it: followers.c, checked by test_fastpaths), so the owner answers
   without a look along the list, asked twice a turn. */
static int big_node(const cit_game *g, int player) {
    const fig_record *f = big_of(g, player);
    if (f->where != FIG_PART || g->nodes[f->at].owner != player + 1) return -1;
    return f->at;
}

/* Big followers whose part lost its owner are home: looked for only when some owner was
   cleared since the last look (owners_moved), asked at every turn's end. */
static void forget_returned(cit_game *g) {
    if (!owners_moved(g, CIT_MODULE_INNS)) return;
    fig_record *f = big_of(g, 0); /* one a player, in player order */
    for (int p = 0; p < g->nplayers; p++, f++)
        if (f->where == FIG_PART && g->nodes[f->at].owner != p + 1) figure_home(f);
}

/* Each player has one more figure: the big follower, in the supply the core counts. */
static void setup(cit_game *g) {
    if (!option_on(g, CIT_OPT_BIG_FOLLOWER)) return;
    for (int p = 0; p < g->nplayers; p++) g->supply[p]++;
}

static int running(const cit_game *g) {
    return (g->modules >> CIT_MODULE_INNS & 1) && option_on(g, CIT_OPT_BIG_FOLLOWER);
}

/* In supply: on no part, kept by no module, not deployed into the feature being scored. */
static int big_free(const cit_game *g, int player) {
    int where = big_of(g, player)->where;
    return big_node(g, player) < 0 && where != FIG_KEPT && where != FIG_DEPLOYED && g->supply[player] > 0;
}

static void big_put(cit_game *g, int player, uint16_t n) {
    figure_put(big_of(g, player), FIG_PART, n);
    followers_weigh(g, n, player, 1); /* counts two wherever a majority is decided */
}

/* Every deployed big follower home after an award (the core put it in supply). */
static void deployed_home(cit_game *g) {
    for (int p = 0; p < g->nplayers; p++) {
        fig_record *f = big_of(g, p);
        if (f->where == FIG_DEPLOYED) figure_home(f);
    }
}

/* A follower of player's from supply just went on part n: the big one, or the question. */
static void ask_big(cit_game *g, int player, uint16_t n) {
    forget_returned(g);
    int where = big_of(g, player)->where; /* on a part now only where it stands */
    if (where == FIG_PART || where == FIG_KEPT || where == FIG_DEPLOYED) return;
    if (!g->supply[player]) { /* the big follower was the last figure: it is this one */
        big_put(g, player, n);
        return;
    }
    inns_of(g)->asking = n;
    decide_step q = {CIT_DECIDE_BIG, (uint8_t)player, CIT_MODULE_INNS, 0};
    turn_queue_front(g, q);
}

/* A follower just went on the new tile: it is the big one if that was the last figure,
   and may be if both kinds were in supply (asked before any award). */
static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    if (!running(g)) return;
    /* the figure still to give, kept by the turn (TURN_USES_FIGURE_OPEN): no follower on
       the tile, nothing to ask */
    if ((g->turn_hooks & TURN_USES_FIGURE_OPEN) && turn_figure_open(g, pi)) return;
    int p = g->placer;
    const piece *q = &g->pieces[pi];
    for (int f = 0; f < q->nfeat; f++)
        if (g->nodes[q->node0 + f].owner == p + 1) {
            ask_big(g, p, (uint16_t)(q->node0 + f));
            return;
        }
}

/* Deployed big followers are home with the other deployed figures (the core put them
   in supply); at the end the feature keeps its counts, so their second votes leave it
   here (in play the core zeroed the counts). */
static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    unsigned owners = final ? score_winners(g, root) : 0;
    int mark = owners ? zero_mark(g, root) : 0;
    if (mark) { /* its 0 points said aloud: the follower does not just vanish at the end */
        cit_event ev = score_feature_event(g, root, CIT_EV_INNS_UNFINISHED);
        ev.player = (uint8_t)__builtin_ctz(owners);
        ev.count = (uint8_t)owners;
        ev.quarter = (uint8_t)mark;
        emit(e, ev);
    }
    if (!running(g)) return;
    for (int p = 0; final && p < g->nplayers; p++)
        if (big_of(g, p)->where == FIG_DEPLOYED) followers_weigh(g, root, p, -1);
    deployed_home(g);
    forget_returned(g);
}

static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    if (running(g)) forget_returned(g);
}

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)g, (void)s;
    int n = 0;
    for (int yes = 0; yes <= 1; yes++, n++) /* the "no" first */
        if (n < cap) out[n] = decision_move(CIT_MOVE_BIG, yes, 0);
    return n;
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)g, (void)s;
    if (m->type != CIT_MOVE_BIG) return CIT_ERR_WRONG_DECISION;
    if (m->arg0 > 1 || m->arg1 || m->tile || m->x || m->y || m->rot || m->spot != CIT_SPOT_NONE)
        return CIT_ERR_MODULE_RULE;
    return CIT_OK;
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    (void)e;
    if (m->arg0) big_put(g, s->player, inns_of(g)->asking);
}

static cit_feature_part part_of(const cit_game *g, uint16_t n) {
    const node *m = &g->nodes[n];
    const piece *q = &g->pieces[m->piece];
    cit_feature_part at = {q->x, q->y, (int8_t)m->feat, piece_half(g, m->piece)};
    return at;
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    (void)s;
    cit_feature_part at = part_of(g, inns_of(g)->asking);
    p->x = at.x;
    p->y = at.y;
    p->spot = at.spot;
    p->half = at.half;
}

/* ---- move text: "big yes|no" ---------------------------------------------------------- */

static size_t format_big(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return mt_format_yes_no("big", m, buf, cap);
}

static int parse_big(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return mt_parse_yes_no(c, m);
}

static const move_verb verbs[] = {{"big", CIT_MOVE_BIG, format_big, parse_big}};
static const decision_name decision_names[] = {{CIT_DECIDE_BIG, "big_follower"}};
static const event_name event_names[] = {{CIT_EV_INNS_UNFINISHED, "inns_unfinished"}};

static const module_option inns_options[] = {
    {CIT_OPT_INNS, {"inns", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Inns & Cathedrals"),
          CIT_N_("18 more tiles. A completed road with an inn scores 2 per tile, a completed city "
          "with a cathedral 3 per tile and pennant; unfinished at the end they score 0.")}},
    {CIT_OPT_BIG_FOLLOWER, {"big_follower", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Big follower"),
          CIT_N_("Every player also has a big follower: it counts as two followers wherever a "
          "majority is decided, and scores like one.")}},
};

const rules_module inns_module = {
    .name = "inns",
    .id = CIT_MODULE_INNS,
    .option = CIT_OPT_INNS,
    .also_option = CIT_OPT_BIG_FOLLOWER,
    .options = inns_options,
    .noptions = sizeof inns_options / sizeof inns_options[0],
    .state_size = sizeof(inns_state),
    .box = inns_box,
    .setup = setup,
    .after_place = after_place,
    .after_award = after_award,
    .turn_end = turn_end,
    .value = value,
    .figure_kinds = inns_kinds,
    .nfigure_kinds = INNS_KINDS,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .event_names = event_names,
    .nevent_names = sizeof event_names / sizeof event_names[0],
};

/* ---- queries -------------------------------------------------------------------------- */

int cit_game_inns_mark(const cit_game *g, int x, int y, int half, int spot) {
    if (!g || !(g->modules >> CIT_MODULE_INNS & 1) || !option_on(g, CIT_OPT_INNS) || spot < 0) return 0;
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int pi = half == 0 || half == 1 ? cell_part_at(g, x, y, half) : 0;
    if (!pi || spot >= g->pieces[pi - 1].nfeat) return 0;
    uint16_t root = feat_find(g, (uint16_t)(g->pieces[pi - 1].node0 + spot));
    unsigned marks = feature_marks(g, root);
    int kind = g->nodes[root].kind;
    if (kind == CIT_FEAT_ROAD && (marks & CIT_FF_INN)) return CIT_INNS_INN;
    if (kind == CIT_FEAT_CITY && (marks & CIT_FF_CATHEDRAL)) return CIT_INNS_CATHEDRAL;
    return 0;
}

int cit_game_big_follower(const cit_game *g, int player, cit_feature_part *at) {
    if (!g || !(g->modules >> CIT_MODULE_INNS & 1) || !option_on(g, CIT_OPT_BIG_FOLLOWER)) return 0;
    if (player < 0 || player >= g->nplayers) return 0;
    int n = big_node(g, player);
    if (n < 0) return 0;
    if (at) *at = part_of(g, (uint16_t)n);
    return 1;
}

int cit_game_big_follower_in_supply(const cit_game *g, int player) {
    if (!g || !running(g) || player < 0 || player >= g->nplayers) return 0;
    return big_free(g, player);
}

int cit_game_big_follower_away(const cit_game *g, int player) {
    if (!g || player < 0 || player >= g->nplayers || !running(g)) return -1;
    const fig_record *f = big_of(g, player);
    return f->where == FIG_KEPT ? FIG_SLOT_PLACE(f->at) : -1; /* the place, not which one */
}
